/// A kind of book termreader reads (TXT, EPUB, FB2…): how a file is recognised as one, and how it
/// is read into the document model every format shares — blocks anchored at offsets in the
/// source, chapters (the contents), links, and `Book.missing` (what could not be read). A
/// `Location` is a block's offset plus a grapheme in it, so places map to Locations the same
/// way for every format. `BookFormats` lists them; adding a format is one folder and one entry.
public protocol BookFormat: Sendable {
    /// The short name `info` prints and help lists (`txt`, `epub`, `fb2`).
    var name: String { get }
    /// What the format is, for help and the manual (`FictionBook 2 (.fb2, .fb2.zip)`).
    var summary: String { get }
    /// File name endings, lowercase, without the leading dot (`fb2.zip`): what the library and
    /// `check` list as books.
    var extensions: [String] { get }
    /// Whether the file at `path`, whose first bytes are `head`, is a book of this kind.
    func recognises(path: String, head: [UInt8]) -> Bool
    /// Whether `window` reads the whole book (a format of one document): the reader then
    /// takes it as the book and does not read the file again.
    var windowIsWhole: Bool { get }
    /// A provisional book of the part of the file holding `offset`: what the first page needs.
    func window(path: String, from offset: Int) throws(ReaderError) -> Book
    /// The whole book; `progress` gets the fraction read now and then and returns false to
    /// stop (the result is then nil).
    func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book?
    /// The book opened for a reading session: its window, then the whole book, from what is
    /// opened once. By default each is read from the file by itself (`SeparateReads`).
    func open(path: String) throws(ReaderError) -> any OpenedDocument
    /// Whether the whole book is kept once read (`BookSnapshot`), so it reopens without its
    /// converter: a format slow to convert. By default it is not (TXT and EPUB open fast as they are).
    var keepsConversion: Bool { get }
    /// The bytes of the book's cover picture, nil when it has none. By default the first
    /// picture of the book's opening blocks (`BookCover`).
    func cover(path: String) throws(ReaderError) -> [UInt8]?
}

extension BookFormat {
    /// Whether `path` ends in one of the format's extensions (case-insensitive).
    public func hasExtension(_ path: String) -> Bool {
        let lower = path.lowercased()
        return extensions.contains { lower.hasSuffix("." + $0) }
    }

    public func cover(path: String) throws(ReaderError) -> [UInt8]? {
        BookCover.opening(of: try window(path: path, from: 0))
    }

    public func open(path: String) throws(ReaderError) -> any OpenedDocument {
        SeparateReads(format: self, path: path)
    }

    public var keepsConversion: Bool { false }

    /// The book opened for a session, the file being `key` then: through its snapshot in `snapshots`
    /// when the format `keepsConversion`, else as `open(path:)` opens it.
    public func open(path: String, snapshots: SnapshotFolder, key: BookSnapshot.Key) throws(ReaderError) -> any OpenedDocument {
        keepsConversion ? KeptConversion(format: self, path: path, folder: snapshots, key: key) : try open(path: path)
    }

    /// The whole book, read to its end.
    public func load(path: String) throws(ReaderError) -> Book {
        try load(path: path) { _ in true }!
    }
}
