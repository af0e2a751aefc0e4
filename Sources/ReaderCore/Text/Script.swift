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
    /// eight is CJK, or is a Latin word run straight into CJK (`Debianでは`, `UTF-8の`), then
    /// Japanese when kana appear among its next hundred bytes (read as bytes: kana are E3 81–83 …).
    /// Reads UTF-8 directly; only non-ASCII, non-CJK scalars ask for Unicode properties.
    public static func of(paragraph text: String) -> Paragraph {
        // Native text is read in place (a copy for `withUTF8` would cost a retain and release a block).
        if let script = text.utf8.withContiguousStorageIfAvailable(of(utf8:)) { return script }
        var text = text
        return text.withUTF8(of(utf8:))
    }

    /// `of(paragraph:)` read on the text's UTF-8 bytes.
    private static func of(utf8: UnsafeBufferPointer<UInt8>) -> Paragraph {
        var i = 0, seen = 0
        while i < utf8.count && seen < 8 {
            let b = utf8[i]
            seen += 1
            if b < 0x80 {
                if (b | 0x20) &- 0x61 < 26 { return ofLatinWord(utf8, from: i) } // ASCII letters are the only alphabetic ASCII
                i += 1
                continue
            }
            guard let (s, length) = scalar(at: i, in: utf8) else { break }
            if isCJK(s) { return hasKana(utf8, from: i) ? .japanese : .chinese }
            if s.properties.isAlphabetic { return .latin }
            i += length
        }
        return .latin
    }

    /// The script of a paragraph whose first letter is the ASCII letter at `start`: Latin, unless
    /// its word (printable ASCII, at most 32 bytes) runs straight into a CJK character.
    private static func ofLatinWord(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Paragraph {
        var j = start + 1
        while j < utf8.count && j - start < 32 && utf8[j] &- 0x21 < 0x5E { j += 1 }
        guard j < utf8.count, utf8[j] >= 0xE0, let (s, _) = scalar(at: j, in: utf8), isCJK(s) else { return .latin }
        return hasKana(utf8, from: j) ? .japanese : .chinese
    }

    /// The scalar that starts at byte `i` of valid UTF-8 (not ASCII) and its length; nil if cut off.
    @inline(__always)
    private static func scalar(at i: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int)? {
        let b = utf8[i]
        let length = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
        guard i + length <= utf8.count else { return nil }
        var v = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { v = v << 6 | UInt32(utf8[i + k] & 0x3F) }
        return (Unicode.Scalar(v).unsafelyUnwrapped, length)
    }

    /// The CJK conventions a book that declares `language` (a BCP 47 tag, `Book.language`) follows
    /// (Japanese for `ja`, Chinese for `zh` and `ko`); nil when the text decides.
    public static func conventions(language: String?) -> Paragraph? {
        switch language?.lowercased().prefix(while: { $0 != "-" && $0 != "_" }) {
        case "ja": return .japanese
        case "zh", "ko": return .chinese
        default: return nil
        }
    }

    /// The script of a paragraph of a book following `conventions` (`conventions(language:)`): the
    /// text decides between Latin and CJK, the book between Japanese and Chinese conventions (a
    /// Japanese paragraph with no kana near its start is still Japanese).
    public static func of(paragraph text: String, conventions: Paragraph?) -> Paragraph {
        let script = of(paragraph: text)
        guard script != .latin, let conventions else { return script }
        return conventions
    }

    /// Whether hiragana or katakana (E3 81 xx – E3 83 xx, but `・` E3 83 BB) start within
    /// about a hundred bytes from `start`; sixteen positions are compared at a time.
    private static func hasKana(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let end = min(utf8.count - 2, start + 96)
        func kana(at i: Int) -> Bool {
            utf8[i] == 0xE3 && (0x81...0x83).contains(utf8[i + 1]) && !(utf8[i + 1] == 0x83 && utf8[i + 2] == 0xBB)
        }
        var i = start
        if let base = utf8.baseAddress {
            let raw = UnsafeRawPointer(base)
            let e3 = ByteLanes.splat(0xE3), x81 = ByteLanes.splat(0x81), x82 = ByteLanes.splat(0x82), x83 = ByteLanes.splat(0x83)
            // Loads of 17 bytes from `i` stay inside the text: `end` is at most two before its end.
            while i + 16 <= end {
                let x = ByteLanes.load(raw, i), y = ByteLanes.load(raw, i + 1)
                if ByteLanes.any((x .== e3) .& ((y .== x81) .| (y .== x82) .| (y .== x83))) {
                    for k in i..<(i + 16) where kana(at: k) { return true }
                }
                i += 16
            }
        }
        while i < end {
            if kana(at: i) { return true }
            i += 1
        }
        return false
    }
}
