import Foundation
import TestSupport
import Testing

extension EndToEnd.Reader {
    /// At 180x40 the reader shows two pages; Space curls the leaf over (its back, mid-turn,
    /// carries the landing page dimmed) and lands on the next pair; `s` goes to one column
    /// and back at the same place, and the choice is remembered.
    @Test func aWideTerminalShowsASpreadAndTurnsIt() throws {
        let text = (1...160).map { "Paragraph \($0) of a book long enough to fill several pages at this size." }.joined(separator: "\n\n")
        let book = state + "/spread-book.txt"
        #expect(FileManager.default.createFile(atPath: book, contents: Data(text.utf8)))
        try FileManager.default.createDirectory(atPath: state + "/config/termreader", withIntermediateDirectories: true)
        // A slow curl, to catch it halfway.
        try "mode = \"curl\"\nanimation-ms = 4000\n".write(
            toFile: state + "/config/termreader/config.toml", atomically: true, encoding: .utf8)
        func render(_ page: Int) throws -> [String] {
            let output = try Package.run(["render", book, "--size", "180x40", "--page", String(page), "--body"]).output
            return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        /// The text rows of a screen (header, top margin, bottom margin and footer left out).
        func body(_ screen: [String]) -> [String] { screen[2..<38].map(trimmed) }
        let first = try render(1), second = try render(3)
        #expect(first.joined().contains("Paragraph 1 ") && first[0].contains("│"))
        let tmux = try open(book, columns: 180, rows: 40)
        defer { tmux.kill() }
        // The whole book, not the window shown while it is read (`indexing N%`): its arrival
        // would end the turn at once, before the test sees it halfway.
        _ = try tmux.waitUntil { body($0) == first && !footer($0).contains("indexing") }
        try tmux.sendKeys("Space")
        // Mid-turn: the leaf's back shows the landing left page's lines over the right page.
        let landingLine = try #require(second.first { $0.contains("Paragraph") }).trimmingCharacters(in: .whitespaces)
        let middle = try tmux.waitUntil { screen in
            body(screen) != first && screen.contains { $0.dropFirst(90).contains(landingLine.prefix(12)) }
        }
        #expect(body(middle) != second)
        // Landed: two pages on, the place on the left page.
        let landed = try tmux.waitUntil { footer($0).contains("p. 3/") }
        #expect(body(landed) == second)
        // auto → single → spread, at the same place.
        try tmux.sendKeys("s")
        let column = try tmux.waitUntil { footer($0).contains("layout single: one page") }
        #expect(!column.joined().contains("│"))
        #expect(column.joined().contains(landingLine.prefix(30)), "the same place in one column")
        try tmux.sendKeys("s")
        let spread = try tmux.waitUntil { footer($0).contains("layout spread: two pages") }
        #expect(body(spread) == second)
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
        let settings = try String(contentsOfFile: state + "/termreader/settings.json", encoding: .utf8)
        #expect(settings.contains("\"layout\" : \"spread\""))
    }
}
