/// What is remembered about one book between sessions.
public struct ReadingState: Codable, Equatable, Sendable {
    /// Format version, for future migrations.
    public var version: Int
    /// Content fingerprint of the book (also the file name).
    public var fingerprint: String
    /// Where the book was last opened from, as shown (a name that is not UTF-8 has U+FFFD for
    /// each bad byte; its own bytes are kept in `RawPaths` and written beside it as `pathBytes`).
    public var path: String
    /// The reader's place.
    public var location: Location
    /// Places the reader marked, in the order they were added.
    public var bookmarks: [Bookmark]
    /// The start of the file and its size, to find this state again once text is appended to the book.
    public var prefix: PrefixFingerprint?
    /// How far through the book the place is, 0…1, as the reader's footer showed it (the library
    /// lists it); nil in files written before it was kept, or when out of range.
    public var fraction: Double?
    /// The writing chosen for this book with the writing key (vertical for a Japanese text file,
    /// say); nil when it was never chosen, and the settings decide.
    public var writing: WritingMode?
    /// When the place was last moved (seconds since 1970): of two readers on one book, the later
    /// move wins (see `merged`). Nil in files written before it was kept.
    public var placedAt: Double?
    /// The book's title and authors as the book gives them (an EPUB's OPF, an FB2's description),
    /// for the library to list it by; nil in files written before they were kept.
    public var title: String?
    public var authors: [String]?

    public init(
        fingerprint: String, path: String, location: Location, bookmarks: [Bookmark] = [], prefix: PrefixFingerprint? = nil,
        fraction: Double? = nil, writing: WritingMode? = nil, placedAt: Double? = nil, title: String? = nil, authors: [String]? = nil
    ) {
        self.version = 1
        self.fingerprint = fingerprint
        self.path = path
        self.location = location
        self.bookmarks = bookmarks
        self.prefix = prefix
        self.fraction = fraction.flatMap(Self.checked(fraction:))
        self.writing = writing
        self.placedAt = placedAt.flatMap { $0.isFinite ? $0 : nil }
        self.title = title
        self.authors = authors
    }

    /// `value` when it is a fraction (finite, 0…1), else nil.
    static func checked(fraction value: Double) -> Double? {
        value.isFinite && (0...1).contains(value) ? value : nil
    }

    private enum CodingKeys: String, CodingKey {
        case version, fingerprint, path, pathBytes, location, bookmarks, prefix, fraction, writing, placedAt, title, authors
    }

    /// Files written before bookmarks existed have none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        fingerprint = try c.decode(String.self, forKey: .fingerprint)
        path = try c.decode(String.self, forKey: .path)
        // A name that is not UTF-8 (absent in older files, which then show the book missing).
        if let bytes = try? c.decodeIfPresent([UInt8].self, forKey: .pathBytes), let shown = RawPaths.adopt(bytes) {
            path = shown
        }
        location = try c.decode(Location.self, forKey: .location)
        bookmarks = try c.decodeIfPresent([Bookmark].self, forKey: .bookmarks) ?? []
        // Files written before growing books were recognised have none; a damaged one is just not used.
        prefix = try? c.decodeIfPresent(PrefixFingerprint.self, forKey: .prefix)
        // Only the library reads it: a missing or bad one is just not shown.
        fraction = (try? c.decodeIfPresent(Double.self, forKey: .fraction))?.flatMap(Self.checked(fraction:))
        // Missing in older files; one not understood is just not used.
        writing = (try? c.decodeIfPresent(WritingMode.self, forKey: .writing)) ?? nil
        // Missing in older files; a bad one only loses a tie between two readers.
        placedAt = (try? c.decodeIfPresent(Double.self, forKey: .placedAt))?.flatMap { $0.isFinite ? $0 : nil }
        // Only the library shows them: missing or bad ones fall back to the file's name.
        title = (try? c.decodeIfPresent(String.self, forKey: .title)) ?? nil
        authors = (try? c.decodeIfPresent([String].self, forKey: .authors)) ?? nil
    }

    /// Writes every field, and `pathBytes` when `path` stands for a name that is not UTF-8: JSON
    /// cannot hold its bytes as a string, and the repaired string names no file.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(fingerprint, forKey: .fingerprint)
        try c.encode(path, forKey: .path)
        if let raw = RawPaths.bytes(of: path) {
            try c.encode(raw.dropLast().map { UInt8(bitPattern: $0) }, forKey: .pathBytes)
        }
        try c.encode(location, forKey: .location)
        try c.encode(bookmarks, forKey: .bookmarks)
        try c.encodeIfPresent(prefix, forKey: .prefix)
        try c.encodeIfPresent(fraction, forKey: .fraction)
        try c.encodeIfPresent(writing, forKey: .writing)
        try c.encodeIfPresent(placedAt, forKey: .placedAt)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(authors, forKey: .authors)
    }
}
