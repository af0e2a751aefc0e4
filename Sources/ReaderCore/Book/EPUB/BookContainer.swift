/// The files of a book made of documents, as the EPUB path reads them: an EPUB's zip
/// (`EPUBArchive`), or the parts libmobi rebuilds from a MOBI or AZW3 (`MOBIContainer`). Entries
/// are named by their path in the book; a document is read whole, a picture perhaps by its header.
protocol BookContainer: AnyObject {
    /// The book's file, for error messages.
    var path: String { get }
    /// Every entry's name, in no particular order.
    var names: [String] { get }
    /// The size of entry `name` in bytes (`read` never returns more); nil when there is none.
    func size(of name: String) -> Int?
    /// The bytes of entry `name` (its first `prefix` bytes, when given); throws when it is missing or damaged.
    func read(_ name: String, prefix: Int?) throws(ReaderError) -> [UInt8]
    /// Elements opened by the markup documents read so far (`MarkupShape.bookElements` at most).
    var elements: Int { get set }
    /// Where the book's pictures are read from when they are shown (the container itself is not kept).
    var pictureFiles: any PictureFiles { get }
}

extension BookContainer {
    /// Whether the container holds an entry named exactly `name`.
    func contains(_ name: String) -> Bool { size(of: name) != nil }

    /// Entry `name`, whole.
    func read(_ name: String) throws(ReaderError) -> [UInt8] { try read(name, prefix: nil) }

    /// The entry whose file name (the last part of its path) is `fileName`, when exactly one is.
    func onlyEntry(named fileName: Substring) -> String? {
        var found: String?
        for name in names where name.split(separator: "/").last == fileName {
            if found != nil { return nil }
            found = name
        }
        return found
    }

    /// Entry `name`, a markup document: `read`, as UTF-8, refused when it nests too deep to parse
    /// quickly or opens more elements than the parser should build for it or for the whole book.
    func readMarkup(_ name: String) throws(ReaderError) -> [UInt8] {
        let bytes = MarkupEncoding.utf8(try read(name))
        elements += try MarkupShape.check(bytes, entry: name, path: path).elements
        if elements > MarkupShape.bookElements {
            throw .badEPUB(path, reason: "\(name) brings the book past \(MarkupShape.bookElements) elements")
        }
        return bytes
    }
}
