import TestSupport
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// What the page shows of a block's kind and inline spans: emphasis in italic, ruby
/// annotations dimmed, scene breaks dimmed, clipped preformatted lines marked.
@Suite struct PageRendererTests {
    func frame(_ blocks: [Paragraph], columns: Int = 30, justify: Bool = true, hyphenation: String? = nil) -> (Frame, ScreenLayout) {
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: 1000, paragraphs: blocks,
            chapters: [Chapter(title: "", paragraphs: 0..<blocks.count, heading: nil, offset: 0)])
        var settings = LayoutSettings()
        settings.justify = justify
        settings.hyphenate = hyphenation != nil
        settings.hyphenation = hyphenation
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
        let base = g[l2.textX + 2, l2.textY] // after the Japanese first-line indent
        let note = g[l2.textX + 5, l2.textY]
        #expect(base.text == "猫" && base.style == Palette.dark[.text])
        #expect(note.text == "ね" && note.style == Palette.dark[.dim])
    }

    /// A hyphenated line ends with a drawn hyphen, styled as its word, and is justified flush
    /// when `justify` is on; the hyphen is no character of the text.
    @Test func hyphenatedLatinLinesEndWithAHyphenAndFlush() {
        let text = "the hyphenation of a nation"
        let patterns = HyphenationFixture.folder + "/hyph_en_US.dic"
        let (f, layout) = frame([Paragraph(offset: 0, text: text)], columns: 14, hyphenation: patterns)
        #expect(layout.textColumns == 12)
        #expect(rowTexts(f, layout, count: 3) == ["the  hyphen-", "ation  of  a", "nation"])
        let (ragged, _) = frame([Paragraph(offset: 0, text: text)], columns: 14, justify: false, hyphenation: patterns)
        #expect(rowTexts(ragged, layout, count: 3) == ["the hyphen-", "ation of a", "nation"])
    }

    /// A table's header repeated before a value (`InlineSpan.Kind.label`) is bold, as strong text is.
    @Test func aLabelIsBold() {
        let text = "Size: 4 MB"
        let (f, layout) = frame([Paragraph(offset: 0, text: text, kind: .lineGroup, spans: [InlineSpan(.label, utf8: 0..<4)])])
        let row = cells(f, row: layout.textY, from: layout.textX, count: text.count)
        #expect(row.map(\.0).joined() == text)
        #expect(row.enumerated().allSatisfy { i, cell in cell.1.attributes.contains(.bold) == (0..<4).contains(i) })
    }

    @Test func cjkLinesEndFlushWhereTheirGapsCanTakeTheSlack() {
        // Kinsoku keeps `，` and `。` off a line start, so lines end a character short; their slack
        // goes after their punctuation. A line with no such gap stays ragged: no hole between ideographs.
        let text = "天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。寒来暑往秋收冬藏闰余成岁律吕调阳"
        let (f, layout) = frame([Paragraph(offset: 0, text: text)], columns: 21)
        #expect(layout.textColumns == 19)
        #expect(rowTexts(f, layout, count: 4) == ["    天地玄黄， 宇宙", "洪荒。 日月盈昃，辰", "宿列张。 寒来暑往秋", "收冬藏闰余成岁律吕"])
        let (plain, _) = frame([Paragraph(offset: 0, text: text)], columns: 21, justify: false)
        #expect(rowTexts(plain, layout, count: 2) == ["    天地玄黄，宇宙", "洪荒。日月盈昃，辰"])
        let (latin, l) = frame([Paragraph(offset: 0, text: "one two three four five six seven eight nine ten")], columns: 25)
        #expect(latin[l.textX + l.textColumns - 1, l.textY].text == " ", "Latin lines stay ragged")
    }

    @Test func aJapaneseLineWithLatinWordsWidensOnlyBetweenRunsAndWords() {
        // Before the fix the spare columns went evenly between characters: `ファイルパー ミッション`.
        let text = "ファイルパーミッションの変更にはchmodコマンドを使い、たとえばchmod 755 script.shと入力します。"
        let (f, layout) = frame([Paragraph(offset: 0, text: text)], columns: 31)
        #expect(layout.textColumns == 27)
        // The first line has no gap to fill: it stays a column short. `script.sh` went down, leaving
        // six columns: one after `、`, one at each of the other gaps, the last three at the end.
        #expect(
            rowTexts(f, layout, count: 4) == [
                "  ファイルパーミッションの", "変更には chmod コマンドを使", "い、 たとえば chmod  755", "script.shと入力します。",
            ])
    }

    /// The text of the first `count` rows of the text box, trailing blanks cut.
    func rowTexts(_ frame: Frame, _ layout: ScreenLayout, count: Int) -> [String] {
        (layout.textY..<(layout.textY + count)).map { y in
            var row = ""
            for x in layout.textX..<(layout.textX + layout.textColumns) where frame[x, y].width > 0 { row += frame[x, y].text }
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    @Test func justificationAddsSpaceOnlyWhereNoHoleShows() {
        #expect(PageRenderer.columns(of: "天地，玄黄", from: 0, slack: 1) == [0, 2, 4, 7, 9], "the extra column after the comma")
        #expect(PageRenderer.columns(of: "天地，玄黄", from: 0, slack: 3) == [0, 2, 4, 7, 9], "a gap takes one at most")
        #expect(PageRenderer.columns(of: "天，地a玄", from: 0, slack: 1) == [0, 2, 5, 7, 8], "punctuation first")
        #expect(PageRenderer.columns(of: "天，地a玄", from: 0, slack: 3) == [0, 2, 5, 8, 10], "then the other gaps")
        #expect(PageRenderer.columns(of: "天地玄黄", from: 3, slack: 3) == [3, 5, 7, 9], "none between ideographs")
        #expect(PageRenderer.columns(of: "好。」再见", from: 0, slack: 1) == [0, 2, 4, 7, 9], "after the closing pair, not inside it")
        #expect(PageRenderer.columns(of: "他说——好", from: 0, slack: 1) == [0, 2, 4, 5, 7], "after a dash, not inside it")
        #expect(PageRenderer.columns(of: "说：“好", from: 0, slack: 1) == [0, 2, 5, 6], "not after an opening mark")
        #expect(
            PageRenderer.columns(of: "はchmod 755で", from: 0, slack: 3) == [0, 3, 4, 5, 6, 7, 8, 10, 11, 12, 14],
            "between the scripts and the words, one each")
        #expect(PageRenderer.columns(of: "はchmod 755で", from: 0, slack: 5) == [0, 3, 4, 5, 6, 7, 8, 10, 11, 12, 14], "one at most")
        #expect(PageRenderer.columns(of: "ファイルパーミッション", from: 0, slack: 2) == Array(stride(from: 0, to: 22, by: 2)))
        #expect(PageRenderer.columns(of: "天地玄黄", from: 0, slack: 0) == [0, 2, 4, 6])
    }

    @Test func aPreformattedLineThatGoesOnBelowEndsWithAMarker() {
        let (f, layout) = frame([Paragraph(offset: 0, text: String(repeating: "=+", count: 40), kind: .preformatted)], columns: 20)
        let last = f[layout.textX + layout.textColumns - 1, layout.textY]
        #expect(last.text == "›" && last.style == Palette.dark[.dim])
        #expect(f[layout.textX, layout.textY].text == "=")
        let room = layout.textColumns - 1
        #expect(f[layout.textX, layout.textY + 1].text == (room % 2 == 0 ? "=" : "+"), "the line goes on in the next row")
    }

    @Test func sceneBreakIsDimmedAndCentred() {
        let (f, layout) = frame([Paragraph(offset: 0, text: "* * *", kind: .separator)], columns: 25)
        let x = layout.textX + (layout.textColumns - 5) / 2
        #expect(f[x, layout.textY].text == "*" && f[x, layout.textY].style == Palette.dark[.dim])
    }
}
