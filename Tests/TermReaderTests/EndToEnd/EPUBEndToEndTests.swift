import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// An EPUB in a real terminal: it opens at its title page, turns, shows its contents,
    /// quits cleanly and reopens where it was left.
    @Suite(.serialized) struct EPUBReader {
        let state = Package.stateDirectory()

        func open(_ book: String, status: String) throws -> Tmux {
            try Tmux(
                // Pictures off: these pages are the text's (RenderPicturesTests draws pictures).
                command: "\(Package.binary) '\(book)' --images off; echo $? > \(status)", columns: 100, rows: 30,
                environment: Package.readerEnvironment(state: state))
        }

        /// The exit status the shell wrote to `file`.
        func exitStatus(_ file: String, timeout: Double = 10) -> Int32? {
            TestSupport.exitStatus(writtenTo: file, timeout: timeout)
        }

        @Test(.enabled(if: Package.corpus("epub/alice-in-wonderland.epub3.epub") != nil, "needs ../shared/corpus"))
        func opensTurnsShowsContentsAndResumes() throws {
            let book = try #require(Package.corpus("epub/alice-in-wonderland.epub3.epub"))
            let status = state + "/status-1"
            let tmux = try open(book, status: status)
            defer { tmux.kill() }
            let first = try tmux.waitUntil { $0.joined().contains("[image: title]") }
            #expect(
                first[0].contains("Alice's Adventures in Wonderland · Title Page"), "the header shows the EPUB's title and chapter at once")
            try tmux.sendKeys("Space")
            let second = try tmux.waitUntil { $0.joined().wordSpaced.contains("Alice was beginning to get very tired") }
            #expect(second[0].contains("Down The Rabbit-Hole"))
            try tmux.sendKeys("o")
            _ = try tmux.waitUntil { $0.joined().contains("Contents 2/11") && $0.joined().contains("Alice's Evidence") }
            try tmux.sendKeys("G", "Enter")
            _ = try tmux.waitUntil { $0[0].contains("Alice's Evidence") }
            try tmux.sendKeys("q")
            #expect(exitStatus(status) == 0)

            let again = state + "/status-2"
            let reopened = try open(book, status: again)
            defer { reopened.kill() }
            _ = try reopened.waitUntil { $0[0].contains("Alice's Evidence") }
            try reopened.sendKeys("q")
            #expect(exitStatus(again) == 0)
        }

        /// `f` labels the page's links; a letter follows a footnote link to its note, `` ` ``
        /// comes back; an external link is shown in the footer, never opened.
        @Test(.enabled(if: EPUBFixtures.available, "needs python3"))
        func linksLeadToTheirNoteAndBack() throws {
            let status = state + "/status-links"
            let tmux = try open(EPUBFixtures.path("sound.epub"), status: status)
            defer { tmux.kill() }
            // The links are on the second page. The whole book (and the note in its other
            // document) is read in the background.
            _ = try tmux.waitUntil { $0.joined().contains("Chapter One") }
            try tmux.sendKeys("Space")
            _ = try tmux.waitUntil { $0.joined().contains("Links: a note1, part two") && !$0.last!.contains("indexing") }
            try tmux.sendKeys("f")
            let hinted = try tmux.waitUntil { $0.last!.contains("links: type") }
            #expect(hinted.contains { $0.contains("Links: a notea, s") }, "the labels are drawn over their links")
            try tmux.sendKeys("d")
            _ = try tmux.waitUntil { $0.last!.contains("external link (not opened): https://example.org/a?b=1") }
            try tmux.sendKeys("f", "a")
            let note = try tmux.waitUntil { $0.joined().contains("A note, not linear.") }
            #expect(!note.joined().contains("Links:"))
            try tmux.sendKeys("`")
            _ = try tmux.waitUntil { $0.joined().contains("Links: a note1, part two") }
            try tmux.sendKeys("q")
            #expect(exitStatus(status) == 0)
        }
    }
}
