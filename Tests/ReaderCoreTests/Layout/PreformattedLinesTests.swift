import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// `PreformattedLines` reads clusters from the bytes; its lines are those of the text split at line
/// feeds, each as wide as the sum of `CellWidth.width(of:)` over its `Character`s, and one wider
/// than the page goes on in rows of at most a cell less than the page.
@Suite struct PreformattedLinesTests {
    /// Table pieces (runs of ASCII with spaces, read a run at a time), and what makes clusters of several
    /// scalars: combining marks (after a space too), ZWJ emoji, variation selectors, regional indicators,
    /// Hangul jamo, a mark after a line feed; a tab and a replacement character.
    static let pieces = [
        "|", "+", "-", " ", "a", "\n", "─", "│", "天", "é", "e\u{301}", "\u{301}", "👩\u{200D}💻", "☺\u{FE0F}",
        "🇯🇵", "🇫", "\u{1100}\u{1161}", "\u{200B}", "。", "\u{FF9E}", "row", "+--+", "| 12 | ab  |", "   ", "\t", "\u{FFFD}",
    ]

    @Test func linesAndWidthsAreThoseOfTheCharacters() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...40), Gen.int(in: 1...30)) {
            seed, length, columns in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in Self.pieces[r.next(Self.pieces.count)] }.joined()
            var expected: [PreformattedLines.Line] = []
            var g = 0, b = 0
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var cut: [PreformattedLines.Line] = []
            for (i, line) in lines.enumerated() {
                let width = line.reduce(0) { $0 + CellWidth.width(of: $1) }
                let feed = i + 1 < lines.count ? 1 : 0
                let graphemes = g..<(g + line.count + feed), utf8 = b..<(b + line.utf8.count + feed)
                cut.append(
                    PreformattedLines.Line(
                        broken: BrokenLine(graphemes: graphemes, utf8: utf8, width: min(width, columns)), continues: false))
                if width <= columns {
                    expected.append(cut.last!)
                } else {
                    // Rows of whole clusters, each at most a cell less than the page, the last holding the line feed.
                    let room = max(1, columns - 1)
                    var rowG = g, rowB = b, rowWidth = 0
                    for (k, ch) in line.enumerated() {
                        let w = CellWidth.width(of: ch)
                        if w > 0, rowWidth + w > room, rowWidth > 0 {
                            expected.append(
                                PreformattedLines.Line(
                                    broken: BrokenLine(graphemes: rowG..<(g + k), utf8: rowB..<b, width: rowWidth, isWrapped: rowG > g),
                                    continues: true))
                            rowG = g + k
                            rowWidth = 0
                        }
                        rowWidth += w
                        b += ch.utf8.count
                        if rowG == g + k { rowB = b - ch.utf8.count }
                    }
                    expected.append(
                        PreformattedLines.Line(
                            broken: BrokenLine(
                                graphemes: rowG..<graphemes.upperBound, utf8: rowB..<utf8.upperBound, width: rowWidth, isWrapped: rowG > g),
                            continues: false))
                }
                g = graphemes.upperBound
                b = utf8.upperBound
            }
            #expect(PreformattedLines.lines(of: text, columns: columns) == expected, "\(text.debugDescription) at \(columns)")
            #expect(PreformattedLines.lines(of: text, columns: columns, wraps: false) == cut, "a scene break is cut")
        }
    }
}
