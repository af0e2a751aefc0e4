import Foundation
import TestSupport
import Testing

extension EndToEnd.Library {
    /// `termreader search` finds text in a book read before (the recent books) and in a folder
    /// named with `--in`, and `read --at` opens a match's place in a real terminal.
    @Test func searchFindsTextInTheLibraryAndReadAtOpensTheMatch() throws {
        try readOnePage(of: Package.book("the-lighthouse-keeper.txt"))
        let folder = state + "/shelf/zh"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Package.book("deng-ta.txt"), toPath: folder + "/deng-ta.txt")
        let environment = Package.readerEnvironment(state: state)

        let lamp = try Package.run(["search", "THE GREAT LENS", "--json"], environment: environment)
        #expect(lamp.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(lamp.output.utf8)) as? [String: Any])
        let matches = try #require(document["matches"] as? [[String: Any]])
        #expect(matches.count == 1)
        let match = try #require(matches.first)
        #expect((match["path"] as? String)?.hasSuffix("/the-lighthouse-keeper.txt") == true)
        #expect(match["chapter"] as? String == "Chapter 2. The Lamp Room")
        #expect((match["snippet"] as? String)?.contains("The great lens turned") == true)

        // A folder's books are indexed too; its Chinese is found without spaces.
        let letter = try Package.run(["search", "这封信", "--in", state + "/shelf"], environment: environment)
        #expect(letter.status == 0)
        #expect(letter.output.contains("deng-ta  ("))
        #expect(letter.output.contains("第四章"))
        #expect(try Package.run(["search", "no such words anywhere"], environment: environment).status == 1)

        // The match's place, as read --at takes it, opens the page that holds it.
        let place = "\(match["offset"] as! Int):\(match["grapheme"] as! Int)"
        let (tmux, status) = try run("read --mode none --at \(place) '\(match["path"] as! String)'")
        defer { tmux.kill() }
        _ = try tmux.waitUntil { $0.first?.contains("Chapter 2. The Lamp Room") == true && $0.joined().contains("mercury") }
        try tmux.sendKeys("q")
        #expect(try exitStatus(status, tmux) == 0)
    }

    /// In the library, `s` searches the text of every book listed; Enter opens the book at the match.
    @Test func theLibrarySearchesTheTextOfItsBooksAndOpensAMatch() throws {
        try readOnePage(of: Package.book("the-lighthouse-keeper.txt"))
        let (tmux, status) = try run("")
        defer { tmux.kill() }
        _ = try tmux.waitUntil { $0.joined().contains("the-lighthouse-keeper") && $0.last?.contains("s search the text") == true }
        try tmux.sendKeys("s")
        try tmux.sendText("nautical miles")
        try tmux.sendKeys("Enter")
        let found = try tmux.waitUntil { $0.first?.contains("1 in 1 book") == true }
        #expect(found.joined().contains("the-lighthouse-keeper · Chapter 2. The Lamp Room"))
        #expect(found.joined().contains("twenty-two nautical miles out"))
        try tmux.sendKeys("Enter")
        _ = try tmux.waitUntil { $0.first?.contains("Chapter 2. The Lamp Room") == true && $0.joined().contains("mercury") }
        try tmux.sendKeys("q")
        #expect(try exitStatus(status, tmux) == 0)
    }
}
