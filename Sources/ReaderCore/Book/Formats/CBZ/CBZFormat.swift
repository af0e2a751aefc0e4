/// Comic book archives (`.cbz`): a zip of pictures, one a page, in the order of their names
/// (`NaturalOrder`), each fit to the page as an EPUB's picture is; `ComicInfo.xml` gives the
/// title, writers, language and a manga's right-to-left turning. Nothing is decoded until a page
/// is shown: the book is the zip's directory.
public struct CBZFormat: BookFormat {
    public init() {}
    public var name: String { "cbz" }
    public var summary: String { "Comic book archives (.cbz: a zip of pictures, one a page)" }
    public var extensions: [String] { ["cbz"] }

    /// A zip named `.cbz`.
    public func recognises(path: String, head: [UInt8]) -> Bool {
        hasExtension(path) && head.withUnsafeBytes { EPUBLoader.isZip($0) }
    }

    /// Pictures the reader decodes, by file name ending.
    static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "webp"]

    public var windowIsWhole: Bool { true }

    public func window(path: String, from offset: Int) throws(ReaderError) -> Book {
        try load(path: path)
    }

    /// Each page is an image block at an offset of its own (twice its number: the page break
    /// after it takes the next), so a place in a comic is its page.
    public func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        let file = try SourceFile(path: path)
        let archive: EPUBArchive
        do throws(ReaderError) {
            archive = try EPUBArchive(path: path)
        } catch {
            throw error.naming("CBZ")
        }
        let pages = Self.pages(archive.names)
        guard !pages.isEmpty else { throw .badBook(path, format: "CBZ", reason: "no pictures in it (JPEG, PNG, GIF or WebP)") }
        let info = Self.info(archive)
        var blocks: [Paragraph] = []
        for (k, _) in pages.enumerated() {
            if k > 0 { blocks.append(Paragraph(offset: 2 * k - 1, text: "", kind: .separator)) }
            blocks.append(Paragraph(offset: 2 * k, text: "page \(k + 1) of \(pages.count)", kind: .image))
        }
        let title = info?.bookTitle ?? BookLoader.title(fromPath: path)
        var book = Book(
            title: title, encoding: .utf8, sourceSize: max(file.size, 2 * pages.count), paragraphs: blocks,
            chapters: [Chapter(title: title, paragraphs: 0..<blocks.count, heading: nil, offset: 0)])
        book.authors = info?.writers ?? []
        book.language = info?.language
        book.pageProgression = info?.rightToLeft == true ? .rightToLeft : .leftToRight
        book.pictures = BookPictures(pages.enumerated().map { (2 * $0.offset, $0.element) }, files: EPUBPictureFiles(path: path))
        return book
    }

    /// The pictures among the zip's entries, in page order: folders, hidden files and macOS's
    /// resource forks (`__MACOSX/`) left out.
    static func pages(_ names: [String]) -> [String] {
        names.filter { name in
            let parts = name.split(separator: "/")
            guard let last = parts.last, !name.hasSuffix("/"), !parts.contains(where: { $0.hasPrefix(".") || $0 == "__MACOSX" }),
                let dot = last.lastIndex(of: ".")
            else { return false }
            return pictureExtensions.contains(last[last.index(after: dot)...].lowercased())
        }.sorted(by: NaturalOrder.precedes)
    }

    /// The comic's `ComicInfo.xml` (at the top, any case), when it has a readable one.
    static func info(_ archive: EPUBArchive) -> ComicInfo? {
        guard let name = archive.names.first(where: { $0.lowercased() == "comicinfo.xml" }), let size = archive.size(of: name),
            size <= ComicInfo.maxBytes, let xml = try? archive.read(name, prefix: nil)
        else { return nil }
        return ComicInfo.read(xml)
    }
}
