import Foundation
import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// Vertical pages as drawn: read column by column from the right, two cells a row, they give
/// back exactly the text of the page (vertical forms mapped back, the rows justification added
/// left out, and only where `JustificationGap` allows), a column of prose that goes on in the
/// next ends on the bottom row when its gaps can take its slack, and no column starts with a
/// character kinsoku forbids there.
@Suite struct VerticalRenderTests {
    func verticalModel(_ book: Book, columns: Int = 100, rows: Int = 30, pages: PageLayout = .single) -> ReaderModel {
        var settings = LayoutSettings()
        settings.writing = .vertical
        settings.pages = pages
        return ReaderModel(book: book, location: .start, columns: columns, rows: rows, theme: .light, mode: .none, layoutSettings: settings)
    }

    /// Checks every page of `m` from the first: columns read back as the page's lines, and no
    /// column that goes on from the one before starts with a closing mark.
    func checkPages(_ m: ReaderModel, limit: Int) {
        let book = m.navigator.book
        let layout = m.layout.page
        var checked = 0
        repeat {
            let page = m.navigator.page
            let frame = m.pageFrame(m.navigator.position)
            #expect(page.lines.count <= m.layout.lineSlots)
            for (i, line) in page.lines.enumerated() {
                let x = layout.column(ofLine: i)
                #expect(x >= layout.textX)
                let rows = VerticalReading.rows(frame, x: x, rows: layout.textY..<(layout.textY + layout.textRows))
                let expected = VerticalReading.expected(line, in: book, rubyBeside: m.navigator.geometry.rubyBeside)
                if line.kind == .separator {
                    // Kept as written and cut at the column's end.
                    let read = VerticalReading.column(frame, x: x, rows: layout.textY..<(layout.textY + layout.textRows))
                    #expect(
                        expected.hasPrefix(read) && read.count >= min(expected.count, layout.textRows),
                        "page \(m.navigator.position), column \(i)")
                } else {
                    let read = VerticalReading.unjustified(rows, expected: expected)
                    #expect(read.text == expected, "page \(m.navigator.position), column \(i)")
                    // Justification fills the gaps it may, punctuation first, each at most `JustificationGap.widest` rows;
                    // a column with too few ends short of the bottom row.
                    let slack = layout.settings.justify ? line.slack : 0
                    let room = JustificationGap.widest * read.gaps.count
                    #expect(read.added == min(slack, room), "page \(m.navigator.position), column \(i)")
                    #expect(read.gaps.allSatisfy { $0.rows <= JustificationGap.widest })
                    if read.gaps.contains(where: { $0.gap == .boundary && $0.rows > 0 }) {
                        #expect(read.gaps.allSatisfy { $0.gap == .boundary || $0.rows == JustificationGap.widest }, "punctuation first")
                    }
                    // A column of prose that goes on in the next ends flush on the bottom row, if its gaps can take its slack.
                    let paragraph = book.paragraphs[line.paragraph]
                    if layout.settings.justify, line.kind == .body, paragraph.kind == .paragraph,
                        line.graphemes.upperBound < paragraph.text.count,
                        line.text(in: book).last != "\n", room >= slack
                    {
                        #expect(read.last == layout.textRows - 1, "page \(m.navigator.position), column \(i) ends on the bottom row")
                    }
                }
                if line.kind == .body, line.graphemes.lowerBound > 0, let first = line.text(in: book).unicodeScalars.first {
                    #expect(!Kinsoku.isClosing(first.value), "column \(i) starts with \(first)")
                }
            }
            // Nothing is drawn between the columns or left of the last one, but ruby beside a column.
            let starts = Set(page.lines.indices.map { layout.column(ofLine: $0) })
            for y in 0..<frame.height {
                for x in 0..<frame.width where !starts.contains(x) && !starts.contains(x - 1) {
                    let ruby =
                        m.navigator.geometry.rubyBeside && starts.contains(x - 2)
                        && frame[x, y].text.unicodeScalars.allSatisfy { (0xFF65...0xFF9F).contains($0.value) }
                    #expect(frame[x, y].text == " " || ruby, "(\(x), \(y))")
                }
            }
            checked += 1
        } while checked < limit && m.navigator.next() != .atEnd
    }

    @Test func syntheticPagesReadBackColumnByColumn() {
        let texts = [
            "吾輩は猫である", "　吾輩は猫である。名前はまだ無い。「どこで生れたか」とんと見当がつかぬ。2026年にAB型のHello worldを12回——ー…",
            "何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。",
        ]
        let book = makeTestBook(texts + texts + texts + texts)
        checkPages(verticalModel(book, columns: 40, rows: 12), limit: 100)
    }

    @Test(
        .enabled(if: Package.corpus("ja/wagahai-wa-neko-de-aru.utf8-bom.txt") != nil, "needs the corpus"),
        arguments: ["ja/wagahai-wa-neko-de-aru.utf8-bom.txt", "zh/xiyouji.utf8.txt"])
    func realBooksReadBackColumnByColumn(file: String) throws {
        let path = try #require(Package.corpus(file))
        let book = try BookLoader.load(path: path)
        checkPages(verticalModel(book), limit: 60)
    }

    @Test func kanaRubySitsBesideItsBaseInTheColumnGap() throws {
        let path = NSTemporaryDirectory() + "termreader-ruby-\(UUID().uuidString.prefix(8)).txt"
        let text = "吾輩《わがはい》は猫である。名前はまだ無い。\n\n　どこで生《うま》れたかとんと見当《けんとう》がつかぬ。何でも薄暗《うすぐら》いじめじめした所でニャーニャー泣いていた。\n"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { unlink(path) }
        let book = try BookLoader.load(path: path)
        let m = verticalModel(book, columns: 40, rows: 20)
        #expect(m.navigator.geometry.rubyBeside)
        checkPages(m, limit: 5)
        let layout = m.layout
        let frame = m.pageFrame(m.navigator.position)
        let x = layout.column(ofLine: 0)
        let gap = (layout.textY..<(layout.textY + 6)).map { frame[x + 2, $0].text }.joined()
        #expect(gap == "ﾜｶﾞﾊｲ ", "beside 吾輩, centred on it: one row above 吾")
        #expect(VerticalReading.column(frame, x: x, rows: layout.textY..<(layout.textY + 4)) == " 吾輩は")
        #expect(frame[x + 2, layout.textY].style == m.palette[.dim])
        // Without a gap the annotation stays inline.
        var settings = LayoutSettings()
        settings.writing = .vertical
        settings.columnGap = 0
        let tight = ReaderModel(book: book, location: .start, columns: 40, rows: 20, theme: .light, mode: .none, layoutSettings: settings)
        #expect(!tight.navigator.geometry.rubyBeside)
        let inline = tight.pageFrame(tight.navigator.position)
        #expect(VerticalReading.column(inline, x: tight.layout.column(ofLine: 0), rows: layout.textY..<(layout.textY + 9)) == " 吾輩(わがはい)")
        checkPages(tight, limit: 5)
    }

    @Test func searchHighlightsTheRowsOfTheMatch() {
        let m = verticalModel(makeTestBook((0..<40).map { "名前はまだ無い。吾輩は猫である。\($0)" }), columns: 40, rows: 14)
        for key: Key in ["/", "名", "前", "Enter"] { _ = m.update(.key(key)) }
        let layout = m.layout
        let frame = m.pageFrame(m.navigator.position)
        let current = (0..<frame.height).flatMap { y in (0..<frame.width).map { (x: $0, y: y) } }
            .filter { frame[$0.x, $0.y].style == m.palette[.highlightCurrent] }
        // Two rows of one column, two cells each: 名 above 前.
        #expect(current.count == 4)
        #expect(Set(current.map(\.x)).count == 2 && Set(current.map(\.y)).count == 2)
        let x = current.map(\.x).min()!, y = current.map(\.y).min()!
        #expect(frame[x, y].text == "名" && frame[x, y + 1].text == "前")
        #expect(
            (x - layout.textX) % (ScreenLayout.verticalColumnWidth + layout.settings.columnGap)
                == (layout.column(ofLine: 0) - layout.textX) % (ScreenLayout.verticalColumnWidth + layout.settings.columnGap))
    }

    @Test func punctuationTakesItsVerticalFormAndUprightPairsShareARow() {
        let m = verticalModel(makeTestBook(["「猫」、12月。ー"]), columns: 30, rows: 14)
        let layout = m.layout
        let frame = m.pageFrame(m.navigator.position)
        let x = layout.column(ofLine: 0)
        let rows = (layout.textY..<(layout.textY + 9)).map { y in frame[x, y].text + frame[x + 1, y].text }
        #expect(rows == ["  ", "﹁", "猫", "﹂", "︑", "12", "月", "︒", "丨"], "a Japanese paragraph's indent is a row")
        #expect(Set(VerticalForms.vertical.values).count == VerticalForms.vertical.count, "the mapping back is one to one")
    }
}

/// A one-chapter book of `texts`, one paragraph each.
func makeTestBook(_ texts: [String], progression: PageProgression = .leftToRight) -> Book {
    var paragraphs: [Paragraph] = []
    var offset = 0
    for t in texts {
        paragraphs.append(Paragraph(offset: offset, text: t))
        offset += t.utf8.count + 1
    }
    var book = Book(
        title: "test", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs,
        chapters: [Chapter(title: "", paragraphs: 0..<paragraphs.count, heading: nil, offset: 0)])
    book.pageProgression = progression
    return book
}
