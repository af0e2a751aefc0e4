import Foundation
import ReaderCore
import TestSupport
import Testing

extension EndToEnd.Robustness {
    /// Starts `termreader arguments` in tmux, stderr and exit status kept (as `open` does), with
    /// `config` as the config file when given.
    func open(arguments: [String], config: String? = nil) throws -> (Tmux, Session) {
        if let config {
            try FileManager.default.createDirectory(atPath: state + "/config/termreader", withIntermediateDirectories: true)
            try config.write(toFile: state + "/config/termreader/config.toml", atomically: true, encoding: .utf8)
        }
        let session = Session(directory: state)
        let command = ([Package.binary] + arguments).map(Tmux.quote).joined(separator: " ")
        let tmux = try Tmux(
            command: "\(command) 2> \(session.errors); echo $? > \(session.status)", columns: 100, rows: 30,
            environment: Package.readerEnvironment(state: state))
        return (tmux, session)
    }

    /// A book where `(.*a){20}` backtracks some 2¹⁹ ways on every line and matches none.
    func bananaBook() throws -> String {
        let path = state + "/bananas.txt"
        let line = "a banana and a panama hat, a cabana, a bandana, a long road home\n"
        let paragraph = String(repeating: line, count: 3) + "\n"
        try ("Chapter 1\n\n" + String(repeating: paragraph, count: 1_000)).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The reader with a catastrophic rule on the command line or in the config file shows the
    /// book, answers `q` or Ctrl-C at once, leaves the terminal as it was and says why the rule was left out.
    @Test(arguments: [(false, "q"), (true, "C-c")])
    func aCatastrophicChapterRuleLeavesTheReaderResponsive(inConfig: Bool, key: String) throws {
        let book = try bananaBook()
        let rule = "(.*a){20}"
        let (tmux, session) =
            inConfig
            ? try open(arguments: [book], config: "[chapters]\nadd = ['\(rule)']\n")
            : try open(arguments: [book, "--chapters", rule])
        defer { tmux.kill() }
        // The footer says it while the book is read.
        try tmux.waitUntil(timeout: 20) {
            $0.joined().contains("a cabana, a bandana") && $0.last?.contains("chapter rules left out: too costly") == true
        }
        try tmux.sendKeys(key)
        let start = Date()
        #expect(try session.exitStatus(timeout: 20) == 0)
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 1, "\(key) answered after \(seconds) s")
        #expect(try paneModes(tmux) == "0 0 0", "normal screen, mouse off")
        #expect(
            session.errorLines == [
                "termreader: warning: \(book): bad chapter rule /\(rule)/: too costly: more than 1000000 steps on one line; left out"
            ])
    }

    /// A book far too big to index at once, one page in: `q`, and each signal that means "stop"
    /// (INT, TERM, HUP, and ALRM, USR1, USR2 taken as they are), end the reader within a second
    /// while the background read is under way, leave the terminal as it was and save the place.
    @Test(arguments: ["q", "INT", "TERM", "HUP", "ALRM", "USR1", "USR2"])
    func aReaderStillIndexingEndsPromptly(how: String) throws {
        let signals = ["INT": SIGINT, "TERM": SIGTERM, "HUP": SIGHUP, "ALRM": SIGALRM, "USR1": SIGUSR1, "USR2": SIGUSR2]
        // A book of its own per case (its own fingerprint), so a state saved is this case's.
        let book = state + "/huge-\(how).txt"
        let paragraph = String(repeating: "The lamp burned on through the night while the keeper wrote his log. ", count: 12) + "\n\n"
        var chapter = ""
        for n in 1...40 { chapter += (n == 1 ? "" : paragraph) + (n % 10 == 1 ? "CHAPTER \(n)\n\n" : "") }
        let handle = try #require(
            FileHandle(
                forWritingAtPath: {
                    FileManager.default.createFile(atPath: book, contents: nil); return book
                }()))
        handle.write(Data("Stopped by \(how)\n\n".utf8))
        for _ in 0..<5_000 { handle.write(Data(chapter.utf8)) } // about 170 MB
        try handle.close()
        defer { unlink(book) }
        let (tmux, session) = try open(arguments: [book])
        defer { tmux.kill() }
        try tmux.waitUntil(timeout: 20) { $0.joined().contains("Stopped by") && $0.last?.contains("indexing") == true }
        try tmux.sendKeys("Space")
        try tmux.waitUntil(timeout: 20) { !$0.joined().contains("Stopped by") && $0.last?.contains("indexing") == true }
        let start = Date()
        if let sig = signals[how] { kill(try readerPID(tmux), sig) } else { try tmux.sendKeys("q") }
        let status = try session.exitStatus(timeout: 20)
        let seconds = Date().timeIntervalSince(start)
        #expect(status == signals[how].map { 128 + $0 } ?? 0)
        #expect(seconds < 1, "ended \(seconds) s after \(how)")
        #expect(try paneModes(tmux) == "0 0 0", "normal screen, mouse off")
        #expect(session.errorLines.isEmpty)
        let saved = try savedState(of: book)
        #expect((saved?.location.offset ?? 0) > 0, "the place one page in is saved")
    }

    /// The state saved for the book at `path` in this suite's state folder, nil when there is none.
    func savedState(of path: String) throws -> ReadingState? {
        let folder = state + "/termreader"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                let saved = try? JSONDecoder().decode(ReadingState.self, from: data), saved.path == path
            else { continue }
            return saved
        }
        return nil
    }
}
