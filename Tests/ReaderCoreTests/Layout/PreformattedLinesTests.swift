import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// `PreformattedLines` reads clusters from the bytes; its lines are those of the text split at line
/// feeds, each as wide as the sum of `CellWidth.width(of:)` over its `Character`s.
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
            for (i, line) in lines.enumerated() {
                let width = line.reduce(0) { $0 + CellWidth.width(of: $1) }
                let feed = i + 1 < lines.count ? 1 : 0
                let graphemes = g..<(g + line.count + feed), utf8 = b..<(b + line.utf8.count + feed)
                expected.append(
                    PreformattedLines.Line(
                        broken: BrokenLine(graphemes: graphemes, utf8: utf8, width: min(width, columns)), isClipped: width > columns))
                g = graphemes.upperBound
                b = utf8.upperBound
            }
            #expect(PreformattedLines.lines(of: text, columns: columns) == expected, "\(text.debugDescription) at \(columns)")
        }
    }
}
