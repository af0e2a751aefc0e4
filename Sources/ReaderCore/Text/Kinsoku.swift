/// Kinsoku shori (禁則処理): the punctuation a CJK line may not start or end with.
///
/// Closing marks (，。」… small kana, ー, and half-width `) ] } , . : ; ! ?`) must not start a
/// line; opening marks (“（《「… and half-width `( [ {`) must not end one. The line breaker
/// pushes a character down instead. Half-width `"` `'` may open or close: they stick to the
/// text on both sides (`isQuote`).
enum Kinsoku {
    /// Half-width closing punctuation `! ) , . : ; ?` as bits of a mask over U+0000–003F.
    private static let closingASCII: UInt64 = 1 << 0x21 | 1 << 0x29 | 1 << 0x2C | 1 << 0x2E | 1 << 0x3A | 1 << 0x3B | 1 << 0x3F

    /// True for punctuation and small kana that must not begin a line.
    @inline(__always)
    static func isClosing(_ v: UInt32) -> Bool {
        if v < 0x2019 {
            if v < 0x40 { return closingASCII >> UInt64(v) & 1 != 0 }
            return v == 0x5D || v == 0x7D // ] }
        }
        switch v {
        case 0x2019, 0x201D, 0x2025, 0x2026, // ’ ” ‥ …
            0x3001, 0x3002, 0x3005, // 、 。 々
            0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, // 〉》」』】〕〗〙〛
            0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
            0x3095, 0x3096, 0x309D, 0x309E, // small hiragana, ゝ ゞ
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
            0x30F5, 0x30F6, 0x30FB, 0x30FC, 0x30FD, 0x30FE, // small katakana, ・ ー ヽ ヾ
            0x31F0...0x31FF, // small katakana extension
            0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60, // ！）,．：；？］｝｠
            0xFF61, 0xFF63, 0xFF64, 0xFF65, 0xFF67...0xFF70: // halfwidth ｡｣､･ small kana ｰ
            return true
        default:
            return false
        }
    }

    /// True for opening punctuation that must not end a line.
    @inline(__always)
    static func isOpening(_ v: UInt32) -> Bool {
        if v < 0x2018 { return v == 0x28 || v == 0x5B || v == 0x7B } // ( [ {
        switch v {
        case 0x2018, 0x201C, // ‘ “
            0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D, // 〈《「『【〔〖〘〚〝
            0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62: // （［｛｟｢
            return true
        default:
            return false
        }
    }

    /// True for the half-width quotation marks `"` `'`, which open or close: no line ends or
    /// starts at one, unless a space stands on the other side.
    @inline(__always)
    static func isQuote(_ v: UInt32) -> Bool {
        v == 0x22 || v == 0x27
    }
}
