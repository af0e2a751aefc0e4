extension InlineMarkup {
    /// `parse` of any text, markup or not: its UTF-8 walked once, the text between pieces of markup
    /// copied as it lies, scalars decoded only around them.
    static func walk(_ text: String) -> (text: String, spans: [InlineSpan]) {
        var text = text
        return text.withUTF8 { bytes in
            var walk = MarkupWalk(bytes)
            walk.run()
            return (String(decoding: walk.out, as: UTF8.self), walk.spans)
        }
    }
}

/// One walk of `InlineMarkup.walk` over valid UTF-8. Every piece of markup is one scalar (`_`, `｜`,
/// `［＃`…`］`, `《`…`》`) and is found by its bytes: in UTF-8 no scalar's bytes occur inside another's.
private struct MarkupWalk {
    let b: UnsafeBufferPointer<UInt8>
    /// The clean text so far.
    var out: [UInt8] = []
    var spans: [InlineSpan] = []
    /// Where in `out` an open `_` started, and where a `｜` started the base of the next ruby.
    var emphasisStart: Int?, explicitBase: Int?

    init(_ b: UnsafeBufferPointer<UInt8>) {
        self.b = b
        out.reserveCapacity(b.count)
    }

    mutating func run() {
        var i = 0, copied = 0 // the text from `copied` to `i` is kept but not yet in `out`
        while i < b.count {
            guard isMarkup(at: i) else {
                i += 1
                continue
            }
            // What the markup means may depend on the clean text before it.
            out.append(contentsOf: UnsafeBufferPointer(rebasing: b[copied..<i]))
            copied = i
            if let next = take(at: i) {
                i = next
                copied = next
            } else {
                i += 1
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: b[copied...]))
    }

    /// Whether the scalar at `i` is `_`, `｜`, `［` or `《`.
    @inline(__always)
    private func isMarkup(at i: Int) -> Bool {
        switch b[i] {
        case 0x5F: return true
        case 0xEF: return matches(0xEF, 0xBD, 0x9C, at: i) || matches(0xEF, 0xBC, 0xBB, at: i)
        case 0xE3: return matches(0xE3, 0x80, 0x8A, at: i)
        default: return false
        }
    }

    /// Takes the markup at `i` if it is markup there, returning where the text goes on; nil when it is
    /// text after all.
    private mutating func take(at i: Int) -> Int? {
        switch b[i] {
        case 0x5F: return underscore(at: i)
        case 0xE3: return ruby(at: i)
        default:
            return matches(0xEF, 0xBD, 0x9C, at: i) ? bar(at: i) : annotation(at: i)
        }
    }

    /// `［＃…］`: an annotation, dropped whole (an unclosed one is kept as text).
    private func annotation(at i: Int) -> Int? {
        guard matches(0xEF, 0xBC, 0x83, at: i + 3), let close = find(0xEF, 0xBC, 0xBD, from: i + 6) else { return nil }
        return close + 3
    }

    /// `｜`: marks where a ruby base starts. Before kanji it is markup even when the ruby was stripped
    /// from the text; a bar with neither is text.
    private mutating func bar(at i: Int) -> Int? {
        var j = i + 3
        while j < b.count, b[j] != 0x0A, !matches(0xEF, 0xBD, 0x9C, at: j) {
            if matches(0xE3, 0x80, 0x8A, at: j) {
                explicitBase = out.count
                return i + 3
            }
            j += 1
        }
        guard i + 3 < b.count, InlineMarkup.isKanji(scalar(at: i + 3)) else { return nil }
        return i + 3
    }

    /// `《…》`: ruby when a bar opened its base, or when it is up to twenty kana (`isReading`) after
    /// kanji (the run of kanji is its base); Chinese title brackets, and anything else, are text.
    private mutating func ruby(at i: Int) -> Int? {
        guard let close = find(0xE3, 0x80, 0x8B, from: i + 3), close > i + 3 else { return nil }
        if explicitBase == nil {
            var kana = 0, j = i + 3
            while j < close, kana <= 20, InlineMarkup.isReading(scalar(at: j)) {
                kana += 1
                j += length(at: j)
            }
            guard j == close, kana <= 20, let last = lastKept(), InlineMarkup.isKanji(last) else { return nil }
        }
        let start = out.count
        let base = explicitBase ?? kanjiRunStart()
        out.append(0x28)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: b[(i + 3)..<close]))
        out.append(0x29)
        if base < start { spans.append(InlineSpan(.rubyBase, utf8: base..<start)) }
        spans.append(InlineSpan(.rubyAnnotation, utf8: start..<out.count))
        explicitBase = nil
        return close + 3
    }

    /// `_`: opens emphasis before a word when a closing one follows, closes it after one.
    private mutating func underscore(at i: Int) -> Int? {
        let before = i > 0 ? scalar(endingAt: i) : " "
        let after = i + 1 < b.count ? scalar(at: i + 1) : " "
        if emphasisStart == nil, !InlineMarkup.isWordScalar(before), InlineMarkup.isWordScalar(after), closes(after: i) {
            emphasisStart = out.count
            return i + 1
        }
        if let start = emphasisStart, !before.properties.isWhitespace, !InlineMarkup.isWordScalar(after) {
            spans.append(InlineSpan(.emphasis, utf8: start..<out.count))
            emphasisStart = nil
            return i + 1
        }
        return nil
    }

    /// Whether an `_` closes the one opened at `open` later in the block: one past the scalar after it,
    /// following a non-space and not followed by a letter or digit.
    private func closes(after open: Int) -> Bool {
        guard open + 1 < b.count else { return false }
        var j = open + 1 + length(at: open + 1)
        while j < b.count {
            if b[j] == 0x5F, !scalar(endingAt: j).properties.isWhitespace,
                !InlineMarkup.isWordScalar(j + 1 < b.count ? scalar(at: j + 1) : " ")
            {
                return true
            }
            j += 1
        }
        return false
    }

    /// The last scalar of the clean text, if any.
    private func lastKept() -> Unicode.Scalar? {
        out.isEmpty ? nil : out.withUnsafeBufferPointer { UTF8Scalar.decode($0, endingAt: $0.count) }
    }

    /// Where in `out` the run of kanji that ends it starts.
    private func kanjiRunStart() -> Int {
        out.withUnsafeBufferPointer { o in
            var start = o.count
            while start > 0, InlineMarkup.isKanji(UTF8Scalar.decode(o, endingAt: start)) {
                start -= 1
                while o[start] & 0xC0 == 0x80 { start -= 1 }
            }
            return start
        }
    }

    /// Whether the three bytes from `i` are `x`, `y`, `z` (a scalar's).
    @inline(__always)
    private func matches(_ x: UInt8, _ y: UInt8, _ z: UInt8, at i: Int) -> Bool {
        i + 2 < b.count && b[i] == x && b[i + 1] == y && b[i + 2] == z
    }

    /// Where the scalar of bytes `x`, `y`, `z` next starts, from `i` on.
    private func find(_ x: UInt8, _ y: UInt8, _ z: UInt8, from i: Int) -> Int? {
        var j = i
        while j + 2 < b.count {
            if matches(x, y, z, at: j) { return j }
            j += 1
        }
        return nil
    }

    /// The UTF-8 length of the scalar starting at `i`.
    private func length(at i: Int) -> Int { UTF8Scalar.decode(b, at: i).length }

    private func scalar(at i: Int) -> Unicode.Scalar { Unicode.Scalar(UTF8Scalar.decode(b, at: i).value) ?? " " }

    private func scalar(endingAt end: Int) -> Unicode.Scalar { UTF8Scalar.decode(b, endingAt: end) }
}
