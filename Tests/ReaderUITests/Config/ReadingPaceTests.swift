import ReaderCore
import Synchronization
import TestSupport
import Testing

@testable import ReaderUI

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

    /// A break on one page (under `longestPause`) or a page skimmed, once the pace is settled,
    /// counts as at most twice off it: the estimate barely moves.
    @Test func oneSlowOrQuickPageBarelyMovesASettledPace() {
        for outlier in [100.0, 1.5] {
            var pace = ReadingPace()
            for _ in 0..<10 { pace.record(seconds: 10, characters: 1000) }
            pace.record(seconds: outlier, characters: 1000)
            let seconds = pace.seconds(forCharacters: 1000)!
            #expect(seconds > 9.5 && seconds < 11, "\(outlier) s on a page: \(seconds)")
        }
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
    func model(_ footer: [FooterField], localTime: @escaping @Sendable () -> Double? = { nil }) -> ReaderModel {
        ReaderModel(
            book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none, footer: footer,
            localTime: localTime)
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
        // The characters on the pages left (this one included), at the pace learned.
        let index = m.navigator.index, here = m.navigator.position
        func characters(ofChapter c: Int, from page: Int) -> Int {
            (page..<index.pageCount(ofChapter: c)).reduce(0) {
                $0 + ReaderModel.characters(on: index.page(PagePosition(chapter: c, page: $1)))
            }
        }
        let chapterCharacters = characters(ofChapter: here.chapter, from: here.page)
        let bookCharacters =
            chapterCharacters + (here.chapter + 1..<index.chapterCount).reduce(0) { $0 + characters(ofChapter: $1, from: 0) }
        let pace = try #require(m.remembered.pace.secondsPerCharacter)
        let chapter = try #require(left.chapter), book = try #require(left.book)
        #expect(abs(chapter - pace * Double(chapterCharacters)) < 0.05 * chapter)
        #expect(abs(book - pace * Double(bookCharacters)) < 0.05 * book)
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
        let clock = Mutex(14.0 * 3600 + 5 * 60 + 30)
        let m = model([.clock, .percent]) { clock.withLock { $0 } }
        #expect(m.view().lines.last!.hasPrefix(" 14:05 · 0%"))
        #expect(m.nextFrameDelay(now: 0) == 30_000)
        clock.withLock { $0 = 9 * 3600 + 59 }
        #expect(m.view().lines.last!.hasPrefix(" 09:00 · 0%"))
        #expect(model(FooterField.standard).nextFrameDelay(now: 0) == -1, "no clock, no wake-ups")
    }
}

/// Time left at a steady pace over pages that hold very different amounts of text: it falls
/// page after page (it once swung 21 → 14 → 19 min, from the characters per page seen so far).
@Suite struct TimeLeftPropertyTests {
    /// Chapters of paragraphs from a few words to a few hundred, seeded.
    func unevenBook(seed: UInt64) -> Book {
        var generator = SplitMix(state: seed)
        var paragraphs: [Paragraph] = [], chapters: [Chapter] = []
        var offset = 0
        for c in 0..<4 {
            let start = paragraphs.count
            for p in 0..<Int.random(in: 10...40, using: &generator) {
                let words =
                    p == 0
                    ? ["Chapter", "\(c + 1)"]
                    : (0..<Int.random(in: 1...300, using: &generator)).map { _ in
                        ["the", "lamp", "burned", "over", "a", "grey", "swell", "lighthouse"].randomElement(using: &generator)!
                    }
                let text = words.joined(separator: " ")
                paragraphs.append(Paragraph(offset: offset, text: text))
                offset += text.utf8.count + 1 + Int.random(in: 1...3, using: &generator)
            }
            chapters.append(
                Chapter(title: "Chapter \(c + 1)", paragraphs: start..<paragraphs.count, heading: start, offset: paragraphs[start].offset))
        }
        return Book(title: "uneven", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs, chapters: chapters)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func atASteadyPaceTheTimeLeftOnlyFalls(seed: UInt64) throws {
        let m = ReaderModel(
            book: unevenBook(seed: seed), location: .start, columns: 70, rows: 24, theme: .light, mode: .none, footer: [.timeLeft])
        m.navigator.index.completeAll()
        let secondsPerCharacter = 0.05
        var now = 0.0
        var previous: (chapter: Double, book: Double, position: PagePosition)?
        while true {
            // Each page takes as long as its characters at the pace.
            now += Double(ReaderModel.characters(on: m.navigator.page)) * secondsPerCharacter
            _ = m.update(.key("Space"), now: now)
            if m.hint == "end of book" { break }
            let left = m.timeLeft()
            guard let chapter = left.chapter, let book = left.book else { continue }
            if let previous {
                // Chapters not yet read are estimated from their share of the file: entering one may
                // correct the estimate, by far less than the footer's rounding.
                #expect(book <= previous.book * 1.002, "book: \(previous.book) → \(book) at \(m.navigator.position)")
                if previous.position.chapter == m.navigator.position.chapter {
                    #expect(chapter < previous.chapter + 1e-9, "chapter: \(previous.chapter) → \(chapter) at \(m.navigator.position)")
                }
            }
            previous = (chapter, book, m.navigator.position)
        }
        #expect(previous != nil)
    }
}
