/// Markup of plain-text books turned into clean text and `InlineSpan`s, so it never shows raw:
/// Aozora Bunko ruby (`｜base《ruby》`, and `漢字《かんじ》` where the base is the kanji run
/// before a kana-only annotation) becomes `base(ruby)`, a `rubyBase` span then a `rubyAnnotation` span; Aozora
/// annotations (`［＃…］`) are removed; Project Gutenberg's `_word_`, balanced within the
/// block, becomes emphasis. Chinese book-title brackets (`《三国演义》`) are left alone.
/// Works on scalars: every piece of markup is one scalar, and it runs on every block.
enum InlineMarkup {
    /// Whether `text` holds anything this could change: `_`, `｜` (EF BD 9C), `［` (EF BC BB), or
    /// `《` (E3 80 8A) followed by kana (E3 81–83 …) — Chinese title brackets, followed by hanzi, are
    /// common and never markup.
    static func mayHaveMarkup(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { contains($0, openEnded: false) }
    }

    /// Whether markup starts anywhere in `b` (see `starts`). Sixteen positions are compared at a
    /// time, by the two bytes after each (the lead byte is checked only where they fit); the last
    /// sixteen overlap the ones before, so no byte is looked at one by one.
    static func contains(_ b: UnsafeBufferPointer<UInt8>, openEnded: Bool) -> Bool {
        let n = b.count
        guard n >= 18, let base = b.baseAddress else {
            for i in 0..<n where starts(b, at: i, openEnded: openEnded) { return true }
            return false
        }
        let raw = UnsafeRawPointer(base)
        let lanes = Lanes()
        var i = 0
        while true {
            let at = min(i, n - 18)
            if ByteLanes.any(lanes.candidates(ByteLanes.load(raw, at), ByteLanes.load(raw, at + 1), ByteLanes.load(raw, at + 2))) {
                for k in at..<(at + 16) where starts(b, at: k, openEnded: openEnded) { return true }
            }
            if at == n - 18 { break }
            i += 16
        }
        // The last two bytes can only be an `_`.
        return b[n - 2] == 0x5F || b[n - 1] == 0x5F
    }

    /// Whether markup starts at byte `i` of `b`. `openEnded`: `b` is one line of a block that may go
    /// on in the next, so a `《` with nothing after it may still be followed by kana.
    @inline(__always)
    static func starts(_ b: UnsafeBufferPointer<UInt8>, at i: Int, openEnded: Bool) -> Bool {
        let n = b.count
        switch b[i] {
        case 0x5F: return true
        case 0xEF: return i + 2 < n && (b[i + 1] == 0xBD && b[i + 2] == 0x9C || b[i + 1] == 0xBC && b[i + 2] == 0xBB)
        case 0xE3:
            guard i + 2 < n, b[i + 1] == 0x80, b[i + 2] == 0x8A else { return false }
            return i + 4 < n ? b[i + 3] == 0xE3 && (0x81...0x83).contains(b[i + 4]) : openEnded
        default: return false
        }
    }

    /// The vectors the markup bytes are compared with, sixteen positions at a time.
    struct Lanes {
        let underscore = ByteLanes.splat(0x5F)
        let bd = ByteLanes.splat(0xBD), x9c = ByteLanes.splat(0x9C), bc = ByteLanes.splat(0xBC), bb = ByteLanes.splat(0xBB)
        let x80 = ByteLanes.splat(0x80), x8a = ByteLanes.splat(0x8A)

        /// Lanes where markup may start, given the bytes at each position (`x`) and the two after it:
        /// `_`, or the last two bytes of `｜`, `［` or `《` next (whatever follows the `《`).
        @inline(__always)
        func candidates(_ x: SIMD16<UInt8>, _ y: SIMD16<UInt8>, _ z: SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>> {
            (x .== underscore) .| ((y .== bd) .& (z .== x9c)) .| ((y .== bc) .& (z .== bb)) .| ((y .== x80) .& (z .== x8a))
        }
    }

    /// The clean text of `text` and the spans of what its markup meant.
    static func parse(_ text: String) -> (text: String, spans: [InlineSpan]) {
        guard mayHaveMarkup(text), !onlyWordUnderscores(text) else { return (text, []) }
        return walk(text)
    }

    /// Whether the only bytes of `text` that may start markup are underscores that cannot open
    /// emphasis (`snake_case`: one after a letter or a digit, or before ASCII that is neither):
    /// `walk` would then keep every scalar and find no span. Manuals are full of them, and
    /// the scalar walk rebuilds the whole block.
    static func onlyWordUnderscores(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { b in
            for i in b.indices {
                switch b[i] {
                case 0x5F:
                    let after = i + 1 < b.count ? b[i + 1] : 0x20
                    if i > 0 && isASCIIWord(b[i - 1]) || after < 0x80 && !isASCIIWord(after) { continue }
                    return false
                case 0xE3, 0xEF:
                    if starts(b, at: i, openEnded: false) { return false }
                default:
                    continue
                }
            }
            return true
        }
    }

    /// An ASCII letter or digit (`isWordScalar` of an ASCII byte).
    @inline(__always)
    private static func isASCIIWord(_ b: UInt8) -> Bool {
        (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
    }

    /// A letter or a digit: what a word is made of (an underscore inside one is not markup).
    static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil
    }

    /// Hiragana, katakana and the long-vowel mark: what a ruby annotation is written in.
    static func isKana(_ s: Unicode.Scalar) -> Bool {
        (0x3041...0x30FF).contains(s.value)
    }

    /// What a ruby annotation is written in: kana, and the pieces Aozora writes a two-character
    /// repeat mark with (`かみ／″＼`, for `かみがみ`).
    static func isReading(_ s: Unicode.Scalar) -> Bool {
        isKana(s) || s == "／" || s == "＼" || s == "″"
    }

    /// A kanji (or `々` `〆` `ヶ`): what an Aozora ruby without `｜` annotates; also `※`, which stands
    /// for a kanji Aozora's character set lacks (`※［＃「てへん＋宛」、第3水準1-84-80］《も》ぎ取った`).
    static func isKanji(_ s: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(s.value) || (0x3400...0x4DBF).contains(s.value) || (0x20000...0x2FFFF).contains(s.value)
            || s == "々" || s == "〆" || s == "ヶ" || s == "※"
    }
}
