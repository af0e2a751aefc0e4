import Foundation
import TestSupport
import Testing

extension EndToEnd.Reader {
    /// `v` sets a Japanese book vertically at the same place (one press from horizontal), the
    /// screen is what `render --writing vertical` prints, `→` turns to the next page, and the
    /// book reopens vertically where it was left (the writing is kept with its place).
    @Test func theWritingKeySetsTheBookVertically() throws {
        let book = Package.book("toudaimori.txt")
        func render(_ page: Int) throws -> [String] {
            let output = try Package.run(["render", book, "--writing", "vertical", "--size", "100x30", "--page", String(page), "--body"])
                .output
            return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        /// The text rows of a screen (header, top margin, bottom margin and footer left out).
        func body(_ screen: [String]) -> [String] { screen[2..<28].map(trimmed) }
        let tmux = try open(book, "--from-start")
        defer { tmux.kill() }
        _ = try tmux.waitUntil { footer($0).contains("p. 1/") }
        try tmux.sendKeys("Space")
        _ = try tmux.waitUntil { footer($0).contains("p. 2/") }
        try tmux.sendKeys("v")
        let vertical = try tmux.waitUntil { footer($0).contains("writing vertical") }
        // Vertical page 2 holds the place horizontal page 2 started at: the chapter's start.
        #expect(body(vertical) == (try render(2)))
        #expect(vertical.joined().contains("︒"))
        try tmux.sendKeys("Right")
        let next = try tmux.waitUntil { footer($0).contains("p. 3/") }
        #expect(body(next) == (try render(3)))
        try tmux.sendKeys("q")
        #expect(try exitStatus(tmux) == 0)
        // The writing chosen for this book is kept with its place.
        let again = try open(book)
        defer { again.kill() }
        let resumed = try again.waitUntil { footer($0).contains("p. 3/") }
        #expect(body(resumed) == (try render(3)))
        try again.sendKeys("q")
        #expect(try exitStatus(again) == 0)
    }
}
