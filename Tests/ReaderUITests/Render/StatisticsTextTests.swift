import ReaderCore
import Testing

@testable import ReaderUI

/// The statistics as text: bars in eighth blocks, progress lines, durations, and the whole
/// panel for a small log, exactly.
@Suite struct StatisticsTextTests {
    @Test func barsReachTheTopForTheMostAndUseEighthsBelow() {
        #expect(StatisticsText.bars([0, 1, 4, 8], rows: 2, columnWidth: 1) == ["   █", " ▂██"], "4 of 8 fills the lower row")
        #expect(StatisticsText.bars([3, 6], rows: 1, columnWidth: 2) == ["▄ █ "])
        #expect(StatisticsText.bars([0, 0], rows: 1, columnWidth: 1) == ["  "])
    }

    @Test func progressAndDurations() {
        #expect(StatisticsText.progress(0.5, width: 10) == "█████░░░░░ 50% ")
        #expect(StatisticsText.progress(1, width: 4) == "████ 100%")
        #expect(StatisticsText.duration(59) == "0 min")
        #expect(StatisticsText.duration(25 * 60) == "25 min")
        #expect(StatisticsText.duration(125 * 60 + 7) == "2 h 5 min")
    }

    @Test func aSmallLogPrintsExactly() {
        let today = CivilDay("2026-11-28")!
        let log = ReadingLog(sessions: [
            ReadingSessionRecord(id: "1", book: "a", title: "The Lighthouse Keeper", day: "2026-11-27", start: 1, seconds: 1800, pages: 30),
            ReadingSessionRecord(
                id: "2", book: "a", title: "The Lighthouse Keeper", day: "2026-11-28", start: 2, seconds: 900, pages: 15, finished: true),
        ])
        let lines = StatisticsText(ReadingStatistics(log: log, today: today)) { $0 == "a" ? 1 : nil }.lines(width: 60)
        let chart = [("█", " "), ("█", " "), ("█", "█"), ("█", "█")].map { String(repeating: " ", count: 52) + $0.0 + " " + $0.1 + " " }
        #expect(
            lines == [
                "Today 15 min · last 7 days 45 min · in all 45 min",
                "60 pages an hour · 2 days in a row (longest 2) · 1 book fin…",
                "",
                "Minutes a day, last 4 weeks (most 30)",
            ] + chart + [
                "11-01" + String(repeating: " ", count: 46) + "11-28",
                "",
                "Books",
                "The Lighthouse K…  ██████████ 100% 45 min · 45 p. · finished",
            ])
    }
}
