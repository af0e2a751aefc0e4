import Testing

@testable import ReaderCore

/// Each block kind on the page: line groups keep lines and hang their wraps, preformatted
/// lines are clipped not wrapped, list items hang under their text, scene breaks centre.
@Suite struct BlockLayoutTests {
    /// One chapter of `blocks`, no headings.
    func book(_ blocks: [(BlockKind, String)]) -> Book {
        var offset = 0
        let paragraphs = blocks.map { kind, text in
            defer { offset += text.utf8.count + 1 }
            return Paragraph(offset: offset, text: text, kind: kind)
        }
        return Book(
            title: "t", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs,
            chapters: [Chapter(title: "", paragraphs: 0..<paragraphs.count, heading: nil, offset: 0)])
    }

    /// The page's rows as drawn: indent, then the line's text (without its `\n`).
    func rows(_ book: Book, columns: Int, rows: Int = 20) -> [String] {
        let page = Paginator(book: book, geometry: PageGeometry(columns: columns, rows: rows, paragraphSpacing: false))
            .page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        return page.lines.map { line in
            var text = String(line.text(in: book))
            if text.last == "\n" { text.removeLast() }
            return String(repeating: " ", count: line.indent) + text + (line.continues ? "›" : "")
        }
    }

    /// Every heading block is a heading line, not only a chapter's: levels 1 and 2 centred, deeper
    /// ones at the left edge of the text.
    @Test func headingsInsideAChapterAreHeadingLinesByLevel() {
        let b = book([
            (.heading(1), "Top"), (.paragraph, "Body text."), (.heading(2), "Section"), (.heading(3), "Sub"), (.heading(6), "Least"),
        ])
        let page = Paginator(book: b, geometry: PageGeometry(columns: 21, rows: 20, paragraphSpacing: false)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        let text = page.lines.filter { $0.kind != .blank }
        #expect(text.map(\.kind) == [.heading, .body, .heading, .heading, .heading])
        #expect(text.map(\.indent) == [9, 0, 7, 0, 0])
    }

    /// The heading that opens a chapter is centred as a chapter heading, whatever its level (an `h3`).
    @Test func aChaptersOwnHeadingIsCentredAtAnyLevel() {
        let paragraphs = [Paragraph(offset: 0, text: "I.", kind: .heading(3)), Paragraph(offset: 10, text: "Text.")]
        let b = Book(
            title: "t", encoding: .utf8, sourceSize: 20, paragraphs: paragraphs,
            chapters: [Chapter(title: "I.", paragraphs: 0..<2, heading: 0, offset: 0)])
        let page = Paginator(book: b, geometry: PageGeometry(columns: 22, rows: 10)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.first?.kind == .heading)
        #expect(page.lines.first?.indent == 10)
    }

    @Test func lineGroupKeepsLinesAndHangsItsWraps() {
        let b = book([(.lineGroup, "short line\n  indented line\na line too long for twenty")])
        #expect(rows(b, columns: 20) == ["short line", "  indented line", "a line too long for ", "  twenty"])
    }

    @Test func preformattedLinesWiderThanThePageGoOnBelowNeverReflowed() {
        let b = book([(.preformatted, "+------+------+\n| one  | two  |\n+------+------+")])
        let page = Paginator(book: b, geometry: PageGeometry(columns: 10, rows: 8)).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.map { $0.text(in: b) } == ["+------+-", "-----+\n", "| one  | ", "two  |\n", "+------+-", "-----+"])
        #expect(page.lines.map(\.continues) == [true, false, true, false, true, false])
        #expect(page.lines.map(\.width) == [9, 6, 9, 6, 9, 6])
        #expect(page.lines.allSatisfy { $0.indent == 0 })
        let wide = Paginator(book: b, geometry: PageGeometry(columns: 20, rows: 5)).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(wide.lines.allSatisfy { !$0.continues && $0.indent == 0 && $0.width == 15 })
    }

