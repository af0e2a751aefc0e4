import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// Reading aloud as the model runs it: `p` starts a job at the top of the page, the sentence
/// said is highlighted and the pages follow it, `p` pauses and goes on from that sentence,
/// `+`/`-` restart it faster or slower, any other key pauses, Esc stops, the sleep timer and
/// the end of the stretch stop it. (The job itself is not run: `SpeechEngineTests`.)
@Suite struct ReadAloudModelTests {
    /// A model whose `PATH` holds a stand-in espeak-ng, writing into a folder.
    static func model(_ speech: SpeechSettings = SpeechSettings(), path: String? = nil) throws -> (ReaderModel, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let program = try folder.write(Data("#!/bin/sh\nexit 0\n".utf8), to: "bin/espeak-ng")
        chmod(program, 0o755)
        var speech = speech
        speech.folder = folder.path
        let m = ReaderModel(
            book: sampleBook(), location: .start, columns: 90, rows: 20, theme: .light, mode: .none, speech: speech,
            programPath: path ?? folder.path + "/bin")
        return (m, folder)
    }

    static func job(_ effects: [Effect]) -> ReadAloudJob? {
        for case .start(let job as ReadAloudJob) in effects { return job }
        return nil
    }

    /// The sentences a job says, in order.
    static func sentences(of job: ReadAloudJob) -> [SpokenSentence] {
        var all = SpokenSentences(book: job.book, paragraph: job.paragraph, grapheme: job.grapheme, end: job.end)
        var said: [SpokenSentence] = []
        while let s = all.next() { said.append(s) }
        return said
    }

