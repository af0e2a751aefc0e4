import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Vertical pages are laid out as horizontal ones are, columns being lines: they tile the
/// book, every column fits its length, and the place survives a change of writing.
@Suite struct VerticalPaginationTests {
    static let pieces = ["吾輩", "は", "猫", "である。", "「", "」", "、", "ー", "12", "2026", "AB", "Hello", " ", "ゃ", "…", "名前はまだ無い"]
    static let paragraph = Gen.text(of: pieces, count: 1...40)

    @Test func verticalPagesTileTheBookAndColumnsFit() async {
        await propertyCheck(count: 150, input: Self.paragraph.array(of: 1...10), Gen.int(in: 2...20), Gen.int(in: 1...10)) {
            texts, rows, columnsPerPage in
            let book = makeBook(texts)
            let geometry = PageGeometry(columns: 2 * rows, rows: columnsPerPage, writing: .vertical)
            let paginator = Paginator(book: book, geometry: geometry)
            var covered: [Int: Int] = [:]
            for anchor in paginator.anchors(of: 0) {
                let page = paginator.page(in: 0, from: anchor)
                #expect(page.lines.count <= columnsPerPage)
                for line in page.lines where line.kind != .blank {
                    #expect(line.indent + line.width <= 2 * rows, "a column fits its length")
                    // Slack is in rows: a justified column ends on the last row.
                    #expect(
                        line.slack == 0 || (line.indent + 1) / 2 + (line.width + 1) / 2 + line.slack == rows, "justified to the last row")
                    if line.graphemes.upperBound == texts[line.paragraph].count {
                        #expect(line.slack == 0, "a paragraph's last column is never stretched")
                    }
                    #expect(line.graphemes.lowerBound == covered[line.paragraph, default: 0], "columns tile paragraphs")
                    covered[line.paragraph] = line.graphemes.upperBound
                }
            }
            for (i, text) in texts.enumerated() {
                #expect(covered[i] == text.count, "paragraph \(i) fully covered")
            }
        }
    }

    @Test func relayoutBetweenWritingsKeepsThePlace() async {
        let book = makeBook((0..<30).map { i in i % 10 == 0 ? "#第\(i / 10)章" : "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。\(i)" })
        await propertyCheck(count: 60, input: Gen.int(in: 0...40), Gen.int(in: 3...30).array(of: 1...5)) { turns, sizes in
            let start = PageGeometry(columns: 20, rows: 6, writing: .vertical)
            let nav = Navigator(book: book, geometry: start)
            for _ in 0..<turns { nav.next() }
            let place = nav.location, position = nav.position
            for (i, size) in sizes.enumerated() {
                nav.relayout(PageGeometry(columns: 2 * size, rows: size / 2 + 1, writing: i % 2 == 0 ? .horizontal : .vertical))
                let page = nav.page
                let anchor = book.anchor(for: place)
                #expect(page.start <= anchor)
                #expect(page.next.map { anchor < $0 } ?? true, "the page shown contains the place")
            }
            nav.relayout(start)
            #expect(nav.position == position)
            #expect(nav.location == place)
        }
    }

    @Test func slackIsInRowsAndLeavesAQuotesInset() {
        let text = "吾輩は猫である名前は、まだ「ちょっと。"
        let lines = { (kind: BlockKind, text: String, cells: Int) in
            Paginator(
                book: Book(
                    title: "t", encoding: .utf8, sourceSize: 1000, paragraphs: [Paragraph(offset: 0, text: text, kind: kind)],
                    chapters: [Chapter(title: "", paragraphs: 0..<1, heading: nil, offset: 0)]),
                geometry: PageGeometry(columns: cells, rows: 20, writing: .vertical)
            ).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)).lines
        }
        // 8 rows: `吾輩は猫である` after a row of indent, `名前は、まだ` two rows short (kinsoku), the last.
        #expect(lines(.paragraph, text, 16).map(\.slack) == [0, 2, 0])
        #expect(lines(.paragraph, text, 16).map(\.width) == [14, 12, 12])
        // A quote keeps its inset at the bottom too (4 cells: 2 rows; an odd inset's half row is
        // taken at the top): its columns but the last end there.
        for (cells, bottom) in [(40, 18), (30, 14), (16, 8)] {
            let quote = lines(.blockQuote, String(repeating: text, count: 4), cells)
            #expect(quote.count > 3)
            for line in quote.dropLast() {
                #expect((line.indent + 1) / 2 + (line.width + 1) / 2 + line.slack == bottom, "\(cells) cells")
            }
        }
        // Never a heading's: it is set as written, not stretched.
        let heading = Paginator(
            book: makeBook(["#第一章吾輩は猫である名前は、まだ「ちょっと。", "本文"]),
            geometry: PageGeometry(columns: 16, rows: 5, writing: .vertical)
        ).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(heading.lines.filter { $0.kind == .heading }.count > 1)
        #expect(heading.lines.allSatisfy { $0.slack == 0 })
    }

    @Test func aVerticalHeadingStartsAtTheTopOfItsColumn() {
        let book = makeBook(["#第一章", "吾輩は猫である。"])
        let page = Paginator(book: book, geometry: PageGeometry(columns: 40, rows: 5, writing: .vertical)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.first?.kind == .heading)
        #expect(page.lines.first?.indent == 0)
        let horizontal = Paginator(book: book, geometry: PageGeometry(columns: 40, rows: 5)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(horizontal.lines.first?.indent ?? 0 > 0, "centred in horizontal text")
    }
}
