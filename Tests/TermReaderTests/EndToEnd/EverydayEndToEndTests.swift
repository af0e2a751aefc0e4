import Foundation
import TestSupport
import Testing

extension EndToEnd.Reader {
    /// Esc only closes: after a panel or a search, Esc Esc leaves the book on screen and
    /// the next key acts on it (it used to hide the book behind the boss screen).
    @Test func escNeverHidesTheBook() throws {
        let tmux = try open(Package.book("the-lighthouse-keeper.txt"))
        defer { tmux.kill() }
        _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
        try tmux.sendKeys("o")
        _ = try tmux.waitUntil { $0.joined().contains("Contents") }
        try tmux.sendKeys("Escape")
        _ = try tmux.waitUntil { !$0.joined().contains("Contents") && $0.joined().contains("A short novel written for termreader") }
        // The second Esc must leave the book on screen: the Space after it turns its page
        // (keys are read in order; behind the boss screen it would not).
        try tmux.sendKeys("Escape")
        try tmux.sendKeys("Space")
        _ = try tmux.waitUntil { $0.joined().contains("The supply boat came") && !$0.joined().contains("Contents") }
        try tmux.sendKeys("/")
        try tmux.sendText("lamp")
        try tmux.sendKeys("Enter")
        _ = try tmux.waitUntil { footer($0).contains("match") }
        try tmux.sendKeys("Escape")
        let cleared = try tmux.waitUntil { !footer($0).contains("match") }
        #expect(cleared[0].contains("the-lighthouse-keeper"), "the header is still there: the book is shown")
        let page = footer(cleared)
        try tmux.sendKeys("Escape")
        try tmux.sendKeys("Space")
        _ = try tmux.waitUntil { footer($0) != page }
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
    }
}

extension EndToEnd.Reader {
    /// Theme, mode and width picked in the reader stick; an option counts for one run only.
    @Test func settingsChosenInTheReaderStick() throws {
        let book = Package.book("the-lighthouse-keeper.txt")
        let chosen: [String]
        do {
            let tmux = try open(book)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { footer($0).contains("press ? for the keys") }
            // auto → light → dark → sepia; none → push → slide → curl; two steps narrower.
            try tmux.sendKeys("t", "t", "t", "m", "m", "m", "-", "-")
            // Both screens compared are of the whole book: the window shown while it is read
            // (`indexing N%` in the footer) has no chapter title in its header.
            chosen = try tmux.waitUntil {
                footer($0).contains("text width 86") && footer($0).contains("curl · sepia") && !footer($0).contains("indexing")
            }
            try tmux.sendKeys("q")
            #expect(try exitStatus(tmux) == 0)
        }
        do {
            let tmux = try open(book)
            defer { tmux.kill() }
            // The same page at the same text width (drawn first without hyphenation, then again once
            // the patterns are loaded).
            let screen = try tmux.waitUntil {
                footer($0).contains("sepia") && !footer($0).contains("indexing") && Array($0.dropLast()) == Array(chosen.dropLast())
            }
            #expect(!footer(screen).contains("press ?"), "only the first run shows the hint")
            #expect(footer(screen).contains("curl"))
            #expect(Array(screen.dropLast()) == Array(chosen.dropLast()), "the same text width")
            try tmux.sendKeys("q")
            _ = try exitStatus(tmux)
        }
        do {
            let tmux = try open(book, "--theme dark --mode none")
            defer { tmux.kill() }
            _ = try tmux.waitUntil { footer($0).contains("none · dark") }
            try tmux.sendKeys("q")
            _ = try exitStatus(tmux)
        }
        let tmux = try open(book)
        defer { tmux.kill() }
        _ = try tmux.waitUntil { footer($0).contains("curl · sepia") }
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
    }
}

extension EndToEnd.Reader {
    /// At the smallest window the help fits and scrolls down to the last key.
    @Test func helpScrollsToQuitInATinyWindow() throws {
        let tmux = try open(Package.book("the-lighthouse-keeper.txt"), columns: 20, rows: 6)
        defer { tmux.kill() }
        _ = try tmux.waitUntil { $0[0].contains("the-lighthouse") }
        try tmux.sendKeys("?")
        _ = try tmux.waitUntil { $0[0].contains("Keys 1-5/") }
        var reached = false
        for _ in 0..<60 where !reached {
            try tmux.sendKeys("Space")
            usleep(30_000)
            reached = try tmux.capture().contains { $0.contains("q C-c") }
        }
        #expect(reached, "the help scrolls to q")
        try tmux.sendKeys("Escape")
        _ = try tmux.waitUntil { $0[0].contains("the-lighthouse") }
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
    }
}

extension EndToEnd.Reader {
    /// The last page of the book says 100%, in the reader and in `render`.
    @Test func theLastPageSaysOneHundredPercent() throws {
        let book = Package.book("the-lighthouse-keeper.txt")
        let tmux = try open(book)
        defer { tmux.kill() }
        _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
        try tmux.sendKeys("G")
        _ = try tmux.waitUntil { footer($0).contains(" 100%") }
        try tmux.sendKeys("k")
        let before = try tmux.waitUntil { !footer($0).contains(" 100%") }
        #expect(footer(before).contains("%"), "the page before shows less")
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
        let rendered = try Package.run(["render", book, "--size", "100x30", "--percent", "100"]).output
        #expect(rendered.split(separator: "\n").last?.contains(" 100%") == true)
    }
}