    @Test func theSentenceSaidIsHighlightedAndThePagesFollowIt() throws {
        let (m, folder) = try Self.model()
        defer { withExtendedLifetime(folder) {} }
        let job = try #require(Self.job(m.update(.key("p"), now: 0)))
        #expect(m.isReadingAloud)
        #expect(job.paragraph == 0 && job.grapheme == 0 && job.end == m.navigator.book.paragraphs.count && job.number == 1)
        let said = Self.sentences(of: job)
        _ = m.update(.speaking(said[1], number: 2), now: 1)
        let mark = TextMark(paragraph: said[1].paragraph, graphemes: said[1].graphemes, role: .highlightCurrent)
        #expect(m.marks(on: [m.navigator.position]).first == mark)
        #expect(m.navigator.position.page == 0)

        // A sentence on the next page turns to it.
        let next = try #require(
            said.first { m.navigator.index.position(of: PageAnchor(paragraph: $0.paragraph, grapheme: $0.graphemes.lowerBound)).page == 1 })
        _ = m.update(.speaking(next, number: 9), now: 2)
        #expect(m.navigator.position.page == 1)
        _ = m.update(.tick, now: 10)
        #expect(m.view(now: 10).lines.last!.contains("▶ aloud 175/min"))
    }

    @Test func pPausesAndGoesOnFromTheSentenceItPausedAt() throws {
        let (m, folder) = try Self.model()
        defer { withExtendedLifetime(folder) {} }
        let said = Self.sentences(of: try #require(Self.job(m.update(.key("p"), now: 0))))
        _ = m.update(.speaking(said[2], number: 3), now: 1)
        let paused = m.update(.key("p"), now: 2)
        #expect(paused.contains(.cancel(ReadAloudJob.kind)))
        #expect(!m.isReadingAloud)
        _ = m.update(.tick, now: 10)
        #expect(m.view(now: 10).lines.last!.contains("‖ aloud"))
        #expect(m.marks(on: [m.navigator.position]).first?.paragraph == said[2].paragraph, "the place stays marked")
        let again = try #require(Self.job(m.update(.key("p"), now: 3)))
        #expect((again.paragraph, again.grapheme, again.number) == (said[2].paragraph, said[2].graphemes.lowerBound, 3))
    }

    @Test func plusAndMinusRestartTheSentenceFasterOrSlower() throws {
        let (m, folder) = try Self.model()
        defer { withExtendedLifetime(folder) {} }
        let said = Self.sentences(of: try #require(Self.job(m.update(.key("p"), now: 0))))
        _ = m.update(.speaking(said[1], number: 2), now: 1)
        let faster = try #require(Self.job(m.update(.key("+"), now: 2)))
        #expect(faster.engine.rate == 200 && faster.paragraph == said[1].paragraph && faster.number == 2)
        #expect(m.isReadingAloud)
        let slower = try #require(Self.job(m.update(.key("-"), now: 3)))
        #expect(slower.engine.rate == 175)
    }

    @Test func anotherKeyPausesAndDoesWhatItDoesAndEscStops() throws {
        let (m, folder) = try Self.model()
        defer { withExtendedLifetime(folder) {} }
        _ = m.update(.key("p"), now: 0)
        let effects = m.update(.key("l"), now: 1)
        #expect(effects.contains(.cancel(ReadAloudJob.kind)))
        #expect(!m.isReadingAloud && m.navigator.position.page == 1)
        _ = m.update(.key(.escape), now: 2)
        #expect(m.readAloud.sentence == nil)
        _ = m.update(.tick, now: 10)
        #expect(!m.view(now: 10).lines.last!.contains("aloud"))
    }

    @Test func theSleepTimerPausesIt() throws {
        var speech = SpeechSettings()
        speech.minutes = 1
        let (m, folder) = try Self.model(speech)
        defer { withExtendedLifetime(folder) {} }
        _ = m.update(.key("p"), now: 100)
        #expect(m.nextFrameDelay(now: 100) <= 60_000, "the loop wakes for the timer")
        #expect(!m.update(.tick, now: 159).contains(.cancel(ReadAloudJob.kind)))
        #expect(m.update(.tick, now: 160).contains(.cancel(ReadAloudJob.kind)))
        #expect(!m.isReadingAloud)
    }

    /// `z` while it reads: 15, 30, 45, 60, 90 minutes from now, then none; the timer chosen
    /// stays for the next start, and `z` neither pauses nor reaches the page.
    @Test func zSetsTheSleepTimer() throws {
        let (m, folder) = try Self.model()
        defer { withExtendedLifetime(folder) {} }
        _ = m.update(.key("p"), now: 100)
        #expect(m.update(.key("z"), now: 100).isEmpty && m.isReadingAloud)
        #expect(m.flash?.text == "read aloud: stops in 15 minutes")
        #expect(!m.update(.tick, now: 100 + 15 * 60 - 1).contains(.cancel(ReadAloudJob.kind)))
        for minutes in [30, 45, 60, 90] {
            _ = m.update(.key("z"), now: 200)
            #expect(m.flash?.text == "read aloud: stops in \(minutes) minutes")
        }
        _ = m.update(.key("z"), now: 200)
        #expect(m.flash?.text == "read aloud: no sleep timer")
        #expect(!m.update(.tick, now: 100_000).contains(.cancel(ReadAloudJob.kind)))
        _ = m.update(.key("z"), now: 300)
        _ = m.update(.key("p"), now: 400)
        _ = m.update(.key("p"), now: 500)
        #expect(m.update(.tick, now: 500 + 15 * 60).contains(.cancel(ReadAloudJob.kind)), "the timer chosen counts from the new start")
    }

    /// The footer counts the sleep timer's minutes down, and the loop wakes when the count changes.
    @Test func theFooterCountsTheSleepTimerDown() throws {
        let (m, folder) = try Self.model()
        defer { withExtendedLifetime(folder) {} }
        _ = m.update(.key("p"), now: 100)
        _ = m.update(.tick, now: 110) // the flash of its keys is gone
        #expect(m.view(now: 110).lines.last!.contains("▶ aloud 175/min · none"), "no timer")
        _ = m.update(.key("z"), now: 110)
        _ = m.update(.tick, now: 120)
        #expect(m.view(now: 120).lines.last!.contains("▶ aloud 175/min · sleep 15 min"))
        #expect(m.view(now: 110 + 60).lines.last!.contains("· sleep 14 min"))
        #expect(m.view(now: 110 + 14 * 60 + 30).lines.last!.contains("· sleep 1 min"))
        #expect(m.nextFrameDelay(now: 110 + 30) == 30_000, "the next minute of the count")
        _ = m.update(.key("p"), now: 200)
        _ = m.update(.tick, now: 210)
        #expect(!m.view(now: 210).lines.last!.contains("· sleep"), "paused: no timer runs")
    }

    /// Started on the window a book opens with (here its second chapter), reading goes on
    /// through the whole book once it is read, from the sentence being said, found in it.
    @Test func aBookStillLoadingIsReadOnceItIsWhole() throws {
        let book = sampleBook(chapters: 3, paragraphsPerChapter: 8)
        let second = book.chapters[1]
        let window = Book(
            title: book.title, encoding: book.encoding, sourceSize: book.sourceSize, paragraphs: Array(book.paragraphs[second.paragraphs]),
            chapters: [Chapter(title: second.title, paragraphs: 0..<second.paragraphs.count, heading: 0, offset: second.offset)])
        let folder = try TemporaryFolder()
        let program = try folder.write(Data("#!/bin/sh\nexit 0\n".utf8), to: "bin/espeak-ng")
        chmod(program, 0o755)
        var speech = SpeechSettings()
        speech.folder = folder.path
        let m = ReaderModel(
            book: window, location: Location(offset: second.offset, grapheme: 0), columns: 90, rows: 20, theme: .light, mode: .none,
            provisional: true, speech: speech, programPath: folder.path + "/bin")
        let first = try #require(Self.job(m.update(.key("p"), now: 0)))
        #expect(first.end == window.paragraphs.count, "the window alone is there to read")
        let said = Self.sentences(of: first)
        _ = m.update(.speaking(said[3], number: 4), now: 1)
        let whole = try #require(Self.job(m.update(.bookLoaded(book), now: 2)))
        #expect(whole.book.paragraphs.count == book.paragraphs.count && whole.end == book.paragraphs.count)
        let at = whole.paragraph - second.paragraphs.lowerBound
        #expect((at, whole.grapheme, whole.number) == (said[3].paragraph, said[3].graphemes.lowerBound, 4), "from the same sentence")
        #expect(m.marks(on: [m.navigator.position]).first?.paragraph == whole.paragraph, "the highlight is on it in the whole book")
    }

    @Test func itStopsAtTheChapterEndWhenAskedAndSaysWhyItStopped() throws {
        var speech = SpeechSettings()
        speech.stop = .chapter
        let (m, folder) = try Self.model(speech)
        defer { withExtendedLifetime(folder) {} }
        let job = try #require(Self.job(m.update(.key("p"), now: 0)))
        #expect(job.end == m.navigator.book.chapters[0].paragraphs.upperBound)
        _ = m.update(.readAloudEnded("end of chapter: read aloud stopped"), now: 1)
        #expect(!m.isReadingAloud && m.flash?.text == "end of chapter: read aloud stopped")
    }

    @Test func withoutEspeakNgItSaysWhatToInstall() throws {
        let (m, folder) = try Self.model(path: "/nonexistent")
        defer { withExtendedLifetime(folder) {} }
        #expect(m.update(.key("p"), now: 0).isEmpty)
        #expect(!m.isReadingAloud)
        #expect(m.flash?.text == "read aloud: no speech engine: install espeak-ng")
    }
}
