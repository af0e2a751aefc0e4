/// Every reading session of every book, as kept in the reading log: merged by session, so two
/// readers (or two machines sharing the folder) writing it never lose each other's time.
public struct ReadingLog: Codable, Equatable, Sendable {
    public var version: Int
    /// The sessions, oldest first.
    public private(set) var sessions: [ReadingSessionRecord]

    public static let currentVersion = 1

    public init(sessions: [ReadingSessionRecord] = []) {
        version = Self.currentVersion
        self.sessions = sessions.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
    }

    /// Adds `session`, or replaces the one with its identifier.
    public mutating func put(_ session: ReadingSessionRecord) {
        self = ReadingLog(sessions: sessions.filter { $0.id != session.id } + [session])
    }

    /// `self` and `other` as one: every session either holds; of one both hold, the one that
    /// went further (a session only grows). Commutative, associative and idempotent.
    public func merged(with other: ReadingLog) -> ReadingLog {
        var byID: [String: ReadingSessionRecord] = [:]
        for session in sessions + other.sessions {
            if let held = byID[session.id], !Self.isFurther(session, than: held) { continue }
            byID[session.id] = session
        }
        var result = ReadingLog(sessions: Array(byID.values))
        result.version = max(version, other.version)
        return result
    }

    /// Whether `a` is a later state of a session than `b` (by time, pages, then content, so the
    /// order is total and the merge commutative).
    static func isFurther(_ a: ReadingSessionRecord, than b: ReadingSessionRecord) -> Bool {
        let (x, y) = (
            (a.seconds, a.pages, a.finished ? 1 : 0, a.title, a.day, a.book),
            (b.seconds, b.pages, b.finished ? 1 : 0, b.title, b.day, b.book)
        )
        return x != y ? x > y : a.start > b.start
    }

    /// The log made safe to use: sessions with impossible numbers or days dropped, titles (which
    /// reach the screen) cleaned of control sequences.
    public func checked() -> ReadingLog {
        let sound = sessions.filter { $0.seconds >= 0 && $0.pages >= 0 && CivilDay($0.day) != nil && !$0.id.isEmpty }
        return ReadingLog(
            sessions: sound.map { s in
                var s = s
                s.title = Sanitizer.printable(s.title)
                return s
            })
    }
}
