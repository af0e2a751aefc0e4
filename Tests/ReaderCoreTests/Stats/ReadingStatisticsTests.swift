import Testing

@testable import ReaderCore

/// A month of reading sessions over a fixed calendar: per-day totals and bars, per-book totals,
/// pace, streaks and books finished.
@Suite struct ReadingStatisticsTests {
    static let today = CivilDay("2026-11-28")!

    /// A session `daysAgo` days before today.
    static func session(_ id: Int, daysAgo: Int, book: String, minutes: Int, pages: Int, finished: Bool = false) -> ReadingSessionRecord {
        let day = today.adding(-daysAgo)
        return ReadingSessionRecord(
            id: "s\(id)", book: book, title: "Title " + book, day: day.description, start: Int64(day.daysSince1970 * 86_400 + id),
            seconds: minutes * 60, pages: pages, finished: finished)
    }

    /// Thirty days: book A every day for the first two weeks (10 minutes, 5 pages), then book B on
    /// the last five days (30 minutes, 12 pages, twice on the last day), finished today.
    static var month: ReadingLog {
        var sessions: [ReadingSessionRecord] = []
        for d in 16...29 { sessions.append(session(d, daysAgo: d, book: "A", minutes: 10, pages: 5)) }
        for d in 0...4 { sessions.append(session(100 + d, daysAgo: d, book: "B", minutes: 30, pages: 12)) }
        sessions.append(session(200, daysAgo: 0, book: "B", minutes: 15, pages: 6, finished: true))
        return ReadingLog(sessions: sessions)
    }

    @Test func daysBooksAndTotalsAddUp() {
        let s = ReadingStatistics(log: Self.month, today: Self.today)
        #expect(s.days.count == 19)
        #expect(s.days.last == ReadingStatistics.Day(day: Self.today, seconds: 45 * 60, pages: 18))
        #expect(s.totalSeconds == (14 * 10 + 5 * 30 + 15) * 60)
        #expect(s.totalPages == 14 * 5 + 5 * 12 + 6)
        #expect(s.seconds(inLast: 1) == 45 * 60)
        #expect(s.seconds(inLast: 7) == (5 * 30 + 15) * 60)
        #expect(s.books.map(\.fingerprint) == ["B", "A"], "the most recently read first")
        #expect(s.books[0].seconds == 165 * 60 && s.books[0].finished && !s.books[1].finished)
        #expect(s.books[1].lastDay == Self.today.adding(-16))
        #expect(s.booksFinished == 1)
        #expect(s.pagesPerHour.map { ($0 * 10).rounded() / 10 } == 26.8, "136 pages in 305 minutes")
    }

    @Test func streaksCountDaysInARow() {
        let s = ReadingStatistics(log: Self.month, today: Self.today)
        #expect(s.streak == 5)
        #expect(s.longestStreak == 14)
        // Tomorrow, before reading, the streak still stands; the day after, it is broken.
        #expect(ReadingStatistics(log: Self.month, today: Self.today.adding(1)).streak == 5)
        #expect(ReadingStatistics(log: Self.month, today: Self.today.adding(2)).streak == 0)
    }

    @Test func theRecentDaysIncludeDaysNotRead() {
        let recent = ReadingStatistics(log: Self.month, today: Self.today).recent(28)
        #expect(recent.count == 28)
        #expect(recent.first?.day == Self.today.adding(-27))
        #expect(recent.map { $0.seconds / 60 } == Array(repeating: 10, count: 12) + Array(repeating: 0, count: 11) + [30, 30, 30, 30, 45])
    }

    @Test func emptySessionsCountForNothing() {
        let log = ReadingLog(sessions: [Self.session(1, daysAgo: 0, book: "A", minutes: 0, pages: 0)])
        let s = ReadingStatistics(log: log, today: Self.today)
        #expect(s.days.isEmpty && s.books.isEmpty && s.streak == 0 && s.pagesPerHour == nil)
    }
}
