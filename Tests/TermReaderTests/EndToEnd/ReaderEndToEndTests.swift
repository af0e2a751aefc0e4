import Foundation
import ReaderCore
import TestSupport
import Testing

extension EndToEnd {
    /// The real binary in a real terminal: open, turn, resize, quit, resume, signals.
    @Suite(.serialized) struct Reader {
        let state = Package.stateDirectory()

        /// Runs the reader under a shell that records its exit status in a file: the
        /// shell reaps it (a detached tmux server here does not always notice its pane's
        /// command exit) and the status is read from the file.
        func open(_ book: String, _ extra: String = "", launcher: String = "", columns: Int = 100, rows: Int = 30) throws -> Tmux {
            let status = state + "/status-\(UUID().uuidString.prefix(8))"
            let tmux = try Tmux(
                command: "\(launcher) \(Package.binary) \(extra) '\(book)'; echo $? > \(status)", columns: columns, rows: rows,
                environment: Package.readerEnvironment(state: state))
            statusFiles[tmux.socket] = status
            return tmux
        }

        /// Where each session's exit status goes.
        private var statusFiles = StatusFiles()

        /// The reader's exit status once it has ended.
        func exitStatus(_ tmux: Tmux, timeout: Double = 10) throws -> Int32 {
            try tmux.exitStatus(writtenTo: statusFiles[tmux.socket]!, timeout: timeout)
        }

        /// The reader's process: the child of the pane's shell.
        func readerPID(_ tmux: Tmux) throws -> pid_t {
            let shell = try #require(try tmux.panePID())
            let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
            return try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
        }

        /// `line` without trailing spaces.
        func trimmed(_ line: String) -> String {
            var s = Substring(line)
            while s.last == " " { s.removeLast() }
            return String(s)
        }

        /// The footer row (last line of the screen).
        func footer(_ screen: [String]) -> String { screen.last ?? "" }

        @Test func opensTurnsPagesAndQuitsCleanly() throws {
            let tmux = try open(Package.book("the-lighthouse-keeper.txt"))
            defer { tmux.kill() }
            // The whole first frame: ncurses writes it top to bottom, so a capture may catch
            // the text before the footer.
            let first = try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") && footer($0).contains("1/1") }
            #expect(first[0].contains("the-lighthouse-keeper"))
            try tmux.sendKeys("Space")
            let second = try tmux.waitUntil { $0.joined().contains("The supply boat came") }
            #expect(second[0].contains("Chapter 1. The Last Boat"), "header shows the chapter")
            #expect(second != first)
            try tmux.sendKeys("b")
            _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
            try tmux.sendKeys("b")
            _ = try tmux.waitUntil { footer($0).contains("first page") }
            try tmux.sendKeys("G")
            try tmux.sendKeys("Space")
            _ = try tmux.waitUntil { footer($0).contains("end of book") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(tmux) == 0)
            let after = try tmux.capture()
            #expect(!after.joined().contains("end of book"), "the normal screen is back")
        }

        @Test func resumesWhereTheReaderLeft() throws {
            let book = Package.book("the-lighthouse-keeper.txt")
            do {
                let tmux = try open(book)
                defer { tmux.kill() }
                _ = try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
                try tmux.sendKeys("]", "]")
                _ = try tmux.waitUntil { $0[0].contains("Chapter 2. The Lamp Room") }
                try tmux.sendKeys("q")
                _ = try exitStatus(tmux)
            }
            let cached = try FileManager.default.contentsOfDirectory(atPath: state + "/cache/termreader")
            #expect(cached.contains { $0.hasSuffix(".index.json") }, "the chapter index is cached for the next open")
            #expect(cached.contains { $0.hasSuffix(".open.json") })
            let tmux = try open(book, columns: 70, rows: 20)
            defer { tmux.kill() }
            let screen = try tmux.waitUntil { $0[0].contains("Chapter 2. The Lamp Room") }
            #expect(screen.joined().wordSpaced.contains("The lamp room was the heart"), "resumes at the saved place at another size")
            let fresh = try open(book, "--from-start")
            defer { fresh.kill() }
            _ = try fresh.waitUntil { $0.joined().contains("A short novel written for termreader") }
        }

