/// A style as the terminal can show it: colour numbers plus attributes.
public struct MappedStyle: Hashable, Sendable {
    /// Colour numbers for `init_extended_pair`; -1 is the terminal's default colour.
    public var foreground: Int32
    public var background: Int32
    public var attributes: Attributes

    public init(foreground: Int32, background: Int32, attributes: Attributes) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

/// Maps a `Style` to what a terminal of a given `ColorDepth` can show. Pure, no terminal.
///
/// Direct colour packs RGB; 256 picks the nearest xterm cube or grey-ramp colour;
/// 8 picks an ANSI colour by hue and lightness, keeps dark backgrounds black and keeps
/// text readable against its background, and (because 8 colours lose the shades that
/// separate shadows, bars and highlights) adds the style's monochrome attributes;
/// monochrome uses the terminal's default colours and `attributes ∪ monochrome`.
public struct ColorMapper: Sendable {
    public let depth: ColorDepth

    public init(depth: ColorDepth) {
        self.depth = depth
    }

    public func map(_ style: Style) -> MappedStyle {
        switch depth {
        case .direct:
            return MappedStyle(
                foreground: Self.packed(style.foreground), background: Self.packed(style.background),
                attributes: style.attributes)
        case .ansi256:
            return MappedStyle(
                foreground: Self.xterm256(style.foreground), background: Self.xterm256(style.background),
                attributes: style.attributes)
        case .ansi8:
            let bg = Self.ansi8Background(style.background)
            var fg = Self.ansi8Foreground(style.foreground, over: style.background)
            if fg == bg { fg = bg == Self.black ? Self.white : Self.black }
            return MappedStyle(
                foreground: fg, background: bg, attributes: style.attributes.union(style.monochrome))
        case .monochrome:
            return MappedStyle(foreground: -1, background: -1, attributes: style.attributes.union(style.monochrome))
        }
    }

    /// `0xRRGGBB`, the colour number of a direct-colour terminfo entry.
    public static func packed(_ c: Color) -> Int32 {
        Int32(c.r) << 16 | Int32(c.g) << 8 | Int32(c.b)
    }

    /// The RGB value xterm shows for palette entry 16…255.
    public static func xtermRGB(_ index: Int32) -> Color {
        if index >= 232 {
            let v = UInt8(8 + 10 * (Int(index) - 232))
            return Color(v, v, v)
        }
        let i = Int(index) - 16
        let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
        return Color(levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
    }

    /// The nearest of xterm colours 16…255 by a red-mean weighted distance (closer to
    /// perceived difference than plain RGB distance, cheap enough to search all 240).
    public static func xterm256(_ c: Color) -> Int32 {
        var best: Int32 = 16
        var bestDistance = Int.max
        for (offset, candidate) in xtermTable.enumerated() {
            let d = distance(c, candidate)
            if d < bestDistance {
                bestDistance = d
                best = Int32(16 + offset)
            }
        }
        return best
    }

    private static let xtermTable: [Color] = (16...255).map { xtermRGB(Int32($0)) }

    /// Red-mean colour distance (squared, scaled to integers).
    package static func distance(_ a: Color, _ b: Color) -> Int {
        let rmean = (Int(a.r) + Int(b.r)) / 2
        let dr = Int(a.r) - Int(b.r), dg = Int(a.g) - Int(b.g), db = Int(a.b) - Int(b.b)
        return (((512 + rmean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - rmean) * db * db) >> 8)
    }

    package static let black: Int32 = 0
    package static let white: Int32 = 7

    /// A background: saturated and not dark → its hue's colour; otherwise black or white
    /// by lightness, so a dark page (and its dark accents) stays black.
    package static func ansi8Background(_ c: Color) -> Int32 {
        let (maxC, minC) = (max(c.r, c.g, c.b), min(c.r, c.g, c.b))
        if Int(maxC) - Int(minC) >= 51, maxC >= 128 { return hueColor(c) }
        return Int(maxC) + Int(minC) >= 255 ? white : black
    }

    /// A foreground: saturated → its hue's colour; grey-ish → white if lighter than its
    /// background, else black (so dim text stays visible on both dark and light pages).
    package static func ansi8Foreground(_ c: Color, over background: Color) -> Int32 {
        let (maxC, minC) = (max(c.r, c.g, c.b), min(c.r, c.g, c.b))
        if Int(maxC) - Int(minC) >= 51, maxC >= 96 { return hueColor(c) }
        return c.luminance > background.luminance ? white : black
    }

    /// The ANSI colour of `c`'s hue: red 1, yellow 3, green 2, cyan 6, blue 4, magenta 5.
    package static func hueColor(_ c: Color) -> Int32 {
        let r = Double(c.r), g = Double(c.g), b = Double(c.b)
        let maxC = max(r, g, b), minC = min(r, g, b)
        guard maxC > minC else { return maxC >= 128 ? white : black }
        let delta = maxC - minC
        var hue: Double
        if maxC == r {
            hue = (g - b) / delta
        } else if maxC == g {
            hue = (b - r) / delta + 2
        } else {
            hue = (r - g) / delta + 4
        }
        hue *= 60
        if hue < 0 { hue += 360 }
        let sector = Int((hue + 30) / 60) % 6
        return [1, 3, 2, 6, 4, 5][sector]
    }
}
