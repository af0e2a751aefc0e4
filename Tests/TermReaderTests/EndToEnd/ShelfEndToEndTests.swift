import Foundation
import ReaderLibrary
import TestSupport
import Testing

extension EndToEnd.Library {
    /// The config's `[library] folders` are listed after the recent books by `termreader` alone,
    /// and searched by `termreader search` without `--in`.
    @Test func theConfigsFoldersJoinTheRecentBooksAndTheSearch() throws {
        try readOnePage(of: Package.book("the-lighthouse-keeper.txt"))
        let shelf = state + "/Books"
        try FileManager.default.createDirectory(atPath: shelf + "/zh", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Package.book("deng-ta.txt"), toPath: shelf + "/zh/deng-ta.txt")
        let config = state + "/config/termreader"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[library]\nfolders = [\"\(shelf)\", \"\(state)/not-mounted\"]\n".write(
            toFile: config + "/config.toml", atomically: true, encoding: .utf8)

        let (tmux, status) = try run("")
        defer { tmux.kill() }
        let list = try tmux.waitUntil { $0.joined().contains("deng-ta") }
        #expect(list[0].contains("Recent books, then 2 folders"))
        #expect(list[0].contains("2 books"))
        let rows = list.filter { $0.hasPrefix("›") || $0.hasPrefix("  ") && !$0.contains("/") }
        #expect(rows.first?.contains("the-lighthouse-keeper") == true, "the book read comes first")
        try tmux.sendKeys("q")
        #expect(try exitStatus(status, tmux) == 0)

        let found = try Package.run(["search", "这封信"], environment: Package.readerEnvironment(state: state))
        #expect(found.status == 0)
        #expect(found.output.contains("deng-ta  ("))
        #expect(!found.output.contains("not-mounted"))
    }

    /// A book read whole joins the full-text index while it is read: `search` finds it without
    /// reading it again.
    @Test func aBookReadJoinsTheFullTextIndex() throws {
        let (tmux, status) = try run("--mode none '\(Package.book("deng-ta.txt"))'")
        defer { tmux.kill() }
        _ = try tmux.waitUntil { $0.last.map { $0.contains("p. 1/") && !$0.contains("indexing") } == true }
        let index = state + "/cache/termreader/fulltext.sqlite"
        var indexed: [FullTextIndex.IndexedBook] = []
        for _ in 0..<100 where indexed.isEmpty {
            indexed = FullTextIndex.books(at: index)
            if indexed.isEmpty { usleep(100_000) }
        }
        #expect(indexed.map(\.path) == [Package.book("deng-ta.txt")])
        #expect(indexed.first?.title == "deng-ta")
        try tmux.sendKeys("q")
        #expect(try exitStatus(status, tmux) == 0)
        let found = try Package.run(["search", "这封信", "--json"], environment: Package.readerEnvironment(state: state))
        #expect(found.status == 0)
        #expect(found.output.contains("deng-ta.txt"))
    }
}
