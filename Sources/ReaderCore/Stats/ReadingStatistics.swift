/// What the reading log adds up to on a given day: time and pages per day and per book, pace,
/// the days read in a row and the books finished.
public struct ReadingStatistics: Equatable, Sendable {
    /// Reading on one day.
    public struct Day: Equatable, Sendable {
        public var day: CivilDay
        public var seconds = 0
        public var pages = 0
    }

    /// Reading of one book, all sessions together.
    public struct BookTotal: Equatable, Sendable {
        public var fingerprint: String
        /// The title of its latest session.
        public var title: String
        public var seconds = 0
        public var pages = 0
        /// The last day it was read on.
        public var lastDay: CivilDay
        /// Some session reached its end.
        public var finished = false
    }

    /// Every day with reading, oldest first.
    public let days: [Day]
    /// Every book read, the most recently read first.
    public let books: [BookTotal]
    /// The day the statistics are for.
    public let today: CivilDay

    public init(log: ReadingLog, today: CivilDay) {
        self.today = today
        var byDay: [CivilDay: Day] = [:]
        var byBook: [String: BookTotal] = [:]
        for s in log.sessions where s.seconds > 0 || s.pages > 0 || s.finished {
            guard let day = CivilDay(s.day) else { continue }
            byDay[day, default: Day(day: day)].seconds += s.seconds
            byDay[day, default: Day(day: day)].pages += s.pages
            var book = byBook[s.book] ?? BookTotal(fingerprint: s.book, title: s.title, lastDay: day)
            book.seconds += s.seconds
            book.pages += s.pages
            book.finished = book.finished || s.finished
            if day >= book.lastDay { (book.lastDay, book.title) = (day, s.title) }
            byBook[s.book] = book
        }
        days = byDay.values.sorted { $0.day < $1.day }
        books = byBook.values.sorted { ($0.lastDay, $0.seconds, $0.fingerprint) > ($1.lastDay, $1.seconds, $1.fingerprint) }
    }

    public var totalSeconds: Int { days.reduce(0) { $0 + $1.seconds } }
    public var totalPages: Int { days.reduce(0) { $0 + $1.pages } }
    public var booksFinished: Int { books.filter(\.finished).count }

    /// Pages turned per hour of reading; nil before a minute has been read.
    public var pagesPerHour: Double? {
        totalSeconds >= 60 ? Double(totalPages) * 3600 / Double(totalSeconds) : nil
    }

    /// Seconds read in the `count` days up to `today` (this week: 7).
    public func seconds(inLast count: Int) -> Int {
        days.filter { $0.day > today.adding(-count) && $0.day <= today }.reduce(0) { $0 + $1.seconds }
    }

    /// Each of the `count` days up to `today`, oldest first, read or not.
    public func recent(_ count: Int) -> [Day] {
        let read = Dictionary(days.map { ($0.day, $0) }, uniquingKeysWith: { a, _ in a })
        return (0..<count).map { today.adding($0 - count + 1) }.map { read[$0] ?? Day(day: $0) }
    }

    /// Days read in a row up to today (or up to yesterday, while today may still come).
    public var streak: Int {
        let read = Set(days.map(\.day))
        var day = read.contains(today) ? today : today.adding(-1)
        var count = 0
        while read.contains(day) {
            count += 1
            day = day.adding(-1)
        }
        return count
    }

    /// The most days ever read in a row.
    public var longestStreak: Int {
        var longest = 0, run = 0
        var previous: CivilDay?
        for d in days {
            run = previous.map { d.day == $0.adding(1) } == true ? run + 1 : 1
            longest = max(longest, run)
            previous = d.day
        }
        return longest
    }
}
