import PropertyBased
import Testing

@testable import ReaderCore

/// A book built from paragraphs, chapters split at paragraphs starting with "#".
func makeBook(_ texts: [String]) -> Book {
    var paragraphs: [Paragraph] = []
    var offset = 0
    for t in texts {
        paragraphs.append(Paragraph(offset: offset, text: t))
        offset += t.utf8.count + 1
    }
    var chapters: [Chapter] = []
    for (i, p) in paragraphs.enumerated() where i == 0 || p.text.hasPrefix("#") {
        if var last = chapters.popLast() {
            last.paragraphs = last.paragraphs.lowerBound..<i
            chapters.append(last)
        }
        chapters.append(
            Chapter(title: p.text, paragraphs: i..<paragraphs.count, heading: p.text.hasPrefix("#") ? i : nil, offset: p.offset))
    }
    return Book(title: "t", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs, chapters: chapters)
}

@Suite struct PaginatorTests {
    @Test func chapterStartsOnANewPageWithItsHeading() {
        let book = makeBook(["intro", "#One", "a b c", "#Two", "d"])
        let index = PageTables(paginator: Paginator(book: book, geometry: PageGeometry(columns: 10, rows: 5)))
        #expect(index.chapterCount == 3)
        let page = index.page(PagePosition(chapter: 1, page: 0))
        #expect(page.lines.map(\.kind) == [.heading, .blank, .body])
        #expect(page.lines[0].indent == 3) // "#One" centred in 10 columns
    }

    @Test func latinParagraphsGetABlankLineCJKParagraphsAnIndent() {
        let book = makeBook(["one", "two", "天地", "玄黄"])
        let page = Paginator(book: book, geometry: PageGeometry(columns: 20, rows: 10)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.map(\.kind) == [.body, .blank, .body, .body, .body])
        #expect(page.lines[3].indent == 4)
        #expect(page.lines[0].indent == 0)
    }

    /// Found by the structure fuzzer: a page that starts on the empty line after a block's
    /// trailing `\n` lays out as the walk from the chapter start did, so pages tile.
    @Test func aPageStartingOnATrailingEmptyLineTilesLikeTheWalk() {
        let book = makeBook(["one two three", "\n", "four five six seven eight nine ten"])
        let paginator = Paginator(book: book, geometry: PageGeometry(columns: 9, rows: 4))
        let anchors = paginator.anchors(of: 0)
        for (i, anchor) in anchors.enumerated() {
            #expect(paginator.page(in: 0, from: anchor).next == (i + 1 < anchors.count ? anchors[i + 1] : nil), "page \(i) from \(anchor)")
        }
    }

    @Test func noBlankLineAtThePageTop() {
        let book = makeBook(["aaa", "bbb", "ccc"])
        let anchors = Paginator(book: book, geometry: PageGeometry(columns: 5, rows: 2)).anchors(of: 0)
        #expect(
            anchors == [
                PageAnchor(paragraph: 0, grapheme: 0), PageAnchor(paragraph: 1, grapheme: 0), PageAnchor(paragraph: 2, grapheme: 0),
            ])
    }

    /// Every page fits its geometry and the pages of a chapter tile it exactly.
    @Test func pagesTileChaptersAndFit() async {
        let words = ["a", "bb", "word", "天", "地玄黄", "。", "「", "」", "e\u{301}", "😀", "longerword", "，"]
        let paragraph = Gen.int(in: 0..<words.count).array(of: 0...40).map { ids in
            ids.map { words[$0] }.joined(separator: ids.count % 2 == 0 ? " " : "")
        }
        await propertyCheck(count: 200, input: paragraph.array(of: 1...12), Gen.int(in: 4...40), Gen.int(in: 1...12)) {
            texts, columns, rows in
            let clean = texts.map { $0.isEmpty ? "x" : $0 }
            let book = makeBook(clean)
            let paginator = Paginator(book: book, geometry: PageGeometry(columns: columns, rows: rows))
            let anchors = paginator.anchors(of: 0)
            var covered: [Int: Int] = [:] // paragraph → graphemes covered
            for (i, anchor) in anchors.enumerated() {
                let page = paginator.page(in: 0, from: anchor)
                #expect(page.lines.count <= rows)
                #expect(page.lines.contains { $0.kind != .blank }, "no empty page")
                #expect(page.next == (i + 1 < anchors.count ? anchors[i + 1] : nil))
                for line in page.lines where line.kind != .blank {
                    #expect(line.indent + line.width <= columns || line.graphemes.count == 1)
                    #expect(line.graphemes.lowerBound == covered[line.paragraph, default: 0], "lines tile paragraphs")
                    covered[line.paragraph] = line.graphemes.upperBound
                }
            }
            for (i, text) in clean.enumerated() {
                #expect(covered[i] == text.count, "paragraph \(i) fully covered")
            }
        }
    }
}
