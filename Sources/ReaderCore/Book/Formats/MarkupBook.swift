/// One markup document read into a book through the EPUB path's `XHTMLBlocks`: an HTML file
/// as it is, or the XHTML an FB2 or Markdown book is turned into. Headings make the contents,
/// `#id` links lead to the block holding the id (footnotes), and every block is anchored at
/// its offset in the source file (`origin`), so a `Location` names a place in the file read.
struct MarkupBook {
    /// The name links inside the one document are resolved against (`#n1` → `book#n1`).
    static let documentName = "book"

    /// The book of `markup` (UTF-8 HTML/XHTML with no self-closing non-void tags), read from the
    /// `format` file at `path` of `sourceSize` bytes. `origin` maps an offset in `markup` to one in
    /// the source and grows with it; headings down to `contentsDepth` are the contents; `pictures`:
    /// where an `img`'s source is read from (none: the image blocks show their text).
    static func book(
        _ markup: [UInt8], origin: (Int) -> Int, format: String, path: String, sourceSize: Int, title: String?,
        language: String?, contentsDepth: Int = 3, pictures: (any PictureFiles)? = nil
    ) throws(ReaderError) -> Book {
        do {
            _ = try MarkupShape.check(markup, entry: format, path: path)
        } catch {
            throw error.naming(format)
        }
        var converted: XHTMLBlocks
        do {
            converted = try XHTMLBlocks(markup, base: 0)
        } catch {
            throw .badBook(path, format: format, reason: error.reason(format))
        }
        // Blocks keep distinct offsets in order, inside the file: two blocks from one source element
        // (a paragraph and the list after it) take the next bytes.
        var last = -1
        converted.place { offset in
            last = max(origin(offset), last + 1)
            return last
        }
        let blocks = converted.blocks
        guard !blocks.isEmpty else { throw .emptyFile(path) }
        let ids = converted.ids
        let links = converted.hrefs.map { href in
            EPUBLoader.target(href, from: documentName) { document, fragment in
                guard document == documentName else { return nil }
                guard let at = fragment.flatMap({ ids[$0] }), at.block < blocks.count else { return (blocks[0].offset, 0) }
                return (blocks[at.block].offset, EPUBLoader.grapheme(atUTF8: at.utf8, in: blocks[at.block].text))
            }
        }
        let name = title.map(Sanitizer.clean).flatMap { $0.isEmpty ? nil : $0 } ?? BookLoader.title(fromPath: path)
        let marks = blocks.indices.compactMap { i -> (index: Int, title: String, level: Int)? in
            guard let level = blocks[i].kind.headingLevel, level <= contentsDepth else { return nil }
            return (i, HeadingText.collapsed(blocks[i].text.replacingNewlines[...]), level)
        }
        let chapters = EPUBLoader.chapters(marks: marks, blocks: blocks, title: name, headings: false)
        // Notes written after the text they came before (Markdown footnotes) may take offsets past the file's end.
        var book = Book(title: name, encoding: .utf8, sourceSize: max(sourceSize, last + 1), blocks: blocks, chapters: chapters)
        book.language = language.map(Sanitizer.clean)
        book.links = links
        // A document without pictures is a book without them (nothing about pictures is done for it).
        if let pictures, !converted.pictures.isEmpty {
            book.pictures = BookPictures(converted.pictures.map { (blocks[$0.block].offset, $0.source) }, files: pictures)
        }
        return book
    }
}
