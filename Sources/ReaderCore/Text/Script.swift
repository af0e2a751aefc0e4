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

    /// How a paragraph is set: the script of its text, by the typographic conventions that differ.
    public enum Paragraph: Sendable, Equatable {
        case latin
        /// CJK without kana: Chinese (and Korean).
        case chinese
        /// CJK with kana.
        case japanese
    }

    /// The script a paragraph reads in: CJK when its first letter-like scalar among the first
    /// eight is CJK, then Japanese when kana appear among its next hundred bytes (read as bytes:
    /// kana are E3 81–83 …). Reads UTF-8 directly; only non-ASCII, non-CJK scalars ask for
    /// Unicode properties.
    public static func of(paragraph text: String) -> Paragraph {
        var text = text
        return text.withUTF8 { utf8 in
            var i = 0, seen = 0
            while i < utf8.count && seen < 8 {
                let b = utf8[i]
                seen += 1
                if b < 0x80 {
                    if (b | 0x20) &- 0x61 < 26 { return .latin }  // ASCII letters are the only alphabetic ASCII
                    i += 1
                    continue
                }
                let length = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                guard i + length <= utf8.count else { break }
                var v = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for k in 1..<length { v = v << 6 | UInt32(utf8[i + k] & 0x3F) }
                let s = Unicode.Scalar(v).unsafelyUnwrapped
                if isCJK(s) { return hasKana(utf8, from: i) ? .japanese : .chinese }
                if s.properties.isAlphabetic { return .latin }
                i += length
            }
            return .latin
        }
    }

    /// The script of a paragraph of a book that declares `language` (a BCP 47 tag, `Book.language`):
    /// the text decides between Latin and CJK, the language between Japanese and Chinese
    /// conventions (a Japanese paragraph with no kana near its start is still Japanese).
    public static func of(paragraph text: String, language: String?) -> Paragraph {
        let script = of(paragraph: text)
        guard script != .latin, let language else { return script }
        let primary = language.lowercased().prefix { $0 != "-" && $0 != "_" }
        switch primary {
        case "ja": return .japanese
        case "zh", "ko": return .chinese
        default: return script
        }
    }

    /// Whether hiragana or katakana (E3 81 xx – E3 83 xx, but `・` E3 83 BB) start within
    /// about a hundred bytes from `start`.
    private static func hasKana(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let end = min(utf8.count - 2, start + 96)
        var i = start
        while i < end {
            if utf8[i] == 0xE3, (0x81...0x83).contains(utf8[i + 1]), !(utf8[i + 1] == 0x83 && utf8[i + 2] == 0xBB) { return true }
            i += 1
        }
        return false
    }
}
