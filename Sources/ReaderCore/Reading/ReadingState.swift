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

    public init(fingerprint: String, path: String, location: Location) {
        self.version = 1
        self.fingerprint = fingerprint
        self.path = path
        self.location = location
    }
}
