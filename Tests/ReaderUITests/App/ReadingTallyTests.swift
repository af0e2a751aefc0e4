import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// What a sitting reads, for the statistics: time on pages turned forward (capped when the reader
/// was away), pages, the end reached; the statistics panel opened from the keys.
@Suite struct ReadingTallyTests {
    func model() -> ReaderModel {
        ReaderModel(book: sampleBook(chapters: 2), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
    }

    @Test func forwardTurnsCountTheirPagesAndTime() {
        let m = model()
        _ = m.update(.key("Space"), now: 0)
        _ = m.update(.key("Space"), now: 30)
        _ = m.update(.key("Space"), now: 75)
        #expect(m.tally.pages == 2)
        #expect(m.tally.seconds == 75)
        // A turn back stops the clock; a page left open for an hour counts ten minutes.
        _ = m.update(.key("b"), now: 80)
        _ = m.update(.key("Space"), now: 90)
        _ = m.update(.key("Space"), now: 3690)
        #expect(m.tally.pages == 3)
        #expect(m.tally.seconds == 75 + ReadingTally.maxPageSeconds)
        #expect(!m.tally.finished)
    }

    @Test func reachingTheLastPageFinishesTheBook() {
        let m = model()
        var now = 0.0
        while m.navigator.position(after: m.navigator.position) != nil {
            _ = m.update(.key("Space"), now: now)
            now += 5
        }
        #expect(m.tally.finished)
    }

    @Test func theStatisticsKeyAsksForTheLogAndThePanelShowsIt() {
        let m = model()
        #expect(m.update(.key("S")) == [.loadStatistics])
        let log = ReadingLog(sessions: [
            ReadingSessionRecord(id: "1", book: "b", title: "T", day: "2026-11-28", start: 0, seconds: 600, pages: 9)
        ])
        _ = m.update(.statistics(StatisticsText(ReadingStatistics(log: log, today: CivilDay("2026-11-28")!))))
        #expect(m.view().lines.joined().contains("Today 10 min"))
        _ = m.update(.key("x"))
        #expect(m.overlay == nil)
    }
}
