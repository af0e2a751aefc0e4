import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// Two machines (two homes) sharing one sync folder, in real terminals: a book read on one
    /// opens on the other where it was left, with its bookmark, and back again.
    @Suite(.serialized) struct Sync {
        let shared = Package.stateDirectory()
        let machines = [Package.stateDirectory(), Package.stateDirectory()]

        init() throws {
            for (n, home) in machines.enumerated() {
                let config = home + "/config/termreader"
                try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
                let text = "[sync]\nfolder = \"\(shared)\"\ndevice = \"machine-\(n)\"\n"
                try text.write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
            }
        }

        /// Opens the sample book on machine `m`, waits for a page whose footer holds `footer`, does
        /// `then`, quits and checks the reader ended well.
        func read(on m: Int, until footer: String, then: (Tmux) throws -> Void) throws {
            let status = machines[m] + "/status"
            try? FileManager.default.removeItem(atPath: status)
            let tmux = try Tmux(
                command: "\(Package.binary) --mode none '\(Package.book("the-lighthouse-keeper.txt"))'; echo $? > \(status); sleep 30",
                columns: 80, rows: 24, environment: Package.readerEnvironment(state: machines[m]))
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.last.map { $0.contains(footer) && !$0.contains("indexing") } == true }
            try then(tmux)
            try tmux.sendKeys("q")
            #expect(try tmux.exitStatus(writtenTo: status, timeout: 10) == 0)
        }

        @Test func aSecondMachineOpensWhereTheFirstLeftOffAndBack() throws {
            try read(on: 0, until: "p. 1/") { tmux in
                for page in 2...4 {
                    try tmux.sendKeys("Space")
                    _ = try tmux.waitUntil { $0.last?.contains("p. \(page)/") == true }
                }
                try tmux.sendKeys("B")
                _ = try tmux.waitUntil { $0.last?.contains("bookmarked") == true }
            }
            // One file per book and machine, in the sync folder.
            let books = try FileManager.default.contentsOfDirectory(atPath: shared + "/books")
            #expect(books.count == 1)
            let records = try FileManager.default.contentsOfDirectory(atPath: shared + "/books/" + books[0])
            #expect(records == ["machine-0.json"])

            // The other machine has never opened the book: it opens at page 4, the bookmark listed.
            try read(on: 1, until: "p. 4/") { tmux in
                try tmux.sendKeys("'")
                _ = try tmux.waitUntil { $0.joined().contains("Bookmarks") }
                try tmux.sendKeys("Escape")
                try tmux.sendKeys("Space")
                _ = try tmux.waitUntil { $0.last?.contains("p. 5/") == true }
            }
            // And the first machine continues from the second's page.
            try read(on: 0, until: "p. 5/") { _ in }
            let after = try FileManager.default.contentsOfDirectory(atPath: shared + "/books/" + books[0])
            #expect(after.sorted() == ["machine-0.json", "machine-1.json"])
        }
    }
}
