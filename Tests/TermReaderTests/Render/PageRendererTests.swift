import Testing
@testable import ReaderCore
@testable import ReaderUI
@testable import TermReader

/// What the page shows of a block's kind and inline spans: emphasis in italic, ruby
/// annotations dimmed, scene breaks dimmed, clipped preformatted lines marked.
@Suite struct PageRendererTests {
    func frame(_ blocks: [Paragraph], columns: Int = 30, justify: Bool = true) -> (Frame, ScreenLayout) {
        let book = Book(title: "t", encoding: .utf8, sourceSize: 1000, paragraphs: blocks,
                        chapters: [Chapter(title: "", paragraphs: 0..<blocks.count, heading: nil, offset: 0)])
        var settings = LayoutSettings()
        settings.justify = justify
        let layout = ScreenLayout(columns: columns, rows: 12, settings: settings)
        let page = Paginator(book: book, geometry: layout.geometry()).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        return (PageRenderer(layout: layout, palette: .dark).render(page, of: book), layout)
    }

    /// The cells of row `y` from the text box's left edge, as (text, style) pairs.
    func cells(_ frame: Frame, row y: Int, from x: Int, count: Int) -> [(String, Style)] {
        (x..<(x + count)).map { (String(frame[$0, y].text), frame[$0, y].style) }
    }

    @Test func emphasisIsItalicAndRubyIsDimmed() {
        let text = "an odd day"
        let (f, layout) = frame([Paragraph(offset: 0, text: text, spans: [InlineSpan(.emphasis, utf8: 3..<6)])])
        let row = cells(f, row: layout.textY, from: layout.textX, count: text.count)
        #expect(row.map(\.0).joined() == text)
        #expect(row.enumerated().allSatisfy { i, cell in cell.1.attributes.contains(.italic) == (3..<6).contains(i) })

        let ruby = "猫(ねこ)"
        let (g, l2) = frame([Paragraph(offset: 0, text: ruby, spans: [InlineSpan(.rubyAnnotation, utf8: 3..<ruby.utf8.count)])])
        let base = g[l2.textX + 2, l2.textY]  // after the Japanese first-line indent
        let note = g[l2.textX + 5, l2.textY]
        #expect(base.text == "猫" && base.style == Palette.dark[.text])
        #expect(note.text == "ね" && note.style == Palette.dark[.dim])
    }

    @Test func cjkLinesBrokenForWidthEndFlush() {
        // Kinsoku keeps `，` off a line start, so a line ends one character short.
        let text = "天地玄黄宇宙洪荒日月，盈昃辰宿列张寒来暑往秋收冬藏"
        var raggedWithout = 0
        for columns in [21, 22, 23, 27] {
            let (f, layout) = frame([Paragraph(offset: 0, text: text)], columns: columns)
            let right = layout.textX + layout.textColumns - 1
            let rows = (layout.textY..<(layout.textY + layout.textRows)).filter { y in (layout.textX...right).contains { f[$0, y].text != " " } }
            #expect(rows.count >= 3)
            for y in rows.dropLast() {
                #expect(f[right, y].text != " ", "row \(y) at \(columns) columns ends flush")
            }
            let (plain, _) = frame([Paragraph(offset: 0, text: text)], columns: columns, justify: false)
            if rows.dropLast().contains(where: { plain[right, $0].text == " " }) { raggedWithout += 1 }
        }
        #expect(raggedWithout >= 2, "without justification these lines are ragged")
        let (latin, l) = frame([Paragraph(offset: 0, text: "one two three four five six seven eight nine ten")], columns: 25)
        #expect(latin[l.textX + l.textColumns - 1, l.textY].text == " ", "Latin lines stay ragged")
    }

    @Test func justificationStretchesAfterPunctuationFirst() {
        #expect(PageRenderer.columns(of: "天地，玄黄", from: 0, slack: 2) == [0, 2, 4, 8, 10], "both extra columns after the comma")
        #expect(PageRenderer.columns(of: "天地玄黄", from: 3, slack: 3) == [3, 6, 9, 12], "no punctuation: one a gap")
        #expect(PageRenderer.columns(of: "天地玄黄宇", from: 0, slack: 1) == [0, 2, 5, 7, 9], "a single column goes to the middle gap")
        #expect(PageRenderer.columns(of: "天地玄黄", from: 0, slack: 0) == [0, 2, 4, 6])
    }

    @Test func clippedPreformattedLineEndsWithAMarker() {
        let (f, layout) = frame([Paragraph(offset: 0, text: String(repeating: "=+", count: 40), kind: .preformatted)], columns: 20)
        let last = f[layout.textX + layout.textColumns - 1, layout.textY]
        #expect(last.text == "›" && last.style == Palette.dark[.dim])
        #expect(f[layout.textX, layout.textY].text == "=")
    }

    @Test func sceneBreakIsDimmedAndCentred() {
        let (f, layout) = frame([Paragraph(offset: 0, text: "* * *", kind: .separator)], columns: 25)
        let x = layout.textX + (layout.textColumns - 5) / 2
        #expect(f[x, layout.textY].text == "*" && f[x, layout.textY].style == Palette.dark[.dim])
    }
}
