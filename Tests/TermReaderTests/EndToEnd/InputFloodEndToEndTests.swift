import Foundation
import TestSupport
import Testing

extension EndToEnd.Robustness {
    /// A book of many long Chinese chapters (about 11 MB): each chapter jump lays out a chapter,
    /// and each change of writing the page on screen, so a flood of those keys is slow to handle.
    func floodBook() throws -> String {
        let path = state + "/flood-book.txt"
        let words = Array("天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳云腾致雨露结为霜金生丽水玉出昆冈")
        var rng = SystemRandomNumberGenerator()
        var text = ""
        for chapter in 1...160 {
            text += "第\(chapter)章\n"
            for _ in 0..<40 { text += "　　" + String((0..<600).map { _ in words.randomElement(using: &rng)! }) + "\n" }
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `q` behind hundreds of keys that each relayout the page or lay out a new chapter is answered
    /// at once (the keys before it are left unhandled), and the terminal is given back.
    @Test func aQuitBehindAFloodOfHeavyKeysIsAnsweredAtOnce() throws {
        let (tmux, session) = try open(try floodBook())
        defer { tmux.kill() }
        // The whole book read (the footer shows its pages once the first run's hint is gone), so
        // chapter jumps lay chapters out rather than wait for the book.
        try tmux.waitUntil(timeout: 120) { screen in
            screen.joined().contains("第1章") && screen.last.map { !$0.contains("indexing") && !$0.contains("press ?") } == true
        }
        // Each key lays out a chapter: the next one, or the one on screen in the other writing.
        try tmux.sendText(String(repeating: "v]", count: 150) + String(repeating: "v ", count: 50))
        try tmux.sendKeys("q")
        let seconds = try secondsUntilExit(session, since: Date(), timeout: 120)
        #expect(seconds < 1.5, "took \(seconds) s to answer q after the flood")
        #expect(try session.exitStatus() == 0)
        #expect(try paneModes(tmux) == "0 0 0", "normal screen, mouse off")
    }
}
