extension LineBreaker {
    /// Lines of a heading: one line when it fits; else broken first at its last wide run of spaces
    /// (an ideographic space, or two spaces or more), so a 回目 couplet (`第一回　灵根育孕源流出　　　
    /// 心性修持大道生`) parts between its two halves rather than mid-phrase. Each part is then broken
    /// as usual; the spaces end the line before them, undrawn, as spaces at a break always do.
    func headingLines(of text: String, into result: inout [BrokenLine]) {
        lines(of: text, firstLineIndent: 0, into: &result)
        guard result.count > 1, let gap = Self.lastWideSpace(in: text) else { return }
        var second: [BrokenLine] = []
        lines(of: String(text[gap.end.index...]), firstLineIndent: 0, into: &second)
        lines(of: String(text[..<gap.start]), firstLineIndent: 0, into: &result)
        guard !result.isEmpty, !second.isEmpty else { return lines(of: text, firstLineIndent: 0, into: &result) }
        result[result.count - 1].graphemes = result[result.count - 1].graphemes.lowerBound..<gap.end.grapheme
        result[result.count - 1].utf8 = result[result.count - 1].utf8.lowerBound..<gap.end.utf8
        result += second.map { line in
            BrokenLine(
                graphemes: (line.graphemes.lowerBound + gap.end.grapheme)..<(line.graphemes.upperBound + gap.end.grapheme),
                utf8: (line.utf8.lowerBound + gap.end.utf8)..<(line.utf8.upperBound + gap.end.utf8),
                width: line.width, isWrapped: line.isWrapped)
        }
    }

    /// The last run of spaces inside `text` (text on both sides) holding an ideographic space or at
    /// least two spaces: where it starts, and where the text after it starts (index, grapheme, byte).
    private static func lastWideSpace(in text: String) -> (start: String.Index, end: (index: String.Index, grapheme: Int, utf8: Int))? {
        var found: (start: String.Index, end: (index: String.Index, grapheme: Int, utf8: Int))?
        var runStart: String.Index?, runCount = 0, runWide = false
        var grapheme = 0, seenText = false
        for i in text.indices {
            let c = text[i]
            if c == " " || c == "\u{3000}" {
                if runStart == nil { runStart = i; runCount = 0; runWide = false }
                runCount += 1
                runWide = runWide || c == "\u{3000}" || runCount >= 2
            } else {
                if let start = runStart, runWide, seenText {
                    found = (start, (i, grapheme, text.utf8.distance(from: text.startIndex, to: i)))
                }
                runStart = nil
                seenText = true
            }
            grapheme += 1
        }
        return found
    }
}
