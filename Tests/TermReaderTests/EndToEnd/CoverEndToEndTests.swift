import Foundation
import TestSupport
import Testing

extension EndToEnd.Library {
    /// Whether chafa, which draws covers as character art, is installed.
    static let chafa = FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libchafa.so.0")

    /// The selected book's cover is drawn beside the list (the rows narrowed for it), and goes
    /// when a book without one is selected.
    @Test(.enabled(if: chafa, "needs chafa")) func theSelectedBooksCoverIsDrawnBesideTheList() throws {
        let folder = try TemporaryFolder()
        let picture = try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/quadrants.png"))
        try FormatFixtures.zip([("p1.png", picture), ("p2.png", picture)], to: folder.path + "/a-comic.cbz")
        try FileManager.default.copyItem(atPath: Package.book("the-lighthouse-keeper.txt"), toPath: folder.path + "/b-story.txt")
        let (tmux, status) = try run("'\(folder.path)'", columns: 100, rows: 30)
        defer { tmux.kill() }
        // Each row ends with `new`: at the screen's edge, or before the cover.
        func newEnds(_ screen: [String], row: Int) -> Int? {
            guard screen.indices.contains(row), let r = screen[row].range(of: "new", options: .backwards) else { return nil }
            return screen[row].distance(from: screen[row].startIndex, to: r.upperBound)
        }
        let covered = try tmux.waitUntil { newEnds($0, row: 1).map { $0 < 80 } == true }
        #expect(covered[1].contains("a-comic"))
        let blocks = covered[2...12].joined().unicodeScalars.filter { (0x2580...0x259F).contains($0.value) }
        #expect(blocks.count > 10, "the cover in character cells (block elements)")
        try tmux.sendKeys("Down")
        let plain = try tmux.waitUntil { newEnds($0, row: 3) == 99 }
        #expect(plain[3].contains("b-story"))
        #expect(newEnds(plain, row: 1) == 99, "no cover: the rows take the whole width")
        try tmux.sendKeys("q")
        #expect(try exitStatus(status, tmux) == 0)
    }
}
