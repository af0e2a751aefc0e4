/// A book that is one HTML or XHTML file, read through the EPUB path's `XHTMLBlocks`; its
/// pictures are the files beside it (`FolderPictureFiles`).
public struct HTMLFormat: BookFormat {
    /// Largest file read: a book's text, not a web archive.
    static let maxBytes = 64 << 20

    public init() {}
    public var name: String { "html" }
    public var summary: String { "a single HTML or XHTML file" }
    public var extensions: [String] { ["html", "htm", "xhtml"] }

    public func recognises(path: String, head: [UInt8]) -> Bool { hasExtension(path) }

    public var windowIsWhole: Bool { true }
    public var keepsConversion: Bool { true }

    /// The whole file: one document is read at once.
    public func window(path: String, from offset: Int) throws(ReaderError) -> Book { try load(path: path) }

    public func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        let file = try SourceFile(path: path)
        guard file.size <= Self.maxBytes else { throw .badBook(path, format: "HTML", reason: "larger than \(Self.maxBytes >> 20) MB") }
        let bytes = file.bytes(in: 0..<file.size)
        guard !bytes.isEmpty else { throw .emptyFile(path) }
        let markup = SelfClosingTags.expand(MarkupEncoding.utf8(bytes))
        let size = file.size, count = max(1, markup.count)
        return try MarkupBook.book(
            markup, origin: { $0 * size / count }, format: "HTML", path: path, sourceSize: size, title: nil, language: nil,
            pictures: FolderPictureFiles(besideBookAt: path))
    }
}
