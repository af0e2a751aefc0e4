import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Vertical widths: a row is two cells; one or two letters or digits share a row (縦中横),
/// longer runs take a row each; and the vertical line breaker breaks columns with kinsoku.
@Suite struct VerticalGraphemesTests {
    func widths(_ text: String, _ span: Range<Int>? = nil) -> [Int] {
        VerticalGraphemes.items(of: text, utf8: span ?? 0..<text.utf8.count).map(\.width)
    }

    @Test func rowsOfWideHalfWidthAndUprightCharacters() {
        // 吾 輩 | 2 0 2 6 (a long run: a row each) | 年 | A B (one row) | 、 | c (alone: a row) | space | é
        #expect(widths("吾輩2026年AB、c é") == [2, 2, 2, 2, 2, 2, 2, 1, 1, 2, 2, 2, 2])
        #expect(widths("12月") == [1, 1, 2])
        #expect(widths("x\n") == [2, 0])
        #expect(widths("e\u{301}") == [2], "a cluster is one grapheme, one row")
    }

    @Test func aSpanIsMeasuredAsTheWholeParagraphMeasuresIt() async {
        #expect(widths("x12345y", 3..<5) == [2, 2], "inside a long run")
        #expect(widths("年AB", 3..<5) == [1, 1])
        #expect(widths("年AB", 0..<3) == [2])
        #expect(widths("ab年", 0..<1) == [1], "a run that goes on past the span's end is still a pair")
        let pieces = ["吾", "輩", "A", "B", "12", "2026", "。", " ", "ー", "Hello", "「", "x", "é"]
        let text = Gen.text(of: pieces, count: 0...20)
        await propertyCheck(count: 300, input: text, Gen.int(in: 0...40), Gen.int(in: 0...40)) { text, a, b in
            let whole = VerticalGraphemes.items(of: text, utf8: 0..<text.utf8.count)
            let starts = whole.map(\.utf8.lowerBound) + [text.utf8.count]
            let lower = starts[min(a, b) % starts.count], upper = max(lower, starts[max(a, b) % starts.count])
            #expect(VerticalGraphemes.items(of: text, utf8: lower..<upper) == whole.filter { (lower..<upper).contains($0.utf8.lowerBound) })
        }
    }

    @Test func columnsBreakWithKinsokuAndKeepUprightPairsWhole() {
        let breaker = LineBreaker(columns: 10, isVertical: true) // five rows
        let texts = { (text: String) in
            breaker.lines(of: text).map { line in
                String(Array(text)[line.graphemes])
            }
        }
        #expect(texts("あいうえお。かき") == ["あいうえ", "お。かき"], "no column starts with 。")
        #expect(texts("あいうえ12かき") == ["あいうえ12", "かき"], "an upright pair is one row")
        #expect(texts("あいうえ123") == ["あいうえ", "123"], "a long run takes a row a character")
        #expect(breaker.lines(of: "あいうえ12かき").map(\.width) == [10, 4])
    }
}
