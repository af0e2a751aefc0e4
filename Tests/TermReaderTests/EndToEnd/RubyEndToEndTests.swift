import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// The ruby key in a real terminal: inline, above once line spacing leaves it a row, off;
    /// the choice is there again on the next run.
    @Suite(.serialized) struct RubyReader {
        let state = Package.stateDirectory()

        func open(_ book: String) throws -> Tmux {
            try Tmux(command: "\(Package.binary) '\(book)'", columns: 60, rows: 20, environment: Package.readerEnvironment(state: state))
        }

        @Test func rubyCyclesInlineAboveOffAndIsRemembered() throws {
            let book = state + "/neko.txt"
            let text = "吾輩《わがはい》は猫である。名前はまだ無い。\n\nどこで生れたかとんと見当《けんとう》がつかぬ。\n"
            #expect(FileManager.default.createFile(atPath: book, contents: Data(text.utf8)))
            let tmux = try open(book)
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("吾輩(わがはい)は猫である") }
            try tmux.sendKeys("R")
            _ = try tmux.waitUntil { $0.joined().contains("ruby above needs line spacing 1 (L): shown inline") }
            try tmux.sendKeys("L")
            let above = try tmux.waitUntil { rows in rows.contains { $0.contains("吾輩は猫である") } }
            let row = try #require(above.firstIndex { $0.contains("吾輩は猫である") })
            #expect(above[row - 1].contains("わがはい"), "the reading is on the row over its base")
            // (The header's section title is the book's text as written: its reading stays inline.)
            let page = { (rows: [String]) in rows.dropFirst().dropLast().joined() }
            #expect(!page(above).contains("(わがはい)"))
            try tmux.sendKeys("R")
            let off = try tmux.waitUntil { $0.joined().contains("ruby off") }
            #expect(!page(off).contains("わがはい") && page(off).contains("吾輩は猫である"))
            try tmux.sendKeys("q")
            _ = try tmux.waitUntil { !$0.joined().contains("吾輩") }

            let again = try open(book)
            defer { again.kill() }
            let reopened = try again.waitUntil { $0.joined().contains("吾輩は猫である") }
            #expect(!reopened.dropFirst().dropLast().joined().contains("わがはい"), "off is remembered")
            try again.sendKeys("q")
        }
    }
}