        /// Ctrl-C quits at once from every prompt and panel — search, go to, contents and its
        /// filter, help, the boss screen — and the place is saved, as `q` saves it.
        @Test(arguments: [
            (["/", "l", "a", "m", "p"], "Search"), ([":", "1", "2"], "Go to page or percent"), (["o"], "Contents "),
            (["o", "/", "l", "a"], "Contents /la"), (["?"], "Keys 1-"), (["x"], ""),
        ])
        func ctrlCQuitsFromAnyPromptOrPanelAndSaves(keys: [String], shown: String) throws {
            let book = Package.book("the-lighthouse-keeper.txt")
            var turnedTo = ""
            do {
                let tmux = try open(book, "--from-start")
                defer { tmux.kill() }
                _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
                try tmux.sendKeys("]", "]")
                let chapter = try tmux.waitUntil { $0[0].contains("Chapter 2. The Lamp Room") && Self.globalPage($0) != nil }
                try tmux.sendKeys("Space")
                // The footer's page number, not the page's text: a capture may catch a frame half drawn.
                let turned = try tmux.waitUntil { Self.globalPage($0).map { $0 != Self.globalPage(chapter) } ?? false }
                turnedTo = Self.globalPage(turned) ?? ""
                for key in keys { try tmux.sendKeys(key) }
                if shown.isEmpty {
                    _ = try tmux.waitUntil { $0.allSatisfy { trimmed($0).isEmpty || trimmed($0) == "$" } }
                } else {
                    _ = try tmux.waitUntil { $0.joined().contains(shown) }
                }
                try tmux.sendKeys("C-c")
                #expect(try exitStatus(tmux) == 0, "one Ctrl-C quits")
            }
            let tmux = try open(book)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { Self.globalPage($0) == turnedTo }
        }

        /// The global page the footer shows (`p. 4/5`) once the whole book is laid out, else nil.
        static func globalPage(_ screen: [String]) -> String? {
            guard let footer = screen.last, !footer.contains("indexing") else { return nil }
            return footer.split(separator: "·").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("p. ") }
        }

