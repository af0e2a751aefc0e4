/// Text PDFs, reflowed (`PDFMarkup`) from what poppler's `pdftohtml` extracts, read as an HTML
/// book is: headings by font size, the PDF's outline as the contents, links between its pages.
/// A place is a page of the PDF (`PDFMarkup.pageSpan` offsets a page), so the window reads only
/// the pages around it. A PDF without text (scanned) is refused in one line.
public struct PDFFormat: BookFormat {
    /// Pages the window reads from the place on (and one before it).
    static let windowPages = 8

    public init() {}
    public var name: String { "pdf" }
    public var summary: String { "PDF with a text layer, reflowed (needs poppler-utils)" }
    public var extensions: [String] { ["pdf"] }

    /// A file that starts as a PDF does (`%PDF-`).
    public func recognises(path: String, head: [UInt8]) -> Bool { head.starts(with: Array("%PDF-".utf8)) }

    public var windowIsWhole: Bool { false }
    public var keepsConversion: Bool { true }

    public func window(path: String, from offset: Int) throws(ReaderError) -> Book {
        let info = try Poppler.info(path)
        let page = min(info.pages, max(1, offset / PDFMarkup.pageSpan))
        let first = max(1, page - 1), last = min(info.pages, page + Self.windowPages)
        let text = try Poppler.text(path, pages: first...last, seconds: Poppler.windowSeconds)
        // Pages without text (figures, a scanned stretch): the whole book says whether any has.
        guard text.pages.contains(where: { !$0.pieces.isEmpty }) else { return try load(path: path) }
        return try book(text, info: info, path: path)
    }

    public func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        let info = try Poppler.info(path)
        let text = try Poppler.text(path, pages: 1...info.pages, seconds: Poppler.wholeSeconds)
        guard text.pages.contains(where: { !$0.pieces.isEmpty }) else {
            throw .badBook(path, format: "PDF", reason: "no text in it: a scanned PDF needs OCR first")
        }
        return try book(text, info: info, path: path)
    }

    /// The text extracted has no pictures: no cover (its first page drawn would be one).
    public func cover(path: String) throws(ReaderError) -> [UInt8]? { nil }

    /// The book of `text`: its blocks, and its outline as the contents when it has one.
    private func book(_ text: PDFText, info: Poppler.Info, path: String) throws(ReaderError) -> Book {
        let converted = PDFMarkup(text)
        let markup = SelfClosingTags.expand(Array(converted.markup.utf8))
        var book = try MarkupBook.book(
            markup, origin: converted.offsets.sourceOffset, format: "PDF", path: path,
            sourceSize: (info.pages + 1) * PDFMarkup.pageSpan, title: info.title, language: nil)
        book.sourcePages = SourcePages(span: PDFMarkup.pageSpan, count: info.pages, name: "PDF")
        book.authors = info.author.map { [Sanitizer.clean($0)] } ?? []
        let outline = text.outline.filter { $0.depth <= 3 }
        if outline.count >= 2 {
            let blocks = Array(book.paragraphs), offsets = blocks.map(\.offset)
            let marks = outline.compactMap { entry -> (index: Int, title: String, level: Int)? in
                let start = offsets.partitioningIndex { $0 >= entry.page * PDFMarkup.pageSpan }
                guard start < blocks.count else { return nil }
                let end = offsets.partitioningIndex { $0 >= (entry.page + 1) * PDFMarkup.pageSpan }
                let title = HeadingText.collapsed(Sanitizer.clean(entry.title)[...])
                let wanted = PDFMarkup.comparable(title)
                let heading = (start..<end).first { i in
                    blocks[i].kind.headingLevel != nil && PDFMarkup.comparable(blocks[i].text).contains(wanted)
                }
                return (heading ?? start, title, entry.depth)
            }
            book.chapters = EPUBLoader.chapters(marks: marks, blocks: blocks, title: book.title, headings: false)
        }
        return book
    }
}
