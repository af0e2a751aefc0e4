import Foundation
import ReaderCore
import Synchronization
import TestSupport
import Testing

@testable import ReaderUI

/// The job on a stand-in espeak-ng that writes the voice it was asked for into each file, and
/// has no Latin voice.
@Suite struct ReadAloudJobTests {
    static let speaker = """
        #!/bin/sh
        while [ $# -gt 0 ]; do case "$1" in -v) v=$2; shift;; -w) w=$2; shift;; esac; shift; done
        [ "$v" = la ] && exit 1
        echo "$v" > "$w"
        """

    @Test func sentencesAreSaidInOrderAndAVoiceEspeakLacksFallsBackToEnglish() throws {
        let folder = try TemporaryFolder()
        chmod(try folder.write(Data(Self.speaker.utf8), to: "bin/espeak-ng"), 0o755)
        var book = try TempBook.load("Gallia est omnis divisa. In partes tres.\n\n吾輩は猫である。\n")
        book.language = "la"
        let engine = try SpeechEngine.found(folder: folder.path, rate: 175, path: folder.path + "/bin").get()
        let job = ReadAloudJob(book: book, paragraph: 0, grapheme: 0, end: book.paragraphs.count, engine: engine, number: 4)
        let spoken = Mutex<[Int]>([])
        let ended = job.run(
            JobContext(isStale: { false }, report: { if case .speaking(_, let n) = $0 { spoken.withLock { $0.append(n) } } }))
        guard case .readAloudEnded(let why)? = ended else {
            Issue.record("no end")
            return
        }
        #expect(why == "end of book: read aloud stopped")
        #expect(spoken.withLock { $0 } == [4, 5, 6])
        let voices = try (4...6).map { try String(contentsOfFile: folder.path + "/00000\($0).wav", encoding: .utf8) }
        #expect(voices == ["en\n", "en\n", "ja\n"])
    }

    @Test func aJobNoLongerWantedSaysNothingMore() throws {
        let folder = try TemporaryFolder()
        chmod(try folder.write(Data(Self.speaker.utf8), to: "bin/espeak-ng"), 0o755)
        let book = try TempBook.load("One. Two. Three.\n")
        let engine = try SpeechEngine.found(folder: folder.path, rate: 175, path: folder.path + "/bin").get()
        let job = ReadAloudJob(book: book, paragraph: 0, grapheme: 0, end: book.paragraphs.count, engine: engine, number: 1)
        let stale = Mutex(false)
        let ended = job.run(JobContext(isStale: { stale.withLock { $0 } }, report: { _ in stale.withLock { $0 = true } }))
        #expect(ended == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/000002.wav"))
    }
}
