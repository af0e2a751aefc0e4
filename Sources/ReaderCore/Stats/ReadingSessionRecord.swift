/// One sitting with one book: when it began, on which local day, how long the reader read and
/// how many pages they turned forward, and whether they reached the end.
public struct ReadingSessionRecord: Codable, Equatable, Sendable {
    /// Unique among all sessions: 16 hexadecimal digits.
    public var id: String
    /// The book's fingerprint, and its title then.
    public var book: String
    public var title: String
    /// The local date the session began on, `YYYY-MM-DD`.
    public var day: String
    /// When it began, in seconds since 1970.
    public var start: Int64
    /// Seconds spent reading (time on pages turned forward, each page at most `ReadingTally.maxPageSeconds`).
    public var seconds: Int
    /// Pages turned forward.
    public var pages: Int
    /// The reader reached the book's last page in this session.
    public var finished: Bool

    public init(
        id: String, book: String, title: String, day: String, start: Int64, seconds: Int = 0, pages: Int = 0, finished: Bool = false
    ) {
        self.id = id
        self.book = book
        self.title = title
        self.day = day
        self.start = start
        self.seconds = seconds
        self.pages = pages
        self.finished = finished
    }

    /// The local date of `seconds` since 1970 at `utcOffset` seconds east of UTC, `YYYY-MM-DD`.
    public static func day(of seconds: Int, utcOffset: Int) -> String {
        CivilDay(seconds: seconds, utcOffset: utcOffset).description
    }
}

extension Int {
    /// Division rounding toward minus infinity.
    func floorDivided(by d: Int) -> Int {
        let q = self / d
        return self % d < 0 ? q - 1 : q
    }
}
