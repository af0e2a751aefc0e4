@testable import ReaderCore

/// The inline markup parse as it was first written, one `Unicode.Scalar` at a time over an array of
/// them: the model `InlineMarkup.walk`, which walks the bytes, is checked against.
enum InlineMarkupReference {
    /// `InlineMarkup.parse` scalar by scalar, whatever the text holds.
    static func parse(_ text: String) -> (text: String, spans: [InlineSpan]) {
        var out = CleanText(capacity: text.utf8.count)
        var bytes: Int { out.bytes.count } // UTF-8 length of the clean text so far
        var spans: [InlineSpan] = []
        let s = Array(text.unicodeScalars)
        var emphasisStart: Int? // UTF-8 offset in `out` of an open `_`
        var explicitBase: Int? // UTF-8 offset in `out` where a `｜` started the base of the next ruby
        var i = 0
        while i < s.count {
            let c = s[i]
            switch c {
            case "［" where i + 1 < s.count && s[i + 1] == "＃":
                // An annotation: dropped whole (an unclosed one is kept as text).
                if let close = s[(i + 2)...].firstIndex(of: "］") {
                    i = close + 1
                    continue
                }
            case "｜":
                // Marks where a ruby base starts. Before kanji it is markup even when the ruby was
                // stripped from the text; a bar with neither is text.
                if let open = s[(i + 1)...].firstIndex(where: { $0 == "《" || $0 == "｜" || $0 == "\n" }), s[open] == "《" {
                    explicitBase = bytes
                    i += 1
                    continue
                }
                if i + 1 < s.count, InlineMarkup.isKanji(s[i + 1]) {
                    i += 1
                    continue
                }
            case "《":
                if let close = s[(i + 1)...].firstIndex(of: "》"), close > i + 1 {
                    let annotation = s[(i + 1)..<close]
                    if explicitBase != nil
                        || (annotation.count <= 20 && annotation.allSatisfy(InlineMarkup.isReading)
                            && out.lastKept.map(InlineMarkup.isKanji) == true)
                    {
                        let start = bytes
                        let base = explicitBase ?? out.kanjiRun
                        out.keep("(")
                        for scalar in annotation { out.keep(scalar) }
                        out.keep(")")
                        if base < start { spans.append(InlineSpan(.rubyBase, utf8: base..<start)) }
                        spans.append(InlineSpan(.rubyAnnotation, utf8: start..<bytes))
                        explicitBase = nil
                        i = close + 1
                        continue
                    }
                }
            case "_":
                let before: Unicode.Scalar = i > 0 ? s[i - 1] : " "
                let after: Unicode.Scalar = i + 1 < s.count ? s[i + 1] : " "
                if emphasisStart == nil, !InlineMarkup.isWordScalar(before), InlineMarkup.isWordScalar(after),
                    closingUnderscore(s, after: i) != nil
                {
                    emphasisStart = bytes
                    i += 1
                    continue
                }
                if let start = emphasisStart, !before.properties.isWhitespace, !InlineMarkup.isWordScalar(after) {
                    spans.append(InlineSpan(.emphasis, utf8: start..<bytes))
                    emphasisStart = nil
                    i += 1
                    continue
                }
            default:
                break
            }
            out.keep(c)
            i += 1
        }
        return (String(decoding: out.bytes, as: UTF8.self), spans)
    }

    /// The clean text `parseScalars` keeps, as UTF-8 bytes made a string once at the end: appending to a
    /// `String.UnicodeScalarView` costs hundreds of instructions a scalar.
    private struct CleanText {
        var bytes: [UInt8] = []
        /// The last scalar kept, and the UTF-8 offset where the run of kanji it ends (if any) starts.
        var lastKept: Unicode.Scalar?
        var kanjiRun = 0

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        @inline(__always)
        mutating func keep(_ scalar: Unicode.Scalar) {
            if InlineMarkup.isKanji(scalar), lastKept.map(InlineMarkup.isKanji) != true { kanjiRun = bytes.count }
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                for b in scalar.utf8 { bytes.append(b) }
            }
            lastKept = scalar
        }
    }

    /// Index of the `_` that closes one opened at `open`: the next `_` that follows a
    /// non-space and is not followed by a letter or digit, if the block has one.
    private static func closingUnderscore(_ s: [Unicode.Scalar], after open: Int) -> Int? {
        var j = open + 2
        while j < s.count {
            if s[j] == "_" {
                let after: Unicode.Scalar = j + 1 < s.count ? s[j + 1] : " "
                if !s[j - 1].properties.isWhitespace, !InlineMarkup.isWordScalar(after) { return j }
            }
            j += 1
        }
        return nil
    }

}
