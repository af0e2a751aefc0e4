/// Coarse script tests used by layout decisions (indent, joining, spacing).
public enum Script {
    /// True for scalars of CJK scripts and their punctuation: ideographs, kana, Hangul,
    /// CJK symbols, full-width forms.
    @inline(__always)
    public static func isCJK(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFFEF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }

    /// True when a paragraph reads as CJK (its first letter-like scalar is CJK).
    public static func isCJKParagraph(_ text: String) -> Bool {
        for s in text.unicodeScalars.prefix(8) where s.properties.isAlphabetic || isCJK(s) {
            return isCJK(s)
        }
        return false
    }
}
