import Foundation
import TestSupport
import Testing

extension EndToEnd.Library {
    /// `termreader LIBRARY` on a calibre library built by calibredb lists calibre's titles, authors
    /// and series; the filter finds a book by its author, and Enter opens the file of its best format.
    @Test(.enabled(if: CalibreFixture.available, "needs calibre's calibredb"))
    func aCalibreLibraryIsListedByTitleAndAuthor() throws {
        let library = try CalibreFixture.make(in: state)
        let (tmux, status) = try run("'\(library)'")
        defer { tmux.kill() }
        let list = try tmux.waitUntil { $0.first?.contains("Calibre library in") == true && $0.joined().contains("3 books") }
        #expect(list.joined().contains("Alice in Wonderland — Lewis Carroll"))
        #expect(list.joined().contains("The Lighthouse Keeper — Maren Holt, Tobias Wren"))
        #expect(list.joined().contains("Island Tales 2 · "))
        #expect(list.joined().contains("灯塔 — 林海"))
        try tmux.sendKeys("/")
        try tmux.sendText("wren")
        try tmux.sendKeys("Enter")
        _ = try tmux.waitUntil { $0.first?.contains("1 of 3 books") == true }
        try tmux.sendKeys("Enter")
        _ = try tmux.waitUntil { $0.joined().contains("A short novel written for termreader") }
        try tmux.sendKeys("q")
        #expect(try exitStatus(status, tmux) == 0)
    }
}
