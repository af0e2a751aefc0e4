/// Markup of plain-text books turned into clean text and `InlineSpan`s, so it never shows raw:
/// Aozora Bunko ruby (`｜base《ruby》`, and `漢字《かんじ》` where the base is the kanji run
/// before a kana-only annotation) becomes `base(ruby)` with the annotation dimmed; Aozora
/// annotations (`［＃…］`) are removed; Project Gutenberg's `_word_`, balanced within the
/// block, becomes emphasis. Chinese book-title brackets (`《三国演义》`) are left alone.
enum InlineMarkup {
    /// Whether `text` holds anything this could change: one pass over its bytes for `_`,
    /// `｜` (EF BD 9C), `《` (E3 80 8A) and `［` (EF BC BB).
    static func mayHaveMarkup(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { b in
            let n = b.count
            var i = 0
            while i < n {
                let x = b[i]
                if x == 0x5F { return true }
                if x == 0xEF, i + 2 < n, (b[i + 1] == 0xBD && b[i + 2] == 0x9C) || (b[i + 1] == 0xBC && b[i + 2] == 0xBB) { return true }
                if x == 0xE3, i + 2 < n, b[i + 1] == 0x80, b[i + 2] == 0x8A { return true }
                i += 1
            }
            return false
        }
    }

    /// The clean text of `text` and the spans of what its markup meant.
    static func parse(_ text: String) -> (text: String, spans: [InlineSpan]) {
        guard mayHaveMarkup(text) else { return (text, []) }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var spans: [InlineSpan] = []
        let chars = Array(text)
        var emphasisStart: Int?  // UTF-8 offset in `out` of an open `_`
        var explicitBase = false // a `｜` started the base of the next ruby
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "［" where i + 1 < chars.count && chars[i + 1] == "＃":
                // An annotation: dropped whole (an unclosed one is kept as text).
                if let close = chars[(i + 2)...].firstIndex(of: "］") {
                    i = close + 1
                    continue
                }
            case "｜":
                // Marks where a ruby base starts. Before kanji it is markup even when the ruby was
                // stripped from the text; a bar with neither is text.
                if let open = chars[(i + 1)...].firstIndex(where: { $0 == "《" || $0 == "｜" || $0 == "\n" }), chars[open] == "《" {
                    explicitBase = true
                    i += 1
                    continue
                }
                if i + 1 < chars.count, isKanji(chars[i + 1]) {
                    i += 1
                    continue
                }
            case "《":
                if let close = chars[(i + 1)...].firstIndex(of: "》"), close > i + 1 {
                    let annotation = chars[(i + 1)..<close]
                    if explicitBase || (annotation.count <= 20 && annotation.allSatisfy(isKana) && out.last.map(isKanji) == true) {
                        out += "("
                        let start = out.utf8.count - 1
                        out += String(annotation)
                        out += ")"
                        spans.append(InlineSpan(.rubyAnnotation, utf8: start..<out.utf8.count))
                        explicitBase = false
                        i = close + 1
                        continue
                    }
                }
            case "_":
                let before = i > 0 ? chars[i - 1] : " "
                let after = i + 1 < chars.count ? chars[i + 1] : " "
                if emphasisStart == nil, !before.isLetter, !before.isNumber, after.isLetter || after.isNumber,
                   closingUnderscore(chars, after: i) != nil {
                    emphasisStart = out.utf8.count
                    i += 1
                    continue
                }
                if let start = emphasisStart, !before.isWhitespace, !after.isLetter, !after.isNumber {
                    spans.append(InlineSpan(.emphasis, utf8: start..<out.utf8.count))
                    emphasisStart = nil
                    i += 1
                    continue
                }
            default:
                break
            }
            out.append(c)
            i += 1
        }
        return (out, spans)
    }

    /// Index of the `_` that closes one opened at `open`: the next `_` that follows a
    /// non-space and is not followed by a letter or digit, if the block has one.
    private static func closingUnderscore(_ chars: [Character], after open: Int) -> Int? {
        var j = open + 2
        while j < chars.count {
            if chars[j] == "_" {
                let after = j + 1 < chars.count ? chars[j + 1] : " "
                if !chars[j - 1].isWhitespace, !after.isLetter, !after.isNumber { return j }
            }
            j += 1
        }
        return nil
    }

    /// Hiragana, katakana and the long-vowel mark: what a ruby annotation is written in.
    private static func isKana(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { (0x3041...0x30FF).contains($0.value) || $0 == "ー" }
    }

    /// A kanji (or `々` `〆` `ヶ`): what an Aozora ruby without `｜` annotates.
    private static func isKanji(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first else { return false }
        return (0x4E00...0x9FFF).contains(s.value) || (0x3400...0x4DBF).contains(s.value) || (0x20000...0x2FFFF).contains(s.value)
            || s == "々" || s == "〆" || s == "ヶ"
    }
}
