/// Colours as the config file writes them: `"#rrggbb"` or an xterm-256 index 0…255.
enum ConfigColor {
    /// The colour `value` names, or nil when it names none.
    static func parse(_ value: TOMLValue) -> Color? {
        switch value {
        case .integer(let n):
            guard (0...255).contains(n) else { return nil }
            return xterm(n)
        case .string(let s):
            let hex = s.utf8
            guard hex.count == 7, hex.first == UInt8(ascii: "#"), let v = UInt32(s.dropFirst(), radix: 16),
                  s.dropFirst().allSatisfy(\.isHexDigit)
            else { return nil }
            return Color(hex: v)
        default:
            return nil
        }
    }

    /// `"#rrggbb"`, lowercase, as the default config file prints colours.
    static func hexString(_ c: Color) -> String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for v in [c.r, c.g, c.b] {
            s.append(digits[Int(v >> 4)])
            s.append(digits[Int(v & 0xF)])
        }
        return s
    }

    /// The RGB value of xterm colour `index`: 0…15 are xterm's default system colours
    /// (the reader draws in 24-bit colour, so a terminal's own 16-colour scheme is not used).
    static func xterm(_ index: Int) -> Color {
        if index < 16 { return Color(hex: system[index]) }
        return ColorMapper.xtermRGB(Int32(index))
    }

    private static let system: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
}