    @Test func listItemsHangUnderTheirTextAndFollowEachOtherClosely() {
        let b = book([(.listItem, "1. first item text that wraps"), (.listItem, "2. second")])
        let page = Paginator(book: b, geometry: PageGeometry(columns: 16, rows: 10, paragraphSpacing: true))
            .page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.map(\.kind) == [.body, .body, .body, .body], "no blank row between items of one list")
        #expect(page.lines.map(\.indent) == [0, 3, 3, 0])
    }

    @Test func aNestedItemAndAnItemsLaterParagraphHangUnderTheirOwnText() {
        let b = book([(.listItem, "• outer"), (.listItem, "  • inner item that wraps"), (.listItem, "  more of the outer item")])
        #expect(rows(b, columns: 16) == ["• outer", "  • inner item ", "    that wraps", "  more of the ", "  outer item"])
        let page = Paginator(book: b, geometry: PageGeometry(columns: 16, rows: 10, paragraphSpacing: true))
            .page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.map(\.kind) == [.body, .body, .body, .blank, .body, .body], "the item's later paragraph is set apart")
    }

    @Test func aBlockQuoteIsIndentedOnBothSides() {
        let b = book([
            (.paragraph, "Body text that runs across the whole line."),
            (.blockQuote, "A quoted passage that wraps inside its own narrower column."),
        ])
        // 40 columns: 4 in on each side, so 32 for the quote's text.
        #expect(
            rows(b, columns: 40) == [
                "Body text that runs across the whole ", "line.",
                "    A quoted passage that wraps ", "    inside its own narrower column.",
            ])
        let page = Paginator(book: b, geometry: PageGeometry(columns: 40, rows: 20, paragraphSpacing: false))
            .page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.filter { $0.paragraph == 1 }.allSatisfy { $0.indent + $0.width <= 36 }, "nothing in the right inset")
        // A narrow page gives a tenth of its width.
        #expect(rows(book([(.blockQuote, "one two three four five")]), columns: 20) == ["  one two three ", "  four five"])
    }

    @Test func anImageIsCentredWithRoomForItsMarks() {
        let b = book([(.image, "a lighthouse")])
        let page = Paginator(book: b, geometry: PageGeometry(columns: 30, rows: 5)).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        // `[image: a lighthouse]` is 21 columns: 4 on its left, and the text 8 further.
        #expect(page.lines.map(\.kind) == [.image])
        #expect(page.lines.map(\.indent) == [12])
        // A long alt text wraps narrower by the marks, each line centred with its own.
        let long = Paginator(
            book: book([(.image, "a lighthouse on a rock in a storm at night")]), geometry: PageGeometry(columns: 30, rows: 5)
        )
        .page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)).lines
        #expect(
            long.map { String($0.text(in: book([(.image, "a lighthouse on a rock in a storm at night")]))) } == [
                "a lighthouse on a ", "rock in a storm at ", "night",
            ])
        #expect(long.map(\.indent) == [(30 - 8 - 17) / 2 + 8, (30 - 18) / 2, (30 - 5 - 1) / 2])
    }

    @Test func searchFindsAnImageByItsTextAndItsPageShowsIt() throws {
        let b = book([(.paragraph, "Before the picture."), (.image, "a lighthouse on a rock")])
        let search = MatchFinder(query: SearchQuery("LIGHTHOUSE")!, book: b)
        let match = try #require(search.firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0)))
        #expect(match.paragraph == 1 && match.graphemes == 2..<12)
        let page = Paginator(book: b, geometry: PageGeometry(columns: 40, rows: 10)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.contains { $0.kind == .image && match.graphemes(on: $0) != nil }, "the match is on the image's line")
    }

    @Test func aLongRuleIsCutToTheLineNotWrapped() {
        let b = book([(.separator, String(repeating: "-", count: 64))])
        let lines = Paginator(book: b, geometry: PageGeometry(columns: 30, rows: 10)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)
        ).lines
        #expect(lines.count == 1)
        #expect(lines[0].width == 30 && lines[0].indent == 0 && !lines[0].continues)
    }

    /// Found by the structure fuzzer: a marker wider than half a narrow page hung the wrapped
    /// lines past its edge.
    @Test func aWideMarkerHangsNoMoreThanHalfANarrowPage() {
        let b = book([(.listItem, "(iv) item text that wraps")])
        let lines = Paginator(book: b, geometry: PageGeometry(columns: 4, rows: 20)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)
        ).lines
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.indent + $0.width <= 4 || $0.graphemes.count == 1 })
    }

    @Test func separatorIsCentred() {
        let b = book([(.paragraph, "text"), (.separator, "* * *"), (.paragraph, "more")])
        let lines = Paginator(book: b, geometry: PageGeometry(columns: 21, rows: 10, paragraphSpacing: false))
            .page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)).lines
        #expect(lines[1].kind == .separator)
        #expect(lines[1].indent == 8)
    }

    @Test func aChapterLineUnderItsContainerIsAHeadingToo() {
        let paragraphs = [
            Paragraph(offset: 0, text: "BOOK ONE: 1805"), Paragraph(offset: 20, text: "CHAPTER I"),
            Paragraph(offset: 40, text: "Well, Prince."),
        ]
        let b = Book(
            title: "t", encoding: .utf8, sourceSize: 60, paragraphs: paragraphs,
            chapters: [
                Chapter(title: "Chapter I", paragraphs: 0..<3, heading: 0, offset: 0, level: 2, containers: ["Book One: 1805"])
            ])
        let lines = Paginator(book: b, geometry: PageGeometry(columns: 30, rows: 10)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)
        ).lines
        #expect(lines.map(\.kind) == [.heading, .blank, .heading, .blank, .body])
        #expect(lines[2].indent == 10, "centred")
    }

    @Test func emptySeparatorBreaksThePage() {
        let b = book([(.paragraph, "one"), (.separator, ""), (.paragraph, "two")])
        let paginator = Paginator(book: b, geometry: PageGeometry(columns: 20, rows: 10))
        #expect(paginator.anchors(of: 0) == [PageAnchor(paragraph: 0, grapheme: 0), PageAnchor(paragraph: 2, grapheme: 0)])
        #expect(paginator.page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0)).lines.count == 1)
    }

    @Test func paragraphsGetTheFirstLineIndentOfTheirScript() {
        #expect(rows(book([(.paragraph, "天地玄黄宇宙洪荒")]), columns: 12) == ["    天地玄黄", "宇宙洪荒"], "Chinese: two characters")
        #expect(rows(book([(.paragraph, "吾輩は猫である")]), columns: 12) == ["  吾輩は猫で", "ある"], "Japanese: one character")
        #expect(rows(book([(.paragraph, "It was a day")]), columns: 12) == ["It was a day"], "Latin: none by default")
    }

    /// A table's aligned rows (`TableShape`) at 80 columns are the table; at 40, too wide, each row
    /// wraps under its last cell, nothing clipped and no text lost (#21).
    @Test func aTableFitsAt80AndWrapsUnderItsLastCellAt40() {
        let markup = SelfClosingTags.expand(
            Array(
                """
                <html><body><table><tr><th>key</th><th>binding</th></tr>
                <tr><td>Insert or Ctrl-T</td><td>mark file for a multiple-file operation such as copy</td></tr>
                <tr><td>F1</td><td>help menu</td></tr></table></body></html>
                """.utf8))
        let table = book(try! XHTMLBlocks(markup, base: 0).blocks.map { ($0.kind, $0.text) })
        #expect(
            rows(table, columns: 80) == [
                "key              │ binding", "Insert or Ctrl-T │ mark file for a multiple-file operation such as copy",
                "F1               │ help menu",
            ])
        let narrow = rows(table, columns: 40).map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
        #expect(
            narrow == [
                "key              │ binding", "Insert or Ctrl-T │ mark file for a", "                   multiple-file",
                "                   operation such as", "                   copy", "F1               │ help menu",
            ])
        #expect(!narrow.contains { $0.hasSuffix("›") })
    }
}
