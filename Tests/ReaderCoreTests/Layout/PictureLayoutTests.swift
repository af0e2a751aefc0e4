import Testing

@testable import ReaderCore

/// Pictures laid out in rows from their shape: centred, whole on one page, their caption under
/// them; in vertical text across as few columns as their width needs, centred down them.
struct PictureLayoutTests {
    static let cell = PixelSize(width: 8, height: 16)

    @Test(arguments: [
        // (picture pixels, box columns × rows, expected columns × rows)
        (PixelSize(width: 32, height: 16), 40, 20, 4, 1), // small: its own size, never enlarged
        (PixelSize(width: 800, height: 400), 40, 20, 40, 10), // 2:1 picture, width-bound: a cell is twice as tall as wide
        (PixelSize(width: 400, height: 800), 40, 20, 20, 20), // 1:2 picture, height-bound
        (PixelSize(width: 1000, height: 1000), 40, 10, 20, 10), // square: twice as many columns as rows
        (PixelSize(width: 10_000, height: 10), 40, 20, 40, 1), // a rule: at least one row
        (PixelSize(width: 10, height: 10_000), 40, 20, 1, 20), // a column: at least one column
    ])
    func picturesKeepTheirShape(size: PixelSize, columns: Int, rows: Int, expectedColumns: Int, expectedRows: Int) {
        let fit = PictureFit.cells(of: size, cell: Self.cell, columns: columns, rows: rows)
        #expect(fit.columns == expectedColumns && fit.rows == expectedRows)
    }

    /// Text, then a picture of 20×5 cells (`wide.png`: 160×80 pixels) captioned.
    func book(before: Int) -> Book {
        var texts = (0..<before).map { "line \($0)" }
        texts.append("a caption")
        var book = makeBook(texts + ["after"])
        book = Book(
            title: "t", encoding: .utf8, sourceSize: book.sourceSize,
            paragraphs: book.paragraphs.indices.map { i in
                Paragraph(offset: book.paragraphs.offsets[i], text: book.paragraphs[i].text, kind: i == before ? .image : .paragraph)
            }, chapters: book.chapters)
        book.pictures = BookPictures([(book.paragraphs.offsets[before], "wide.png")], files: FixturePictures())
        return book
    }

    @Test func aPictureTakesRowsCentredWithItsCaptionUnder() {
        let book = book(before: 1)
        let geometry = PageGeometry(columns: 40, rows: 12, pictureCell: Self.cell)
        let page = Paginator(book: book, geometry: geometry).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        let kinds = page.lines.map(\.kind)
        #expect(kinds == [.body, .blank] + (0..<5).map { .picture(row: $0, rows: 5) } + [.caption, .blank, .body])
        #expect(page.lines[2].indent == 10 && page.lines[2].width == 20)
        #expect(page.lines[7].indent == (40 - 9) / 2)
    }

    /// A picture that does not fit under the text moves whole to the next page, which starts at it.
    @Test func aPictureIsNeverSplitAcrossPages() {
        let book = book(before: 3)
        let geometry = PageGeometry(columns: 40, rows: 7, pictureCell: Self.cell)
        let paginator = Paginator(book: book, geometry: geometry)
        let anchors = paginator.anchors(of: 0)
        #expect(anchors.map(\.paragraph) == [0, 3, 4])
        let second = paginator.page(in: 0, from: anchors[1])
        #expect(second.lines.map(\.kind) == (0..<5).map { .picture(row: $0, rows: 5) } + [.caption])
    }

    /// A picture taller than the page is scaled to one page with its caption.
    @Test func aPictureIsAtMostOnePageHigh() {
        let book = book(before: 0)
        let geometry = PageGeometry(columns: 40, rows: 4, pictureCell: Self.cell)
        let page = Paginator(book: book, geometry: geometry).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.map(\.kind) == (0..<3).map { .picture(row: $0, rows: 3) } + [.caption])
        #expect(page.lines[0].width == 12)
    }

    /// Without a cell size (images off) an image block is today's one-line placeholder.
    @Test func offKeepsThePlaceholder() {
        let book = book(before: 1)
        let page = Paginator(book: book, geometry: PageGeometry(columns: 40, rows: 12)).page(
            in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.map(\.kind) == [.body, .blank, .image, .blank, .body])
    }

    /// Vertical text: `wide.png` (20×5 cells) spans 7 columns of 2 cells a gap of 1 apart (20
    /// cells), its 5 rows centred in the column's 20 (the line's indent and width two cells a
    /// row); the caption is the next column, to its left.
    @Test func aVerticalPictureSpansTheColumnsItsWidthNeeds() {
        let book = book(before: 0)
        let geometry = PageGeometry(columns: 40, rows: 12, writing: .vertical, pictureCell: Self.cell, columnGap: 1)
        let page = Paginator(book: book, geometry: geometry).page(in: 0, from: PageAnchor(paragraph: 0, grapheme: 0))
        #expect(page.lines.prefix(8).map(\.kind) == (0..<7).map { .picture(row: $0, rows: 7) } + [.caption])
        #expect(page.lines[0].indent == 2 * ((20 - 5) / 2) && page.lines[0].width == 2 * 5)
        #expect(PictureFit.vertical(of: PixelSize(width: 160, height: 80), cell: Self.cell, lines: 7, gap: 1, rows: 5) == (20, 5))
    }

    /// A picture wider than the page's columns is scaled to them (less its caption's), and its
    /// own rows give back the same cells.
    @Test(arguments: [0, 1, 3])
    func aWideVerticalPictureIsScaledToThePage(gap: Int) {
        let size = PixelSize(width: 2_000, height: 500)
        let lines = PictureFit.verticalLines(of: size, cell: Self.cell, lines: 11, gap: gap, rows: 20)
        let fit = PictureFit.vertical(of: size, cell: Self.cell, lines: lines, gap: gap, rows: 20)
        let pitch = 2 + gap
        #expect(lines == 11, "the page's width: the picture is wider")
        #expect(fit.columns <= lines * pitch - gap && fit.columns > (lines - 1) * pitch - gap)
        #expect(PictureFit.vertical(of: size, cell: Self.cell, lines: lines, gap: gap, rows: fit.rows) == fit)
    }
}
