import ReaderCore
import Testing
@testable import ReaderUI
@testable import TermReader

@Suite struct ReadingPaceTests {
    @Test func pagesReadTeachThePaceAndPausesAndSkimsDoNot() {
        var pace = ReadingPace()
        #expect(pace.seconds(forCharacters: 100) == nil)
        let skim = pace.record(seconds: 0.5, characters: 1000)
        let pause = pace.record(seconds: 121, characters: 1000)
        let empty = pace.record(seconds: 30, characters: 0)
        #expect(!skim && !pause && !empty, "flipping through, a pause, an empty page")
        #expect(pace.pages == 0)
        let first = pace.record(seconds: 20, characters: 1000)
        #expect(first)
        #expect(pace.seconds(forCharacters: 500) == 10)
        pace.record(seconds: 40, characters: 1000)
        #expect(pace.seconds(forCharacters: 1000) == 30, "the average of the pages read")
        #expect(pace.pages == 2)
    }

    @Test func theAverageFollowsRecentPages() {
        var pace = ReadingPace()
        for _ in 0..<200 { pace.record(seconds: 10, characters: 1000) }
        for _ in 0..<200 { pace.record(seconds: 20, characters: 1000) }
        #expect(abs(pace.seconds(forCharacters: 1000)! - 20) < 0.5, "not the plain mean, 15")
    }

    @Test func timeLeftReadsLikeAClock() {
        #expect(TimeLeft.format(0.2) == "1 s")
        #expect(TimeLeft.format(45) == "45 s")
        #expect(TimeLeft.format(12 * 60 + 10) == "12 min")
        #expect(TimeLeft.format(3 * 3600 + 20 * 60) == "3 h 20")
        #expect(TimeLeft.format(2 * 3600 + 5 * 60) == "2 h 05")
        #expect(TimeLeft.format(2 * 3600) == "2 h")
    }
}

@Suite struct PaceModelTests {
    func model(_ footer: [FooterField]) -> ReaderModel {
        ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none, footer: footer)
    }

    @Test func turnsOnAFakeClockGiveTheTimeLeft() throws {
        let m = model([.percent, .timeLeft])
        m.navigator.index.completeAll()
        #expect(m.view().lines.last!.contains("time left: after a few pages"))
        var now = 100.0
        for _ in 0..<3 {
            _ = m.update(.key("Space"), now: now)
            now += 30
        }
        #expect(m.remembered.pace.pages == 2, "the first turn only starts the stopwatch")
        let left = m.timeLeft()
        let chapterPages = m.navigator.pagesInChapter - m.navigator.position.page
        let bookPages = try #require(m.navigator.index.totalPages) - m.navigator.index.globalPage(m.navigator.position)! + 1
        let chapter = try #require(left.chapter), book = try #require(left.book)
        // Pages differ a little in length: the time follows the characters.
        #expect(abs(chapter - 30 * Double(chapterPages)) < 0.1 * chapter)
        #expect(abs(book - 30 * Double(bookPages)) < 0.1 * book)
        #expect(m.view().lines.last!.contains("ch. \(TimeLeft.format(chapter)) · book \(TimeLeft.format(book)) left"))
    }

    @Test func jumpsPausesAndTurnsBackAreNotReading() {
        let m = model([.timeLeft])
        _ = m.update(.key("Space"), now: 0)
        _ = m.update(.key("]"), now: 10)
        _ = m.update(.key("Space"), now: 20)
        _ = m.update(.key("b"), now: 30)
        _ = m.update(.key("Space"), now: 40)
        _ = m.update(.key("Space"), now: 400)
        #expect(m.remembered.pace.pages == 0)
        _ = m.update(.key("Space"), now: 410)
        #expect(m.remembered.pace.pages == 1)
    }

    @Test func theClockShowsTheTimeAndWakesForTheNextMinute() {
        let m = model([.clock, .percent])
        _ = m.update(.localTime(14 * 3600 + 5 * 60 + 30))
        #expect(m.view().lines.last!.hasPrefix(" 14:05 · 0%"))
        #expect(m.nextFrameDelay(now: 0) == 30_000)
        _ = m.update(.localTime(9 * 3600 + 59))
        #expect(m.view().lines.last!.hasPrefix(" 09:00 · 0%"))
        #expect(model(FooterField.standard).nextFrameDelay(now: 0) == -1, "no clock, no wake-ups")
    }
}
