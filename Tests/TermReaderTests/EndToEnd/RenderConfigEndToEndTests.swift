import Foundation
import TestSupport
import Testing

extension EndToEnd.Reader {
    /// `render` prints the page the reader shows this user: with a config file (a narrow text
    /// column, wide margins, a dark theme) and a line spacing remembered from the reader, the
    /// reader's second page in tmux is `render --page 2` in the same environment, row for row;
    /// `--no-config` prints the default page instead.
    @Test func renderPrintsThePageTheReaderShowsWithTheUsersSettings() throws {
        try FileManager.default.createDirectory(atPath: state + "/termreader", withIntermediateDirectories: true)
        try #"{"version":1,"lineSpacing":1}"#.write(toFile: state + "/termreader/settings.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: state + "/config/termreader", withIntermediateDirectories: true)
        let config = "theme = \"dark\"\n[layout]\nmax-width = 40\nmargin-left = 8\nmargin-top = 3\n"
        try config.write(toFile: state + "/config/termreader/config.toml", atomically: true, encoding: .utf8)
        let book = Package.book("the-lighthouse-keeper.txt")
        let arguments = ["render", book, "--size", "100x30", "--page", "2"]
        let rendered = try Package.run(arguments, environment: Package.readerEnvironment(state: state)).output
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let tmux = try open(book, "--mode none --from-start")
        defer { tmux.kill() }
        _ = try tmux.waitUntil { footer($0).contains("p. 1/") }
        try tmux.sendKeys("Space")
        // Rendered rows are trimmed; the reader's first page has no trailing text to wait for.
        let screen = try tmux.waitUntil { $0.map { trimmed($0) } == rendered }
        #expect(screen.map { trimmed($0) } == rendered)
        // 40 columns centred between margins of 8 and 3, each row of text followed by a blank one.
        let supply = try #require(screen.firstIndex { $0.hasPrefix(String(repeating: " ", count: 32) + "The supply boat") })
        let next = screen[supply + 2]
        #expect(screen[supply + 1].allSatisfy { $0 == " " } && next.prefix(32).allSatisfy { $0 == " " } && next.dropFirst(32).first != " ")
        #expect(screen.dropLast().allSatisfy { trimmed($0).count <= 72 })
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
        let defaults = try Package.run(arguments + ["--no-config"], environment: Package.readerEnvironment(state: state)).output
        #expect(defaults == (try Package.run(arguments).output), "--no-config: the defaults, as with no config at all")
        #expect(defaults.split(separator: "\n").map(String.init) != rendered)
    }
}
