/// What one device knows of one book, as it writes it to the sync folder (`SyncFolder`): the
/// place, the bookmarks and the writing, each stamped with when it was set, and the annotations
/// with their deletions. Records merge by `merged(with:)`, which is commutative, associative and
/// idempotent: any devices reading one another's records in any order agree, and a deletion made
/// on one machine is never undone by another that still held the bookmark or annotation.
public struct SyncRecord: Codable, Equatable, Sendable {
    /// The file format's version; a record of a later version is left unread.
    public var version: Int
    /// The book's fingerprint (`Fingerprint`), which names the record's folder.
    public var fingerprint: String
    /// The place, when one was ever saved.
    public var place: SyncedPlace?
    /// Every bookmark ever made, removed ones kept as tombstones, by `SyncedBookmark.key`.
    public var bookmarks: [String: SyncedBookmark]
    /// The writing chosen with the writing key, when one was ever chosen.
    public var writing: SyncedWriting?
    public var annotations: BookAnnotations

    public static let currentVersion = 1

    public init(
        fingerprint: String, place: SyncedPlace? = nil, bookmarks: [String: SyncedBookmark] = [:], writing: SyncedWriting? = nil,
        annotations: BookAnnotations? = nil
    ) {
        version = Self.currentVersion
        self.fingerprint = fingerprint
        self.place = place
        self.bookmarks = bookmarks
        self.writing = writing
        self.annotations = annotations ?? BookAnnotations(fingerprint: fingerprint)
    }

    /// `self` and `other` as one: the later place and writing, each bookmark's later change (a
    /// removal being one), and every annotation either holds less those deleted since.
    public func merged(with other: SyncRecord) -> SyncRecord {
        var result = self
        result.version = max(version, other.version)
        result.place = SyncedPlace.later(place, other.place)
        result.bookmarks.merge(other.bookmarks) { SyncedBookmark.later($0, $1)! }
        result.writing = SyncedWriting.later(writing, other.writing)
        result.annotations = annotations.merged(with: other.annotations)
        return result
    }

    /// The bookmarks not removed, in book order.
    public var liveBookmarks: [Bookmark] {
        bookmarks.values.filter { !$0.removed }.map { Bookmark(location: $0.location, label: $0.label) }.sorted { $0.precedes($1) }
    }
}

/// A value set at a time, of which two versions merge to the later; at the same time, to the
/// greater by `order` (any fixed order keeps the merge commutative).
protocol Stamped {
    associatedtype Order: Comparable
    var at: Double { get }
    var order: Order { get }
}

extension Stamped {
    /// The later of `a` and `b`, either when the other is nil.
    static func later(_ a: Self?, _ b: Self?) -> Self? {
        guard let a else { return b }
        guard let b else { return a }
        if a.at != b.at { return a.at > b.at ? a : b }
        return a.order >= b.order ? a : b
    }
}

/// The reader's place, and when it was moved there (seconds since 1970).
public struct SyncedPlace: Codable, Equatable, Sendable, Stamped {
    public var location: Location
    /// How far through the book the place is, 0…1, for the library.
    public var fraction: Double?
    public var at: Double

    public init(location: Location, fraction: Double?, at: Double) {
        self.location = location
        self.fraction = fraction
        self.at = at
    }

    var order: String { "\(location.offset)|\(location.grapheme)|\(fraction ?? -1)|\(location.snippet)" }
}

/// A bookmark as last changed: made, relabelled or removed (`removed`: a tombstone) at `at`.
public struct SyncedBookmark: Codable, Equatable, Sendable, Stamped {
    public var location: Location
    public var label: String
    public var removed: Bool
    public var at: Double

    public init(location: Location, label: String, removed: Bool = false, at: Double) {
        self.location = location
        self.label = label
        self.removed = removed
        self.at = at
    }

    /// The key of the bookmark at `location`: one bookmark a place.
    public static func key(_ location: Location) -> String {
        "\(location.offset):\(location.grapheme)"
    }

    /// At the same time a removal wins: a bookmark two devices disagree on is not resurrected.
    var order: String { "\(removed ? 1 : 0)|\(label.utf8.count)|\(label)|\(location.snippet)" }
}

/// The writing chosen for the book (nil: the settings decide), and when it was chosen.
public struct SyncedWriting: Codable, Equatable, Sendable, Stamped {
    public var mode: WritingMode?
    public var at: Double

    public init(mode: WritingMode?, at: Double) {
        self.mode = mode
        self.at = at
    }

    var order: String { mode?.rawValue ?? "" }
}
