/// Concrete styles for every `Role`, for one appearance of one theme.
public struct Palette: Equatable, Sendable {
    public var name: String
    /// True for palettes meant for a dark surrounding (night reading).
    public var isDark: Bool
    private var styles: [Role: Style]

    public init(name: String, isDark: Bool, styles: [Role: Style]) {
        self.name = name
        self.isDark = isDark
        self.styles = styles
    }

    public subscript(role: Role) -> Style {
        get { styles[role] ?? styles[.text] ?? .plain }
        set { styles[role] = newValue }
    }

    /// The page background colour.
    public var pageBackground: Color { self[.text].background }
}

extension Palette {
    /// Dark text on paper.
    public static let light: Palette = make(
        name: "light", isDark: false,
        fg: Color(hex: 0x24211D), bg: Color(hex: 0xFAF8F2), dim: Color(hex: 0x8A857C),
        barFg: Color(hex: 0x4A463F), barBg: Color(hex: 0xE9E5DA),
        accent: Color(hex: 0xF2D36B), accentStrong: Color(hex: 0xE59A2F))

    /// Light-grey text on near-black: nothing on screen is brighter than the page.
    public static let dark: Palette = make(
        name: "dark", isDark: true,
        fg: Color(hex: 0xC8C4BA), bg: Color(hex: 0x1C1B19), dim: Color(hex: 0x6E6A62),
        barFg: Color(hex: 0x9A958A), barBg: Color(hex: 0x141311),
        accent: Color(hex: 0xC9A44A), accentStrong: Color(hex: 0xE8B04A))

    /// Brown text on warm paper.
    public static let sepia: Palette = make(
        name: "sepia", isDark: false,
        fg: Color(hex: 0x5B4636), bg: Color(hex: 0xF4ECD8), dim: Color(hex: 0x9C8670),
        barFg: Color(hex: 0x6E5844), barBg: Color(hex: 0xE6DAC0),
        accent: Color(hex: 0xE8C872), accentStrong: Color(hex: 0xD9962E))

    private static func make(
        name: String, isDark: Bool, fg: Color, bg: Color, dim: Color, barFg: Color, barBg: Color,
        accent: Color, accentStrong: Color
    ) -> Palette {
        // Shadows darken the page; the back page is the page dimmed (darker in every theme).
        let black = Color(0, 0, 0)
        let backBg = bg.blended(with: black, isDark ? 0.35 : 0.12)
        let backFg = fg.blended(with: backBg, isDark ? 0.55 : 0.5)
        var styles: [Role: Style] = [:]
        styles[.text] = Style(foreground: fg, background: bg)
        styles[.heading] = Style(foreground: fg, background: bg, attributes: .bold)
        styles[.dim] = Style(foreground: dim, background: bg, attributes: .dim)
        styles[.image] = Style(foreground: dim, background: bg, attributes: [.dim, .italic])
        styles[.bar] = Style(foreground: barFg, background: barBg, monochrome: .reverse)
        styles[.barDim] = Style(foreground: dim, background: barBg, attributes: .dim, monochrome: .reverse)
        styles[.backPage] = Style(foreground: backFg, background: backBg, attributes: .dim)
        styles[.shadow1] = Style(
            foreground: dim, background: bg.blended(with: black, isDark ? 0.55 : 0.30), attributes: .dim, monochrome: .reverse)
        styles[.shadow2] = Style(foreground: dim, background: bg.blended(with: black, isDark ? 0.40 : 0.20), attributes: .dim)
        styles[.shadow3] = Style(foreground: dim, background: bg.blended(with: black, isDark ? 0.25 : 0.10), attributes: .dim)
        // In the dark nothing may be brighter than the page: highlights darken the
        // background and brighten the text instead of lighting the cell up.
        if isDark {
            styles[.highlight] = Style(
                foreground: accent, background: bg.blended(with: black, 0.5), attributes: .underline, monochrome: .underline)
            styles[.highlightCurrent] = Style(
                foreground: accentStrong, background: black, attributes: [.bold, .underline], monochrome: .reverse)
        } else {
            styles[.highlight] = Style(foreground: fg, background: accent, monochrome: .underline)
            styles[.highlightCurrent] = Style(foreground: black, background: accentStrong, attributes: .bold, monochrome: .reverse)
        }
        // The reader's highlights: a tint of the page in each colour; in the dark, text in the colour
        // on a darker page (never brighter than the page), underlined where colours cannot show.
        for (role, hue) in [
            (Role.markYellow, Color(hex: 0xF0C419)), (.markGreen, Color(hex: 0x5DBB63)), (.markBlue, Color(hex: 0x5B9BD5)),
            (.markPink, Color(hex: 0xE57CA8)),
        ] {
            styles[role] =
                isDark
                ? Style(foreground: hue.blended(with: fg, 0.3), background: bg.blended(with: black, 0.35), monochrome: .underline)
                : Style(foreground: fg, background: bg.blended(with: hue, 0.45), monochrome: .underline)
        }
        // The selection: in the light, the page's colours drawn closer together and its moving end
        // reversed; in the dark (nothing brighter than the page), text in the accent on black,
        // its moving end bold in the strong accent.
        if isDark {
            styles[.selection] = Style(foreground: accent, background: black, attributes: .underline, monochrome: .underline)
            styles[.selectionCursor] = Style(
                foreground: accentStrong, background: black, attributes: [.bold, .underline], monochrome: .reverse)
        } else {
            styles[.selection] = Style(
                foreground: fg, background: bg.blended(with: fg, 0.18), attributes: .underline, monochrome: .underline)
            styles[.selectionCursor] = Style(foreground: bg, background: fg, attributes: .bold, monochrome: .reverse)
        }
        styles[.skeleton] = Style(foreground: bg.blended(with: fg, 0.12), background: bg, monochrome: .dim)
        styles[.shimmer] = Style(foreground: bg.blended(with: fg, 0.25), background: bg)
        styles[.hint] = Style(foreground: accentStrong, background: barBg, attributes: .bold, monochrome: .reverse)
        styles[.overlay] = Style(foreground: fg, background: barBg)
        styles[.overlaySelected] =
            isDark
            ? Style(foreground: accentStrong, background: black, attributes: .bold, monochrome: .reverse)
            : Style(foreground: barBg, background: fg, attributes: .bold, monochrome: .reverse)
        return Palette(name: name, isDark: isDark, styles: styles)
    }
}
