import Foundation
import ReaderCore
import TestSupport
import Testing

extension EndToEnd {
    /// The real binary against hostile surroundings: signals that end it, terminals it
    /// cannot draw on, FIFOs and devices where files should be, damaged caches.
    @Suite(.serialized) struct Robustness {
        let state = Package.stateDirectory()

        /// Starts the reader in tmux with its stderr kept in a file; the exit status goes to a file too.
        func open(_ book: String, term: String = "xterm-256color", columns: Int = 100, rows: Int = 30) throws -> (Tmux, Session) {
            let session = Session(directory: state)
            let tmux = try Tmux(
                command: "\(Package.binary) '\(book)' 2> \(session.errors); echo $? > \(session.status)", columns: columns, rows: rows,
                environment: [
                    "XDG_STATE_HOME": state, "XDG_CACHE_HOME": state + "/cache", "XDG_CONFIG_HOME": state + "/config", "TERM": term,
                ])
            return (tmux, session)
        }

        /// Where one run's exit status and stderr go.
        struct Session {
            let status: String
            let errors: String

            init(directory: String) {
                let id = UUID().uuidString.prefix(8)
                status = directory + "/status-\(id)"
                errors = directory + "/stderr-\(id)"
            }

            /// The exit status once the reader has ended.
            func exitStatus(timeout: Double = 10) throws -> Int32 {
                guard let code = TestSupport.exitStatus(writtenTo: status, timeout: timeout) else {
                    throw Tmux.Failure.timedOut(seconds: timeout, screen: ["(no exit status)"])
                }
                return code
            }

            /// What the reader printed on stderr, as lines.
            var errorLines: [String] {
                ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
            }
        }

        /// The reader's process: the child of the pane's shell.
        func readerPID(_ tmux: Tmux) throws -> pid_t {
            let shell = try #require(try tmux.panePID())
            let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
            return try #require(children.split(separator: " ").first.flatMap { pid_t($0) })
        }

        /// Asks tmux for pane variables (`capture-pane -e` never shows mode sequences).
        func paneModes(_ tmux: Tmux) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Tmux.executable ?? "/usr/bin/tmux")
            process.arguments = ["-L", tmux.socket, "display", "-p", "-t", "0", "#{alternate_on} #{mouse_any_flag} #{mouse_sgr_flag}"]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        @Test func sigquitLeavesTheTerminalNormal() throws {
            let (tmux, session) = try open(Package.book("the-lighthouse-keeper.txt"))
            defer { tmux.kill() }
            try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            #expect(try paneModes(tmux) == "1 1 1", "while reading: alternate screen, mouse reports on")
            kill(try readerPID(tmux), SIGQUIT)
            #expect(try session.exitStatus() == 128 + SIGQUIT)
            #expect(try paneModes(tmux) == "0 0 0", "after SIGQUIT: normal screen, mouse off")
        }

        @Test func otherEndingSignalsRestoreToo() throws {
            let (tmux, session) = try open(Package.book("the-lighthouse-keeper.txt"))
            defer { tmux.kill() }
            try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            kill(try readerPID(tmux), SIGVTALRM)
            #expect(try session.exitStatus() == 128 + SIGVTALRM)
            #expect(try paneModes(tmux) == "0 0 0")
        }

