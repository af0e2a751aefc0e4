import Testing

@testable import ReaderCore
@testable import ReaderUI

/// Ruby annotations on the page in each style, and image placeholders: exact frames.
@Suite struct RubyRenderingTests {
    /// The page area of `sources` (Aozora-marked) at `columns` × `rows` in `ruby` style, and its layout.
    func frame(_ sources: [String], kinds: [BlockKind]? = nil, columns: Int = 24, rows: Int = 10, ruby: RubyStyle, spacing: Int = 1)
        -> (Frame, ScreenLayout)
    {
        var offset = 0
        let blocks = sources.enumerated().map { i, source in
            let (text, spans) = InlineMarkup.parse(source)
            defer { offset += source.utf8.count + 1 }
            return Paragraph(offset: offset, text: text, kind: kinds?[i] ?? .paragraph, spans: spans)
        }
        let book = Book(
            title: "t", encoding: .utf8, sourceSize: offset, paragraphs: blocks,
            chapters: [Chapter(title: "", paragraphs: 0..<blocks.count, heading: nil, offset: 0)])
        var settings = LayoutSettings()
        settings.ruby = ruby
        settings.lineSpacing = spacing
        settings.margins = Margins(left: 1, right: 1, top: 0, bottom: 0)
        let layout = ScreenLayout(columns: columns, rows: rows, settings: settings)
        let page = Paginator(book: book, geometry: layout.geometry()).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        return (PageRenderer(layout: layout, palette: .light).render(page, of: book), layout)
    }

    /// The frame's rows as text, trailing blanks cut.
    func rows(_ frame: Frame) -> [String] {
        frame.lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    static let neko = "吾輩《わがはい》は猫《ねこ》である。名前はまだ無い。"

    @Test func aboveCentresEachReadingOverItsBase() {
        let (f, layout) = frame([Self.neko], ruby: .above)
        // 24 columns leave no side margin; the first line starts after the Japanese indent (2).
        // 吾輩 is columns 2–5: わがはい (8) centred over it from column 0. 猫 is 8–9: ねこ
        // would start at 7, over い, so it moves right, past a blank that keeps the two apart.
        #expect(layout.rubyRow == 1)
        #expect(rows(f) == ["わがはい ねこ", "  吾輩は猫である。名前は", "", "まだ無い。", "", "", "", ""])
        #expect(f[0, 0].style == Palette.light[.dim] && f[9, 0].text == "ね")
    }

    @Test func readingsThatWouldTouchKeepABlankBetween() {
        // 釦 is columns 6–7: ボタン (6) from 4 to 9. 顎 is 10–11: あご centred would start at 9;
        // before the fix it started at 10 and read ボタンあご.
        let (f, _) = frame(["彼は｜釦《ボタン》を｜顎《あご》に"], ruby: .above)
        #expect(rows(f).prefix(2) == ["    ボタン あご", "  彼は釦を顎に"])
        // A line dense with readings: each stands apart, none covers another.
        let dense = "｜薔薇《ばら》の｜蕾《つぼみ》が｜雨《あめ》に｜濡《ぬ》れて、｜硝子《ガラス》の｜窓《まど》に｜映《うつ》って、｜承《うけたまわ》りましたと｜店主《てんしゅ》"
        let (g, layout) = frame([dense], columns: 30, rows: 12, ruby: .above)
        let readingRows = (0..<layout.lineSlots).map { layout.row(ofLine: $0) - 1 }
        let drawn = readingRows.flatMap { rows(g)[$0].split(separator: " ").map(String.init) }
        // (窓 starts the second line at the page's edge: the ま of its まど is cut there.)
        #expect(drawn == ["ばら", "つぼみ", "あめ", "ぬ", "ガラス", "ど", "うつ", "うけたまわ", "てんしゅ"], "\(rows(g))")
    }

    @Test func offHidesReadingsAndInlineKeepsThem() {
        #expect(rows(frame([Self.neko], ruby: .off).0) == ["  吾輩は猫である。名前は", "", "まだ無い。", "", "", "", "", ""])
        // Inline, a reading stays on its base's row: 猫(ねこ) goes down whole, and the row it
        // leaves stays ragged rather than open a hole between a reading and the kana after it.
        #expect(rows(frame([Self.neko], ruby: .inline).0) == ["  吾輩(わがはい)は", "", "猫(ねこ)である。名前はま", "", "だ無い。", "", "", ""])
    }

    @Test func aboveWithoutLineSpacingIsInline() {
        let (f, layout) = frame([Self.neko], ruby: .above, spacing: 0)
        #expect(layout.settings.effectiveRuby == .inline && layout.rubyRow == 0)
        #expect(rows(f) == rows(frame([Self.neko], ruby: .inline, spacing: 0).0))
    }

    @Test func readingsAreClippedAtThePageEdges() {
        // A reading far wider than its base, at the start and the end of a line.
        let (f, _) = frame(["｜字《ああああああああああああ》の｜終《いいいいいいいいいいいい》"], columns: 16, ruby: .above)
        // 字 is columns 2–3: its reading would start at -9; what is on the page is drawn, a wide
        // character cut by an edge left blank. The next reading may not cover it, and falls off the page.
        #expect(rows(f) == [" あああああああ", "  字の終", "", "", "", "", "", ""])
    }

    @Test func readingsGoOnlyInTheRowsOverLinesNeverOverText() {
        let dense = String(repeating: "吾輩《わがはい》は｜人間《にんげん》を見た。", count: 6)
        let (f, layout) = frame([dense, dense], columns: 30, rows: 20, ruby: .above)
        let textRows = Set((0..<layout.lineSlots).map { layout.row(ofLine: $0) })
        let dim = Palette.light[.dim]
        var readingRows = Set<Int>()
        for y in 0..<f.height { for x in 0..<f.width where f[x, y].style == dim && f[x, y].text != " " { readingRows.insert(y) } }
        #expect(!readingRows.isEmpty)
        #expect(readingRows.isDisjoint(with: textRows), "readings only in the blank rows over lines")
        #expect(!rows(f).joined().contains("("), "no reading inline")
    }

    @Test func anImageIsItsAltTextInItsMarksCentredAndDimmed() {
        let (f, layout) = frame(["Some text.", "a lighthouse"], kinds: [.paragraph, .image], columns: 30, ruby: .inline, spacing: 0)
        let drawn = rows(f)
        // Under 36 columns the side margins are gone: 21 columns of placeholder leave 4 on its left.
        #expect(layout.textX == 0 && layout.textColumns == 30)
        #expect(drawn[2] == "    [image: a lighthouse]")
        #expect((4..<25).allSatisfy { f[$0, 2].style == Palette.light[.image] }, "marks and text in the image role")
        #expect(f[3, 2].style == Palette.light[.text] && f[25, 2].style == Palette.light[.text])
    }
}
