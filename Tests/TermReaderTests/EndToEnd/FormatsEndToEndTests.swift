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
            try opensTurnsAndResumes(book, title: "Lamps North", first: "Chapter 1", last: "Chapter 5", name: "fb2")
        }

        /// A comic opens on its first picture, turns to the next one a page at a time (the picture
        /// drawn in character cells), and reopens on the page it was left at.
        @Test func aComicOpensTurnsAPictureAPageAndResumes() throws {
            let folder = try TemporaryFolder()
            let picture = try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/quadrants.png"))
            let book = folder.path + "/lamp.cbz"
            try FormatFixtures.zip([("p10.png", picture), ("p2.png", picture), ("p1.png", picture)], to: book)
            let status = state + "/status-cbz"
            let tmux = try open(book, status: status)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("page 1 of 3") }
            try tmux.sendKeys("Space")
            // The picture is decoded in the background: the page may show before it, then with it.
            let chafa = FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libchafa.so.0")
            let second = try tmux.waitUntil { $0.joined().contains("page 2 of 3") && (!chafa || $0.joined().contains("▀")) }
            #expect(!second.joined().contains("page 1 of 3"), "one picture a page")
            try tmux.sendKeys("q")
            #expect(TestSupport.exitStatus(writtenTo: status, timeout: 10) == 0)

            let again = state + "/status-cbz-again"
            let reopened = try open(book, status: again)
            defer { reopened.kill() }
            _ = try reopened.waitUntil { $0.joined().contains("page 2 of 3") }
            try reopened.sendKeys("q")
            #expect(TestSupport.exitStatus(writtenTo: again, timeout: 10) == 0)
        }

        /// A Kindle book (libmobi) and a PDF (poppler's programs) behave as any other book; each
        /// runs where its library or programs are installed.
        @Test(arguments: [
            (
                "Tests/Fixtures/mobi/book.azw3", "A Small Kindle Book", "Chapter One", "Chapter Three",
                "/usr/lib/x86_64-linux-gnu/libmobi.so.0"
            ),
            (
                "Tests/Fixtures/mobi/book.mobi", "A Small Kindle Book", "Chapter One", "Chapter Three",
                "/usr/lib/x86_64-linux-gnu/libmobi.so.0"
            ),
            ("Tests/Fixtures/pdf/manual.pdf", "A Test Manual", "Chapter One", "Chapter Two", "/usr/bin/pdftohtml"),
        ])
        func aKindleBookAndAPDFOpenTurnAndResume(book: String, title: String, first: String, last: String, needs: String) throws {
            guard FileManager.default.fileExists(atPath: needs) else { return }
            try opensTurnsAndResumes(
                Package.root + "/" + book, title: title, first: first, last: last, name: (book as NSString).lastPathComponent)
        }

        /// Opens `book` (its header shows `title` over chapter `first`), goes to chapter `last` from the
        /// contents, quits cleanly, reopens there and keeps the place on a resize.
        func opensTurnsAndResumes(_ book: String, title: String, first: String, last: String, name: String) throws {
            let status = state + "/status-\(name)"
            let tmux = try open(book, status: status)
            defer { tmux.kill() }
            let opened = try tmux.waitUntil { $0.joined().contains(first) }
            #expect(opened[0].contains(title), "the header shows the book's own title")
            try tmux.sendKeys("o")
            _ = try tmux.waitUntil { $0.joined().contains(last) }
            try tmux.sendKeys("G", "Enter")
            _ = try tmux.waitUntil { $0[0].contains(last) }
            try tmux.sendKeys("q")
            #expect(TestSupport.exitStatus(writtenTo: status, timeout: 10) == 0)

            let again = state + "/status-\(name)-again"
            let reopened = try open(book, status: again)
            defer { reopened.kill() }
            _ = try reopened.waitUntil { $0[0].contains(last) }
            // A narrower screen shows the same place.
            try reopened.resize(columns: 60, rows: 20)
            _ = try reopened.waitUntil { $0[0].count <= 60 && $0[0].contains(last) }
            try reopened.sendKeys("q")
            #expect(TestSupport.exitStatus(writtenTo: again, timeout: 10) == 0)
        }
    }
}
