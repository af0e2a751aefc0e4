import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// The library in a real terminal: the recent books after reading one, a folder's books,
    /// `--last`, and forgetting a book.
    @Suite(.serialized) struct Library {
        let state = Package.stateDirectory()

        /// Runs `termreader ARGUMENTS` in a fresh tmux pane (from `directory`) with this suite's
        /// state folder; the exit status goes to the returned file. The pane then stays alive (until
        /// the test kills it), so what was printed last is still there to read.
        func run(_ arguments: String, from directory: String = "/", columns: Int = 100, rows: Int = 30) throws -> (Tmux, String) {
            let status = state + "/status-\(UUID().uuidString.prefix(8))"
            let tmux = try Tmux(
                command: "cd '\(directory)' && \(Package.binary) \(arguments); echo $? > \(status); sleep 30", columns: columns, rows: rows,
                environment: Package.readerEnvironment(state: state))
            return (tmux, status)
        }

        /// The exit status written to `file` once the command has ended.
        func exitStatus(_ file: String, _ tmux: Tmux, timeout: Double = 10) throws -> Int32 {
            try tmux.exitStatus(writtenTo: file, timeout: timeout)
        }

        /// Copies the sample book into `folder` under the name `printf` makes of `printfName` (the
        /// shell makes it: a Swift String cannot hold a name that is not UTF-8).
        func copySampleBook(to folder: String, printfName: String) throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let made = Process()
            made.executableURL = URL(fileURLWithPath: "/bin/sh")
            made.arguments = ["-c", "cp '\(Package.book("the-lighthouse-keeper.txt"))' '\(folder)'/\"$(printf '\(printfName)')\""]
            try made.run()
            made.waitUntilExit()
            #expect(made.terminationStatus == 0)
        }

        /// Opens the sample book at `path` (as the shell is given it, from `directory`), turns one page and quits.
        func readOnePage(of path: String, from directory: String = "/") throws {
            let (tmux, status) = try run(path, from: directory)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
            try tmux.sendKeys("Space")
            _ = try tmux.waitUntil { $0.joined().contains("The supply boat came") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
        }

        /// Reads the sample book (from the package folder, by a relative path) two pages in and quits.
        func readTwoPages() throws -> [String] {
            let (tmux, status) = try run("books/the-lighthouse-keeper.txt", from: Package.root)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
            try tmux.sendKeys("Space")
            _ = try tmux.waitUntil { $0.joined().contains("The supply boat came") }
            try tmux.sendKeys("Space")
            // The third page, once the whole book is laid out (the footer counts pages, not indexing).
            // The footer is drawn after the text, so a footer naming page 3 means the page is whole.
            let page = try tmux.waitUntil { $0.last.map { $0.contains("· p. 3/") && !$0.contains("indexing") } == true }
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
            return page
        }

        @Test func aBookReadIsListedWithItsProgressAndOpensAtItsPlace() throws {
            let page = try readTwoPages()
            // From another folder: the state holds the book's absolute path.
            let (tmux, status) = try run("", from: "/")
            defer { tmux.kill() }
            let list = try tmux.waitUntil { $0.joined().contains("the-lighthouse-keeper") }
            #expect(list[0].contains("Recent books"))
            #expect(list[1].contains("› the-lighthouse-keeper"))
            #expect(list[1].contains("% · today"))
            #expect(!list[1].contains(" 0% "), "it shows the progress")
            #expect(list[2].contains(Package.root + "/books/the-lighthouse-keeper.txt"))
            try tmux.sendKeys("Enter")
            // The saved page: drawn first without hyphenation, then again once the patterns are loaded.
            _ = try tmux.waitUntil { Array($0.dropLast()) == Array(page.dropLast()) }
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0, "q in the book quits the program")
        }

        @Test func aFolderListsItsBooksWithProgressForThoseRead() throws {
            _ = try readTwoPages()
            let (tmux, status) = try run("books", from: Package.root)
            defer { tmux.kill() }
            let list = try tmux.waitUntil { $0.joined().contains("the-lighthouse-keeper") }
            #expect(list[0].contains("Books in books"))
            let keeper = try #require(list.firstIndex { $0.contains("the-lighthouse-keeper") })
            #expect(list[keeper].contains("% · today"))
            #expect(list.contains { $0.contains("new") }, "the other samples were never opened")
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
        }

        @Test func aFolderListsAndOpensABookWhoseNameIsNotUTF8() throws {
            // "café.txt" named in Latin-1 (caf, E9, .txt), made by the shell: a Swift String cannot hold it.
            let folder = state + "/latin1-folder"
            try copySampleBook(to: folder, printfName: "caf\\351.txt")
            let (tmux, status) = try run("'\(folder)'")
            defer { tmux.kill() }
            // Listed under a sanitized name (U+FFFD for the byte), then opened by its own bytes.
            let list = try tmux.waitUntil { $0.joined().contains("caf\u{FFFD}") }
            #expect(!list.joined().contains("\u{1B}"))
            try tmux.sendKeys("Enter")
            _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
        }

        @Test func aBookWhoseNameIsNotUTF8IsFoundAgainByTheLibraryAndLast() throws {
            // "naïve.txt" in Latin-1 (na, EF, ve.txt), opened by the shell's bytes.
            let folder = state + "/latin1-recent"
            try copySampleBook(to: folder, printfName: "na\\357ve.txt")
            try readOnePage(of: "'\(folder)'/\"$(printf 'na\\357ve.txt')\"")
            do {
                let (tmux, status) = try run("")
                defer { tmux.kill() }
                // Listed under its repaired name, not missing, and opened at its place.
                let list = try tmux.waitUntil { $0.joined().contains("na\u{FFFD}ve") }
                let row = try #require(list.firstIndex { $0.contains("na\u{FFFD}ve") })
                #expect(!list[row...].prefix(2).joined().contains("missing"))
                #expect(!list.joined().contains("\u{1B}"))
                try tmux.sendKeys("Enter")
                _ = try tmux.waitUntil { $0.joined().contains("The supply boat came") }
                try tmux.sendKeys("q")
                #expect(try exitStatus(status, tmux) == 0)
            }
            try lastOpensAtTheSecondPage()
        }

        /// `--last` opens the book read last at its place, the sample book's second page, and quits.
        func lastOpensAtTheSecondPage() throws {
            let (tmux, status) = try run("--last")
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("The supply boat came") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
        }

        @Test func aRelativeNameThatIsNotUTF8IsFoundAgainByLast() throws {
            // "rel\u{E9}.txt" in Latin-1, named relative to the folder the reader runs in: the
            // absolute path saved must keep its bytes.
            let folder = state + "/latin1-relative"
            try copySampleBook(to: folder + "/nu", printfName: "rel\\351.txt")
            try readOnePage(of: "\"$(printf 'nu/rel\\351.txt')\"", from: folder)
            try lastOpensAtTheSecondPage()
        }

        /// A book that cannot be opened leaves the library up with its one-line error; the EPUB
        /// beside it, named in Latin-1, opens by its own bytes.
        @Test(.enabled(if: EPUBFixtures.available, "needs python3"))
        func aBookThatCannotBeOpenedLeavesTheLibraryUp() throws {
            let folder = state + "/unopenable"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: folder + "/a-empty.txt", contents: Data()))
            let made = Process()
            made.executableURL = URL(fileURLWithPath: "/bin/sh")
            made.arguments = ["-c", "cp '\(EPUBFixtures.path("sound.epub"))' '\(folder)'/\"$(printf 'sm\\351.epub')\""]
            try made.run()
            made.waitUntilExit()
            #expect(made.terminationStatus == 0)
            let (tmux, status) = try run("'\(folder)'")
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("a-empty") && $0.joined().contains("sm\u{FFFD}") }
            try tmux.sendKeys("Enter")
            // The list again, with the reason in its footer.
            _ = try tmux.waitUntil { $0.joined().contains("sm\u{FFFD}") && $0.last?.contains("a-empty.txt: the file has no text") == true }
            try tmux.sendKeys("j")
            try tmux.sendKeys("Enter")
            _ = try tmux.waitUntil { $0.joined().contains("Chapter One") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
        }

        /// Ctrl-C quits the library at once from the forget prompt and from the filter, forgetting nothing.
        @Test(arguments: ["d", "/"])
        func ctrlCQuitsFromAPrompt(prompt: String) throws {
            _ = try readTwoPages()
            do {
                let (tmux, status) = try run("")
                defer { tmux.kill() }
                _ = try tmux.waitUntil { $0.joined().contains("the-lighthouse-keeper") }
                try tmux.sendKeys(prompt)
                _ = try tmux.waitUntil { $0.last?.contains(prompt == "d" ? "forget the-lighthouse-keeper" : "▏") == true }
                try tmux.sendKeys("C-c")
                #expect(try exitStatus(status, tmux) == 0)
            }
            let (tmux, status) = try run("")
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("the-lighthouse-keeper") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
        }

        @Test func lastReopensTheLastBookOrSaysThereIsNone() throws {
            let (none, noneStatus) = try run("--last")
            defer { none.kill() }
            #expect(try exitStatus(noneStatus, none) == 66)
            // The pane may show the line a moment after the status file is written.
            _ = try none.waitUntil { $0.contains { $0.contains("termreader: no book has been read yet") } }
            let page = try readTwoPages()
            let (tmux, status) = try run("--last")
            defer { tmux.kill() }
            let opened = try tmux.waitUntil { Array($0.dropLast()) == Array(page.dropLast()) }
            #expect(opened[0].contains("the-lighthouse-keeper"))
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
        }

        @Test func aMovedBookIsMarkedMissingUntilOpenedFromItsNewPath() throws {
            let old = state + "/old.txt", new = state + "/moved/new.txt"
            try FileManager.default.createDirectory(atPath: state + "/moved", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Package.book("the-lighthouse-keeper.txt"), toPath: old)
            try readOnePage(of: "'\(old)'")
            try FileManager.default.moveItem(atPath: old, toPath: new)
            do {
                let (tmux, status) = try run("")
                defer { tmux.kill() }
                let list = try tmux.waitUntil { $0.joined().contains("missing · " + old) }
                #expect(list[1].contains("› old"))
                try tmux.sendKeys("Enter")
                _ = try tmux.waitUntil { $0.last?.contains("is not there any more") == true }
                try tmux.sendKeys("q")
                #expect(try exitStatus(status, tmux) == 0)
            }
            do {
                let (tmux, status) = try run("'\(new)'")
                defer { tmux.kill() }
                _ = try tmux.waitUntil { $0.joined().contains("The supply boat came") }
                try tmux.sendKeys("q")
                #expect(try exitStatus(status, tmux) == 0, "found by its content, at its place")
            }
            let (tmux, status) = try run("")
            defer { tmux.kill() }
            let list = try tmux.waitUntil { $0.joined().contains(new) }
            #expect(list[1].contains("› new"))
            #expect(!list.joined().contains("missing"), "one row, at the new path")
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
        }

        @Test func dThenYForgetsABook() throws {
            _ = try readTwoPages()
            let (tmux, status) = try run("")
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("the-lighthouse-keeper") }
            try tmux.sendKeys("d")
            _ = try tmux.waitUntil { $0.last?.contains("forget the-lighthouse-keeper") == true }
            try tmux.sendKeys("n")
            // n keeps it: the footer is back and the book still listed, in one capture.
            _ = try tmux.waitUntil { $0.last?.contains("Enter open") == true && $0[1].contains("the-lighthouse-keeper") }
            try tmux.sendKeys("d")
            _ = try tmux.waitUntil { $0.last?.contains("forget the-lighthouse-keeper") == true }
            try tmux.sendKeys("y")
            // The list and the footer are drawn apart: wait for both, never read one while waiting on the other.
            _ = try tmux.waitUntil {
                $0.joined().contains("no books read yet") && $0.last?.contains("forgot the-lighthouse-keeper") == true
            }
            try tmux.sendKeys("q")
            #expect(try exitStatus(status, tmux) == 0)
            let files = try FileManager.default.contentsOfDirectory(atPath: state + "/termreader")
            #expect(files.filter { $0.hasSuffix(".json") && $0 != "settings.json" }.isEmpty, "the state file is gone")
        }
    }
}
