import Foundation
import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// Justified vertical text, frame by frame: a column kinsoku shortened takes a row after its
/// punctuation (one a gap: two blank rows would read as a hole, so it may end short), and ruby
/// and highlights move with their characters.
/// On a 30 × 12 screen the text box is 8 rows high; the paragraph below breaks into
/// `吾輩は猫である` (after a row of indent), `名前は、まだ` (`「` may not end a column nor `ょ`
/// start one, so `「ち` went on to the next: two rows short) and `「ちょっと。`, its last.
@Suite struct VerticalJustifyTests {
    static let text = "吾輩は猫である名前は、まだ「ちょっと。"

    func model(_ book: Book, justify: Bool = true) -> ReaderModel {
        var settings = LayoutSettings()
        settings.writing = .vertical
        settings.justify = justify
        return ReaderModel(book: book, location: .start, columns: 30, rows: 12, theme: .light, mode: .none, layoutSettings: settings)
    }

    /// The cells of column `line` of the page shown: each row's lead cell.
    func cells(_ m: ReaderModel, line: Int) -> [String] {
        let frame = m.pageFrame(m.navigator.position)
        let x = m.layout.column(ofLine: line)
        return (m.layout.textY..<(m.layout.textY + m.layout.textRows)).map { frame[x, $0].text }
    }

    @Test func aShortenedColumnTakesARowAfterItsPunctuation() {
        let m = model(makeTestBook([Self.text]))
        #expect(m.layout.textRows == 8)
        #expect(m.navigator.page.lines.map(\.slack) == [0, 2, 0], "slack in rows; the paragraph's last column has none")
        #expect(cells(m, line: 0) == [" ", "吾", "輩", "は", "猫", "で", "あ", "る"])
        #expect(cells(m, line: 1) == ["名", "前", "は", "︑", " ", "ま", "だ", " "], "one row after the comma, the other left at the end")
        #expect(cells(m, line: 2) == ["﹁", "ち", "ょ", "っ", "と", "︒", " ", " "], "the last column is never stretched")
    }

    @Test func withoutPunctuationTheColumnStaysShort() {
        // A blank row between two characters would read as a hole (it went to the middle gap before).
        let m = model(makeTestBook(["吾輩は猫である名前はまだ無い「ちょっと。"]))
        #expect(m.navigator.page.lines.map(\.slack) == [0, 1, 0])
        #expect(cells(m, line: 1) == ["名", "前", "は", "ま", "だ", "無", "い", " "], "ragged by the row")
    }

    @Test func anUprightPairMovesAsOneRow() {
        let m = model(makeTestBook(["吾輩は猫である名前、12まだ「ちょっと。"]))
        #expect(m.navigator.page.lines.map(\.slack) == [0, 2, 0])
        let x = m.layout.column(ofLine: 1), top = m.layout.textY
        let rows = VerticalReading.rows(m.pageFrame(m.navigator.position), x: x, rows: top..<(top + 8))
        #expect(rows == ["名", "前", "、", " ", "12", " ", "ま", "だ"], "the pair 12 shares one row, between the two added")
    }

    @Test func justifyOffLeavesTheColumnAsBroken() {
        let m = model(makeTestBook([Self.text]), justify: false)
        #expect(cells(m, line: 1) == ["名", "前", "は", "︑", "ま", "だ", " ", " "])
        #expect(cells(m, line: 2) == ["﹁", "ち", "ょ", "っ", "と", "︒", " ", " "])
    }

    @Test func aHighlightStaysOnItsCharacters() {
        let m = model(makeTestBook([Self.text]))
        for key: Key in ["/", "ま", "だ", "Enter"] { _ = m.update(.key(key)) }
        let frame = m.pageFrame(m.navigator.position)
        let x = m.layout.column(ofLine: 1), top = m.layout.textY
        let lit = (0..<frame.height).flatMap { y in (0..<frame.width).map { (x: $0, y: y) } }
            .filter { frame[$0.x, $0.y].style == m.palette[.highlightCurrent] }
        #expect(lit.map(\.y).sorted() == [top + 5, top + 5, top + 6, top + 6])
        #expect(Set(lit.map(\.x)) == [x, x + 1])
        #expect(frame[x, top + 5].text == "ま" && frame[x, top + 6].text == "だ")
    }

    @Test func aLinkLabelSitsOnItsMovedCharacter() throws {
        let from = Self.text.utf8.distance(from: Self.text.startIndex, to: Self.text.range(of: "まだ")!.lowerBound)
        var book = Book(
            title: "t", encoding: .utf8, sourceSize: 100,
            paragraphs: [Paragraph(offset: 0, text: Self.text, spans: [InlineSpan(.link, utf8: from..<(from + "まだ".utf8.count), link: 0)])],
            chapters: [Chapter(title: "t", paragraphs: 0..<1, heading: nil, offset: 0)])
        book.links = [.place(offset: 0)]
        let m = model(book)
        _ = m.update(.key("f"))
        let frame = m.pageFrame(m.navigator.position)
        let x = m.layout.column(ofLine: 1), top = m.layout.textY
        #expect(frame[x, top + 5].text == "a", "over ま, a row down where justification put it")
        #expect(frame[x, top + 6].text == "だ")
    }

    @Test func rubyBesideMovesWithItsBase() throws {
        let path = NSTemporaryDirectory() + "termreader-justify-\(UUID().uuidString.prefix(8)).txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("吾輩は猫である名前は、猫《ねこ》で「ちょっと。\n".utf8)))
        defer { unlink(path) }
        let book = try BookLoader.load(path: path)
        for justify in [true, false] {
            let m = model(book, justify: justify)
            #expect(m.navigator.geometry.rubyBeside)
            let frame = m.pageFrame(m.navigator.position)
            let x = m.layout.column(ofLine: 1), top = m.layout.textY
            let base = justify ? top + 5 : top + 4
            #expect(cells(m, line: 1) == (justify ? ["名", "前", "は", "︑", " ", "猫", "で", " "] : ["名", "前", "は", "︑", "猫", "で", " ", " "]))
            let gap = (top..<(top + 8)).map { frame[x + 2, $0].text }
            #expect(gap[base - top] == "ﾈ" && gap[base - top + 1] == "ｺ", "beside 猫, from its row (justify \(justify))")
            #expect(gap.filter { $0 != " " }.count == 2)
        }
    }
}
