/// Colours as the config file writes them: `"#rrggbb"` or an xterm-256 index 0…255.
package enum ConfigColor {
    /// The colour `value` names, or nil when it names none.
    package static func parse(_ value: TOMLValue) -> Color? {
        switch value {
        case .integer(let n):
            guard (0...255).contains(n) else { return nil }
            return xterm(n)
        case .string(let s):
            guard s.utf8.count == 7, s.utf8.first == UInt8(ascii: "#") else { return nil }
            var v: UInt32 = 0
            for b in s.utf8.dropFirst() {
                guard let digit = hexDigit(b) else { return nil }
                v = v << 4 | digit
            }
            return Color(hex: v)
        default:
            return nil
        }
    }

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `"#rrggbb"`, lowercase, as the default config file prints colours.
    package static func hexString(_ c: Color) -> String {
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
    package static func xterm(_ index: Int) -> Color {
        if index < 16 { return Color(hex: system[index]) }
        return ColorMapper.xtermRGB(Int32(index))
    }

    private static let system: [UInt32] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ]
}
