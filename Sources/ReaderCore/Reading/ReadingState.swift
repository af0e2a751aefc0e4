/// What is remembered about one book between sessions.
public struct ReadingState: Codable, Equatable, Sendable {
    /// Format version, for future migrations.
    public var version: Int
    /// Content fingerprint of the book (also the file name).
    public var fingerprint: String
    /// Where the book was last opened from (informational only).
    public var path: String
    /// The reader's place.
    public var location: Location
    /// Places the reader marked, in the order they were added.
    public var bookmarks: [Bookmark]
    /// The start of the file and its size, to find this state again once text is appended to the book.
    public var prefix: PrefixFingerprint?

    public init(fingerprint: String, path: String, location: Location, bookmarks: [Bookmark] = [], prefix: PrefixFingerprint? = nil) {
        self.version = 1
        self.fingerprint = fingerprint
        self.path = path
        self.location = location
        self.bookmarks = bookmarks
        self.prefix = prefix
    }

    private enum CodingKeys: String, CodingKey {
        case version, fingerprint, path, location, bookmarks, prefix
    }

    /// Files written before bookmarks existed have none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        fingerprint = try c.decode(String.self, forKey: .fingerprint)
        path = try c.decode(String.self, forKey: .path)
        location = try c.decode(Location.self, forKey: .location)
        bookmarks = try c.decodeIfPresent([Bookmark].self, forKey: .bookmarks) ?? []
        // Files written before growing books were recognised have none; a damaged one is just not used.
        prefix = try? c.decodeIfPresent(PrefixFingerprint.self, forKey: .prefix)
    }
}
