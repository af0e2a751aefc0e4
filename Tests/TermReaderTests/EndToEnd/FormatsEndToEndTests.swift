import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// An FB2 book (zipped) in a real terminal: it opens with its description's title, goes to a
    /// chapter from the contents, quits cleanly, reopens where it was left and keeps the place on a resize.
    @Suite(.serialized) struct FormatsReader {
        let state = Package.stateDirectory()

        func open(_ book: String, status: String) throws -> Tmux {
            try Tmux(
                command: "\(Package.binary) '\(book)'; echo $? > \(status)", columns: 80, rows: 24,
                environment: Package.readerEnvironment(state: state))
        }

        @Test func aZippedFB2OpensTurnsAndResumes() throws {
            let folder = try TemporaryFolder()
            let chapters = FormatFixtures.chapters(5, paragraphs: 12, seed: 7)
            let xml = FormatFixtures.fb2(title: "Lamps North", author: ("Ada", "Lovelace"), language: "en", chapters: chapters)
            let book = folder.path + "/lamps.fb2.zip"
            try FormatFixtures.zip([("lamps.fb2", Data(xml.utf8))], to: book)
            let status = state + "/status-fb2"
            let tmux = try open(book, status: status)
            defer { tmux.kill() }
            let first = try tmux.waitUntil { $0.joined().contains("Chapter 1") }
            #expect(first[0].contains("Lamps North"), "the header shows the description's title")
            try tmux.sendKeys("o")
            _ = try tmux.waitUntil { $0.joined().contains("Chapter 5") }
            try tmux.sendKeys("G", "Enter")
            _ = try tmux.waitUntil { $0[0].contains("Chapter 5") }
            try tmux.sendKeys("q")
            #expect(TestSupport.exitStatus(writtenTo: status, timeout: 10) == 0)

            let again = state + "/status-fb2-again"
            let reopened = try open(book, status: again)
            defer { reopened.kill() }
            _ = try reopened.waitUntil { $0[0].contains("Chapter 5") }
            // A narrower screen shows the same place.
            try reopened.resize(columns: 60, rows: 20)
            _ = try reopened.waitUntil { $0[0].count <= 60 && $0[0].contains("Chapter 5") }
            try reopened.sendKeys("q")
            #expect(TestSupport.exitStatus(writtenTo: again, timeout: 10) == 0)
        }
    }
}
