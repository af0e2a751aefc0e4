import Foundation
import TestSupport
import Testing

extension EndToEnd.Reader {
    /// Time left at the reader's own pace: with a pace remembered from earlier sessions and
    /// `time-left` in the config's footer, the footer says how long the chapter and the book
    /// have left, and less after a page is turned.
    @Test func theFooterSaysTheTimeLeftAtTheReadersPace() throws {
        let folder = state + "/termreader"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // 0.05 s a character, learned over 20 pages: about 3 characters a second, slow enough to show minutes.
        try #"{"version":1,"secondsPerCharacter":0.05,"pacePages":20}"#.write(
            toFile: folder + "/settings.json", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: state + "/config/termreader", withIntermediateDirectories: true)
        try "footer = [\"chapter-page\", \"time-left\"]\n".write(
            toFile: state + "/config/termreader/config.toml", atomically: true, encoding: .utf8)
        let tmux = try open(Package.book("the-lighthouse-keeper.txt"), "--mode none --from-start")
        defer { tmux.kill() }
        try tmux.sendKeys("]")
        let before = try tmux.waitUntil { footer($0).contains(" left") && footer($0).contains("book") }
        let minutes = { (line: String) -> [Int] in
            line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        }
        try tmux.sendKeys("Space")
        let after = try tmux.waitUntil { footer($0) != footer(before) && footer($0).contains(" left") }
        #expect(footer(before).contains("min"), "minutes at that pace: \(footer(before))")
        #expect(
            minutes(footer(after)).last! <= minutes(footer(before)).last!,
            "the book has no more left after a page: \(footer(before)) → \(footer(after))")
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
    }
}