        /// `script` gives the reader a pty of its own and records every byte it writes there.
        func runOnPty(_ command: String) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", command, "/dev/null"]
            process.standardInput = FileHandle.nullDevice
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1)"))
        func aTerminalThatCannotMoveTheCursorIsRefusedBeforeAnythingIsWritten() throws {
            let book = Package.book("the-lighthouse-keeper.txt")
            // dumb and glasstty have no `cup`; lpr and tty33 are printing terminals ncurses refuses itself.
            for term in ["dumb", "glasstty", "lpr", "tty33"] {
                let (status, output) = try runOnPty("env TERM=\(term) XDG_STATE_HOME=\(state) \(Package.binary) '\(book)'")
                #expect(status == 1, "\(term)")
                #expect(output.hasPrefix("termreader: "), "\(term): \(output.debugDescription)")
                #expect(output.contains("TERM=\(term)"), "\(term): \(output.debugDescription)")
                if term == "dumb" { #expect(output.contains("TERM=dumb cannot move the cursor")) }
                #expect(!output.contains("\u{1B}"), "no escape sequence reached the terminal: \(output.debugDescription)")
                #expect(output.split(separator: "\n").count == 1, "one line")
            }
        }

        /// A FIFO at `path` (with its folder).
        func fifo(_ path: String) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            unlink(path)
            try #require(mkfifo(path, 0o644) == 0)
        }

        @Test func fifosForConfigStateAndCacheAreIgnoredWithOneWarningEach() throws {
            let book = Package.book("the-lighthouse-keeper.txt")
            let fingerprint = Fingerprint.of(try SourceFile(path: book))
            let paths = [
                state + "/config/termreader/config.toml", state + "/termreader/\(fingerprint).json",
                state + "/cache/termreader/\(fingerprint).open.json",
            ]
            for path in paths { try fifo(path) }
            let (tmux, session) = try open(book)
            defer { tmux.kill() }
            try tmux.waitUntil(timeout: 5) { $0.joined().contains("The Lighthouse Keeper") }
            try tmux.sendKeys("q")
            #expect(try session.exitStatus() == 0)
            let warnings = session.errorLines
            for path in paths {
                #expect(warnings.filter { $0.contains(path) && $0.contains("FIFO") }.count == 1, "\(path): \(warnings)")
            }
        }

        @Test func aFifoOrADeviceAsTheBookIsRefusedAtOnce() throws {
            let path = state + "/book.fifo"
            try fifo(path)
            for book in [path, "/dev/zero", "/dev/urandom"] {
                let started = Date()
                let (tmux, session) = try open(book)
                defer { tmux.kill() }
                #expect(try session.exitStatus(timeout: 5) == 66, "\(book)")
                #expect(Date().timeIntervalSince(started) < 5)
                let errors = session.errorLines
                #expect(errors.count == 1 && errors[0].contains("not a regular file"), "\(book): \(errors)")
            }
        }

        @Test func aDamagedCacheEntryIsMentionedOnceAndRebuilt() throws {
            let book = Package.book("the-lighthouse-keeper.txt")
            let fingerprint = Fingerprint.of(try SourceFile(path: book))
            let openingPath = state + "/cache/termreader/\(fingerprint).open.json"
            // A first session writes the cache entry.
            var (tmux, session) = try open(book)
            try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            for _ in 0..<100 where !FileManager.default.fileExists(atPath: openingPath) { usleep(50_000) }
            try tmux.sendKeys("q")
            #expect(try session.exitStatus() == 0)
            tmux.kill()
            let good = try String(contentsOfFile: openingPath, encoding: .utf8)
            for damage in ["\"bomLength\":999999", "\"bomLength\":-7", "\"bomLength\":-100000", "\"encoding\":\"UTF-16LE\""] {
                let key = String(damage.prefix { $0 != ":" })
                let damaged = good.replacingOccurrences(of: key + ":[^,}]*", with: damage, options: .regularExpression)
                try damaged.write(toFile: openingPath, atomically: true, encoding: .utf8)
                (tmux, session) = try open(book)
                try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
                // Rebuilt by this session's full read.
                var rebuilt = damaged
                for _ in 0..<100 where rebuilt.contains(damage) {
                    usleep(50_000)
                    rebuilt = (try? String(contentsOfFile: openingPath, encoding: .utf8)) ?? damaged
                }
                #expect(!rebuilt.contains(damage), "\(damage)")
                try tmux.sendKeys("q")
                #expect(try session.exitStatus() == 0, "\(damage)")
                tmux.kill()
                #expect(session.errorLines.count == 1 && session.errorLines[0].contains("index cache"), "\(damage): \(session.errorLines)")
            }
        }

        /// Seconds from `start` until the reader has exited (its status file is written).
        func secondsUntilExit(_ session: Session, since start: Date, timeout: Double = 30) throws -> Double {
            _ = try session.exitStatus(timeout: timeout)
            return Date().timeIntervalSince(start)
        }

        @Test(.enabled(if: Package.corpus("zh/xiyouji.utf8.txt") != nil, "needs ../shared/corpus"))
        func aFloodOfKeysIsAnsweredPromptly() throws {
            let (tmux, session) = try open(try #require(Package.corpus("zh/xiyouji.utf8.txt")))
            defer { tmux.kill() }
            try tmux.waitUntil { $0.joined().contains("西游记") }
            // Thousands of page turns in one burst, then quit: every key is handled, drawn once.
            try tmux.sendText(String(repeating: " ", count: 5000))
            try tmux.sendKeys("q")
            let start = Date()
            let seconds = try secondsUntilExit(session, since: start)
            #expect(seconds < 2, "took \(seconds) s to answer q after the burst")
            #expect(try session.exitStatus() == 0)
            let name = try #require(
                try FileManager.default.contentsOfDirectory(atPath: state + "/termreader").first { $0.hasSuffix(".json") })
            let saved = try String(contentsOfFile: state + "/termreader/" + name, encoding: .utf8)
            #expect(!saved.contains("\"offset\" : 0,"), "the burst turned pages: \(saved)")
        }

        @Test(.enabled(if: Package.corpus("zh/xiyouji.utf8.txt") != nil, "needs ../shared/corpus"))
        func aHugeSearchQueryIsTypedCheaply() throws {
            let (tmux, session) = try open(try #require(Package.corpus("zh/xiyouji.utf8.txt")))
            defer { tmux.kill() }
            // Searching waits for the whole book; the query is typed once it is read.
            try tmux.waitUntil(timeout: 60) { $0.joined().contains("西游记") && $0.last?.contains("indexing") == false }
            try tmux.sendKeys("/")
            try tmux.waitUntil { $0.last?.contains("/") == true }
            let start = Date()
            try tmux.sendText(String(repeating: "ab", count: 5000))
            try tmux.sendKeys("Enter")
            try tmux.waitUntil(timeout: 10) { $0.last?.contains("not found") == true }
            let seconds = Date().timeIntervalSince(start)
            #expect(seconds < 2, "a 10,000-character query took \(seconds) s")
            try tmux.sendKeys("q")
            #expect(try session.exitStatus() == 0)
        }

        @Test func aBookThatGrewKeepsItsPlaceAndBookmarks() throws {
            let book = state + "/serial.txt"
            let original = try String(contentsOfFile: Package.book("the-lighthouse-keeper.txt"), encoding: .utf8)
            try original.write(toFile: book, atomically: true, encoding: .utf8)
            do {
                let (tmux, session) = try open(book)
                defer { tmux.kill() }
                try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
                try tmux.sendKeys("]", "]")
                try tmux.waitUntil { $0[0].contains("Chapter 2. The Lamp Room") }
                try tmux.sendKeys("B")
                try tmux.sendKeys("q")
                #expect(try session.exitStatus() == 0)
            }
            // The author appends a chapter: size, end and fingerprint change, the start does not.
            try (original + "\n\nChapter 99. Appended Later\n\nThe serial went on.\n").write(
                toFile: book, atomically: true, encoding: .utf8)
            let (tmux, session) = try open(book)
            defer { tmux.kill() }
            let screen = try tmux.waitUntil { $0[0].contains("Chapter 2. The Lamp Room") || $0.joined().contains("A short novel") }
            #expect(screen[0].contains("Chapter 2. The Lamp Room"), "resumes at the place, not the start")
            try tmux.sendKeys("'")
            let marks = try tmux.waitUntil { $0.joined().lowercased().contains("bookmark") }
            #expect(!marks.joined().contains("no bookmarks yet"), "the bookmark made before the book grew is kept")
            try tmux.sendKeys("Escape", "q")
            #expect(try session.exitStatus() == 0)
            #expect(session.errorLines.isEmpty, "\(session.errorLines)")
        }

        @Test func aFailingSaveIsReportedOncePerSession() throws {
            // The state folder cannot be made: every save fails.
            let blocker = state + "/not-a-folder"
            try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
            let session = Session(directory: state)
            let tmux = try Tmux(
                command:
                    "\(Package.binary) '\(Package.book("the-lighthouse-keeper.txt"))' 2> \(session.errors); echo $? > \(session.status)",
                columns: 100, rows: 30,
                environment: ["XDG_STATE_HOME": blocker, "XDG_CACHE_HOME": state + "/cache", "XDG_CONFIG_HOME": state + "/config"])
            defer { tmux.kill() }
            try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            // Turns that save now and then, a bookmark (saves), the boss key (saves), then quit (saves).
            try tmux.sendKeys("Space", "Space", "Space", "Space", "Space", "Space", "B")
            // x hides the book (and saves); any key brings it back.
            try tmux.sendKeys("x")
            try tmux.sendKeys("Space")
            try tmux.sendKeys("q")
            #expect(try session.exitStatus() == 0)
            let warnings = session.errorLines.filter { $0.contains("cannot save") }
            #expect(warnings.count == 1, "\(session.errorLines)")
        }

        @Test func aFileNameThatIsNotUTF8Opens() throws {
            // "café.txt" named in Latin-1 (63 61 66 E9 2E 74 78 74): made and passed by the shell, which
            // keeps bytes as they are (a Swift String cannot hold them).
            let folder = state + "/latin1-name"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [
                "-c",
                "cd '\(folder)' && cp '\(Package.book("the-lighthouse-keeper.txt"))' \"$(printf 'caf\\351.txt')\" && "
                    + "'\(Package.binary)' render \"$(printf 'caf\\351.txt')\" --page 1 --size 60x10",
            ]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(output)")
            #expect(output.contains("The Lighthouse Keeper"), "\(output)")
        }

        @Test(.enabled(if: Package.corpus("zh/xiyouji.utf8.txt") != nil, "needs ../shared/corpus"))
        func aBookCutShortWhileItLoadsNeverKillsTheProcess() throws {
            // `info` reads the whole book; the copy is cut (to 0, half, 3 KB) while it does (it died of SIGBUS).
            let book = state + "/shrinking.txt"
            let original = try #require(Package.corpus("zh/xiyouji.utf8.txt"))
            for round in 0..<6 {
                let cut = ["0", "968000", "3072"][round % 3]
                let delay = ["0.02", "0.05"][round / 3]
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/bin/sh")
                process.arguments = [
                    "-c",
                    "cp '\(original)' '\(book)' && { (sleep \(delay); truncate -s \(cut) '\(book)') & "
                        + "'\(Package.binary)' info '\(book)' > /dev/null 2>&1; echo $?; wait; }",
                ]
                let pipe = Pipe()
                process.standardOutput = pipe
                try process.run()
                let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                let status = Int32(output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
                #expect([0, 65].contains(status), "round \(round): cut to \(cut) after \(delay) s, exit \(status)")
            }
        }

        @Test func aFifoAsTheChapterListIsWarnedOnceAndReplaced() throws {
            let book = Package.book("the-lighthouse-keeper.txt")
            let fingerprint = Fingerprint.of(try SourceFile(path: book))
            let indexPath = state + "/cache/termreader/\(fingerprint).index.json"
            // A first session writes both cache files; then the chapter list becomes a FIFO.
            var (tmux, session) = try open(book)
            try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            for _ in 0..<100 where !FileManager.default.fileExists(atPath: indexPath) { usleep(50_000) }
            try tmux.sendKeys("q")
            #expect(try session.exitStatus() == 0)
            tmux.kill()
            try fifo(indexPath)
            (tmux, session) = try open(book)
            defer { tmux.kill() }
            try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            // The background read does not wait on the FIFO: it rebuilds the list in its place.
            var type: FileAttributeType?
            for _ in 0..<100 {
                type = try? FileManager.default.attributesOfItem(atPath: indexPath)[.type] as? FileAttributeType
                if type == .typeRegular { break }
                usleep(50_000)
            }
            #expect(type == .typeRegular)
            try tmux.sendKeys("q")
            #expect(try session.exitStatus() == 0)
            let warnings = session.errorLines
            #expect(warnings.count == 1 && warnings[0].contains(indexPath) && warnings[0].contains("FIFO"), "\(warnings)")
        }

        @Test(.enabled(if: Package.corpus("bad/one-line-5mb.txt") != nil, "needs ../shared/corpus"))
        func aOneParagraphBookShowsProgressAndGoesToAPercent() throws {
            let (tmux, session) = try open(try #require(Package.corpus("bad/one-line-5mb.txt")))
            defer { tmux.kill() }
            try tmux.waitUntil(timeout: 60) { $0.joined().contains("Project Gutenberg") && $0.last?.contains("indexing") == false }
            try tmux.sendKeys("G")
            try tmux.waitUntil { $0.last?.contains("100%") == true }
            try tmux.sendKeys(":", "5", "0", "%", "Enter")
            let screen = try tmux.waitUntil { $0.last?.contains("49%") == true || $0.last?.contains("50%") == true }
            // The page is half way through the book too (pages are counted in the footer as n/total).
            let numbers = screen.last!.split(whereSeparator: { !$0.isNumber && $0 != "/" }).filter { $0.contains("/") }
            let parts = try #require(numbers.last).split(separator: "/").compactMap { Double($0) }
            try #require(parts.count == 2)
            #expect(abs(parts[0] / parts[1] - 0.5) < 0.02, "\(screen.last!)")
            try tmux.sendKeys("q")
            #expect(try session.exitStatus() == 0)
        }
    }
}
