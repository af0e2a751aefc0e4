/// FictionBook 2 (`.fb2`, and `.fb2.zip`: the same in a zip), parsed by expat (`FB2Markup`) and
/// read through `MarkupBook`. Offsets are in the document as UTF-8 (a Windows-1251 book is
/// converted first; a zipped one is inflated under the EPUB archive's size and ratio limits).
public struct FB2Format: BookFormat {
    /// Largest document read.
    static let maxBytes = 64 << 20

    public init() {}
    public var name: String { "fb2" }
    public var summary: String { "FictionBook 2 (.fb2, .fb2.zip)" }
    public var extensions: [String] { ["fb2", "fb2.zip"] }

    /// Named `.fb2`/`.fb2.zip`, or XML whose first kilobyte opens a `FictionBook` element.
    public func recognises(path: String, head: [UInt8]) -> Bool {
        hasExtension(path) || head.indices.contains { head[$0...].starts(with: Self.rootTag) }
    }

    /// The start of an FB2's root element.
    static let rootTag = Array("<FictionBook".utf8)

    public var windowIsWhole: Bool { true }
    public var keepsConversion: Bool { true }

    /// The whole book: one document is parsed at once.
    public func window(path: String, from offset: Int) throws(ReaderError) -> Book { try load(path: path) }

    public func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        try book(Self.converted(path: path), path: path)
    }

    /// The picture the description's `coverpage` shows; else the first of the opening blocks.
    public func cover(path: String) throws(ReaderError) -> [UInt8]? {
        let converted = try Self.converted(path: path)
        if let id = converted.markup.description.cover, let bytes = try? converted.markup.pictures.read(id, prefix: nil) { return bytes }
        return BookCover.opening(of: try book(converted, path: path))
    }

    /// The document of the file at `path`, parsed.
    private static func converted(path: String) throws(ReaderError) -> (markup: FB2Markup, size: Int) {
        let document = MarkupEncoding.utf8(try document(path: path))
        guard !document.isEmpty else { throw .emptyFile(path) }
        return (try FB2Markup.convert(document, path: path), document.count)
    }

    /// The book of a parsed document of `size` bytes.
    private func book(_ parsed: (markup: FB2Markup, size: Int), path: String) throws(ReaderError) -> Book {
        let (converted, size) = parsed
        let description = converted.description
        var book = try MarkupBook.book(
            converted.markup, origin: converted.offsets.sourceOffset, format: "FB2", path: path, sourceSize: size,
            title: description.title, language: description.language.isEmpty ? nil : description.language, contentsDepth: 6,
            pictures: converted.pictures)
        book.authors = description.authors.map(Sanitizer.clean)
        return book
    }

    /// The FB2 document's bytes: the file, or the `.fb2` entry of a zip (else its only entry).
    static func document(path: String) throws(ReaderError) -> [UInt8] {
        let file = try SourceFile(path: path)
        let head = file.bytes(in: 0..<min(4, file.size))
        guard head.withUnsafeBytes({ EPUBLoader.isZip($0) }) else {
            guard file.size <= maxBytes else { throw .badBook(path, format: "FB2", reason: "larger than \(maxBytes >> 20) MB") }
            return file.bytes(in: 0..<file.size)
        }
        do throws(ReaderError) {
            let archive = try EPUBArchive(path: path)
            let names = archive.names
            guard let entry = names.first(where: { $0.lowercased().hasSuffix(".fb2") }) ?? (names.count == 1 ? names.first : nil)
            else { throw ReaderError.badBook(path, format: "FB2", reason: "the zip holds no .fb2 file") }
            return try archive.read(entry)
        } catch {
            throw error.naming("FB2")
        }
    }
}