        @Test(arguments: ["TERM", "INT", "HUP", "ALRM", "USR1", "USR2"])
        func signalsSaveThePlaceAndRestoreTheTerminal(signal: String) throws {
            let book = Package.book("deng-ta.txt")
            let tmux = try open(book)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("灯塔") }
            try tmux.sendKeys("]", "]", "]")
            _ = try tmux.waitUntil { $0[0].contains("第三章") }
            // The pane's own record of the modes the reader set: the alternate screen, mouse
            // tracking (1000/1002) and SGR mouse reports (1006). On while reading, so the
            // check after exit can tell a restored terminal from one never changed.
            let modes = "#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}"
            #expect(try tmux.display(modes) == "1 1 1", "while reading: alternate screen, mouse tracking, SGR reports")
            // The turns were saved as they happened; the signal must make the loop save once more.
            let savedBefore = try newestSave()
            let pid = try readerPID(tmux)
            let number: Int32 = [
                "TERM": SIGTERM, "INT": SIGINT, "HUP": SIGHUP, "ALRM": SIGALRM, "USR1": SIGUSR1, "USR2": SIGUSR2,
            ][signal]!
            #expect(Foundation.kill(pid, number) == 0)
            let status = try exitStatus(tmux)
            #expect(status == 128 + number)
            #expect(try tmux.display(modes) == "0 0 0", "after the signal: normal screen, mouse tracking off")
            #expect(try newestSave() > savedBefore, "saved on the way out")
            let again = try open(book)
            defer { again.kill() }
            _ = try again.waitUntil { $0[0].contains("第三章 海送来的东西") }
        }

        /// `kill -STOP`, then the shell's cooked modes put back on the terminal (as a shell does
        /// while its job is stopped), then `fg`'s SIGCONT: the reader takes its raw modes back, so
        /// a single key works again without Enter.
        @Test func aStoppedAndContinuedReaderTakesTheTerminalBack() throws {
            let book = Package.book("deng-ta.txt")
            let tmux = try open(book)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("灯塔") }
            let pid = try readerPID(tmux)
            let tty = try tmux.display("#{pane_tty}")
            #expect(Foundation.kill(pid, SIGSTOP) == 0)
            let stty = Process()
            stty.executableURL = URL(fileURLWithPath: "/bin/stty")
            stty.arguments = ["-F", tty, "sane"]
            try stty.run()
            stty.waitUntilExit()
            #expect(stty.terminationStatus == 0)
            #expect(Foundation.kill(pid, SIGCONT) == 0)
            try tmux.sendKeys("]", "]")
            _ = try tmux.waitUntil { $0[0].contains("第二章") || $0[0].contains("第三章") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(tmux) == 0)
        }

        /// Two readers on one book: the first bookmarks a page and quits, the second (opened
        /// before that) reads on and quits later. The bookmark survives the second save, and the
        /// place is the later move's.
        @Test func twoReadersOnOneBookLoseNothing() throws {
            let book = Package.book("deng-ta.txt")
            let first = try open(book)
            defer { first.kill() }
            let second = try open(book)
            defer { second.kill() }
            _ = try first.waitUntil { $0.joined().contains("灯塔") }
            _ = try second.waitUntil { $0.joined().contains("灯塔") }
            try first.sendKeys("]", "]")
            _ = try first.waitUntil { $0[0].contains("第二章") }
            try first.sendKeys("B")
            _ = try first.waitUntil { $0.joined().contains("bookmarked") }
            try first.sendKeys("q")
            #expect(try exitStatus(first) == 0)
            try second.sendKeys("]", "]", "]")
            _ = try second.waitUntil { $0[0].contains("第三章") }
            try second.sendKeys("q")
            #expect(try exitStatus(second) == 0)
            let folder = state + "/termreader"
            let name = try #require(
                try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".json") && $0 != "settings.json" })
            let saved = try JSONDecoder().decode(ReadingState.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            #expect(saved.bookmarks.count == 1, "the first reader's bookmark")
            let again = try open(book)
            defer { again.kill() }
            _ = try again.waitUntil { $0[0].contains("第三章") }
        }

        /// The modification time (ns) of the newest file in the state folder.
        func newestSave() throws -> Int {
            let folder = state + "/termreader"
            return try FileManager.default.contentsOfDirectory(atPath: folder).map { name -> Int in
                var info = stat()
                guard stat(folder + "/" + name, &info) == 0 else { return 0 }
                return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
            }.max() ?? 0
        }

        @Test func aVanishedTerminalEndsTheSessionAndKeepsThePlace() throws {
            let book = Package.book("deng-ta.txt")
            // In a session of its own the reader gets no SIGHUP from this terminal: only the
            // end of its input tells it the terminal is gone.
            let tmux = try open(book, launcher: "setsid -w")
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("灯塔") }
            try tmux.sendKeys("]", "]", "]")
            _ = try tmux.waitUntil { $0[0].contains("第三章") }
            let pid = try readerPID(tmux)
            tmux.kill()
            var alive = true
            for _ in 0..<100 where alive {
                usleep(50_000)
                alive = Foundation.kill(pid, 0) == 0 && !isZombie(pid)
            }
            #expect(!alive, "the reader exits when its terminal goes away")
            let again = try open(book)
            defer { again.kill() }
            _ = try again.waitUntil { $0[0].contains("第三章 海送来的东西") }
        }

        /// Whether `pid` has exited and waits to be reaped.
        func isZombie(_ pid: pid_t) -> Bool {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
        }

        @Test func resizingKeepsTheTextAndSurvivesTinyWindows() throws {
            let tmux = try open(Package.book("the-lighthouse-keeper.txt"))
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            try tmux.sendKeys("]", "]")
            let before = try tmux.waitUntil { $0[0].contains("Chapter 2") }
            let firstText = try #require(before.first { $0.wordSpaced.contains("The lamp room was the heart") })
            for (c, r) in [(60, 20), (12, 4), (1, 1), (150, 50), (30, 8), (100, 30)] {
                try tmux.resize(columns: c, rows: r)
                usleep(60_000)
            }
            try tmux.resize(columns: 15, rows: 5)
            _ = try tmux.waitUntil { $0.joined().contains("too small") || $0.joined().contains("window") }
            try tmux.resize(columns: 100, rows: 30)
            // By its words: the spaces of a justified line change when the hyphenation patterns,
            // loaded in the background, arrive between the two screens.
            let after = try tmux.waitUntil { $0.contains { $0.wordSpaced == firstText.wordSpaced } }
            #expect(after[0].contains("Chapter 2"))
            try tmux.sendKeys("q")
            #expect(try exitStatus(tmux) == 0)
        }

        @Test func overlaysAndThemes() throws {
            let tmux = try open(Package.book("deng-ta.txt"), "--theme dark")
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("灯塔") }
            try tmux.sendKeys("o")
            _ = try tmux.waitUntil { $0.joined().contains("Contents") }
            try tmux.sendKeys("j", "j", "j", "Enter")
            _ = try tmux.waitUntil { $0[0].contains("第三章") }
            try tmux.sendKeys("?")
            _ = try tmux.waitUntil { $0.joined().contains("next page") }
            try tmux.sendKeys("Escape")
            try tmux.sendKeys(":", "1", "Enter")
            _ = try tmux.waitUntil { $0.joined().contains("为 termreader 而写的短篇小说") }
            let dark = try tmux.captureWithColors().joined()
            try tmux.sendKeys("t")
            _ = try tmux.waitUntil { footer($0).contains("sepia") }
            #expect(try tmux.captureWithColors().joined() != dark, "a theme change recolours the screen")
            try tmux.sendKeys("q")
            #expect(try exitStatus(tmux) == 0)
        }

        /// Each animated mode ends on the page it turns to. Which intermediate frames a
        /// terminal shows depends on the machine's speed; the frames themselves are checked
        /// by the `render --mode --progress` tests.
        @Test func animatedTurnsLandOnTheTarget() throws {
            let book = Package.book("the-lighthouse-keeper.txt")
            let target = try Package.run(["render", book, "--size", "100x30", "--page", "3"]).output.split(
                separator: "\n", omittingEmptySubsequences: false)
            for mode in ["curl", "slide", "push"] {
                let tmux = try open(book, "--mode \(mode) --from-start")
                defer { tmux.kill() }
                try tmux.sendKeys("Space")
                _ = try tmux.waitUntil { $0.joined().contains("The supply boat came") && !$0[0].isEmpty }
                try tmux.sendKeys("Space")
                let expected: [String] = Array(target.map { String($0) }[1..<29])
                func showsTarget(_ screen: [String]) -> Bool { Array(screen.map { trimmed($0) }[1..<29]) == expected }
                // The last frame of the animation is the target page (an intermediate
                // frame mixes two pages); a turn that never gets there times out showing
                // where it stopped.
                _ = try tmux.waitUntil { showsTarget($0) }
                // That frame is drawn before the reader moves to the page: open and close
                // the help (a key ends any turn at once), and the page under it must still
                // be the target, not wherever the reader went instead.
                try tmux.sendKeys("?")
                _ = try tmux.waitUntil { $0.joined().contains("next page") }
                try tmux.sendKeys("Escape")
                _ = try tmux.waitUntil { !$0.joined().contains("next page") && showsTarget($0) }
                try tmux.sendKeys("q")
            }
        }

        @Test func bookmarksSurviveQuitAndReopen() throws {
            let book = Package.book("deng-ta.txt")
            do {
                let tmux = try open(book)
                defer { tmux.kill() }
                _ = try tmux.waitUntil { $0.joined().contains("灯塔") }
                try tmux.sendKeys("]", "]", "B")
                _ = try tmux.waitUntil { footer($0).contains("bookmarked") }
                try tmux.sendKeys("g", "q")
                #expect(try exitStatus(tmux) == 0)
            }
            let tmux = try open(book)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("灯塔") }
            try tmux.sendKeys("'")
            _ = try tmux.waitUntil { $0.joined().contains("Bookmarks") }
            try tmux.sendKeys("Enter")
            _ = try tmux.waitUntil { $0[0].contains("第二章") }
            try tmux.sendKeys("`")
            _ = try tmux.waitUntil { $0.joined().contains("为 termreader 而写的短篇小说") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(tmux) == 0)
        }

        @Test func theConfigFileRemapsKeysAndSetsTheTheme() throws {
            try FileManager.default.createDirectory(atPath: state + "/config/termreader", withIntermediateDirectories: true)
            let config = """
                theme = "sepia"
                colour = 3
                [keys]
                next-page = ["x"]
                quit = ["Q"]
                """
            try config.write(toFile: state + "/config/termreader/config.toml", atomically: true, encoding: .utf8)
            let tmux = try open(Package.book("the-lighthouse-keeper.txt"), "2>\(state)/stderr.txt")
            defer { tmux.kill() }
            _ = try tmux.waitUntil { footer($0).contains("sepia") }
            // Space no longer turns: after Space and x the reader is one page on, not two (keys are
            // read in order, so once the help is up both were handled).
            try tmux.sendKeys("Space")
            try tmux.sendKeys("x")
            _ = try tmux.waitUntil { $0.joined().contains("The supply boat came") }
            try tmux.sendKeys("?")
            _ = try tmux.waitUntil { $0.contains { $0.contains("x") && $0.contains("next page") } }
            try tmux.sendKeys("Escape")
            _ = try tmux.waitUntil {
                !$0.joined().contains("next page") && $0.joined().contains("The supply boat came") && footer($0).contains(" · p. 2/")
            }
            // `q` is no longer bound to quit: the reader is still there to turn back a page
            // (keys are read in order, so a `q` that quit would leave `b` unanswered).
            try tmux.sendKeys("q")
            try tmux.sendKeys("b")
            _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
            #expect(!FileManager.default.fileExists(atPath: statusFiles[tmux.socket]!), "q no longer quits")
            try tmux.sendKeys("Q")
            #expect(try exitStatus(tmux) == 0)
            let stderr = try String(contentsOfFile: state + "/stderr.txt", encoding: .utf8)
            #expect(stderr == "termreader: warning: \(state)/config/termreader/config.toml:2: unknown key 'colour'\n")
        }

        @Test func searchFindsHighlightsAndCounts() throws {
            let tmux = try open(Package.book("deng-ta.txt"))
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("灯塔") }
            try tmux.sendKeys("/")
            try tmux.sendText("托比亚斯")
            try tmux.sendKeys("Enter")
            let found = try tmux.waitUntil { footer($0).contains("match 1 of") }
            #expect(found.joined().contains("托比亚斯"))
            #expect(found[0].contains("第一章") || found[0].contains("第二章"))
            try tmux.sendKeys("n")
            _ = try tmux.waitUntil { footer($0).contains("match 2 of") }
            try tmux.sendKeys("Escape")
            _ = try tmux.waitUntil { !footer($0).contains("match") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(tmux) == 0)
        }

        /// (`termreader DIR` lists a folder's books; commands that need one book refuse a folder.)
        @Test func refusesWhatIsNotABook() throws {
            let dir = Package.stateDirectory()
            let tmux = try Tmux(
                command: "\(Package.binary) /no/such.txt; echo rc=$?; \(Package.binary) info \(dir); echo rc=$?", columns: 100, rows: 8)
            defer { tmux.kill() }
            let screen = try tmux.waitUntil { $0.filter { $0.hasPrefix("rc=") }.count == 2 }
            #expect(screen.contains { $0.hasSuffix("is a directory, not a book") })
            #expect(screen.filter { $0 == "rc=66" }.count == 2)
        }
    }
}

/// A reference-typed map from tmux socket to status file, so the suite's helpers can record into it.
final class StatusFiles: @unchecked Sendable {
    private var files: [String: String] = [:]
    subscript(socket: String) -> String? {
        get { files[socket] }
        set { files[socket] = newValue }
    }
}
