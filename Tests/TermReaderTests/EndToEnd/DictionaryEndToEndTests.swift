import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// Looking words up on a raw pseudo-terminal, with the fixture dictionary named in the
    /// config: `K` on a search match in selection mode, and a Ctrl- or Alt-click on a word.
    @Suite(.serialized) struct Dictionary {
        static let book = Package.book("the-lighthouse-keeper.txt")

        /// A reader environment whose config names the fixture dictionary.
        static func environment() throws -> [String: String] {
            let environment = Package.readerEnvironment(state: Package.stateDirectory())
            let folder = environment["XDG_CONFIG_HOME"]! + "/termreader"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let fixture = Package.root + "/Tests/Fixtures/dictionary/en/en.index"
            try "[dictionary]\npaths = [\"\(fixture)\"]\n".write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
            return environment
        }

        @Test func kLooksUpTheWordAtTheCursor() throws {
            let pty = try RawPty(
                arguments: [Self.book, "--mode", "none", "--from-start"], term: "xterm-256color", environment: try Self.environment())
            pty.settle(quiet: 0.5)
            pty.send("/read\r")
            pty.send("V")
            pty.send("K")
            pty.settle(quiet: 0.5)
            let screen = String(decoding: pty.output, as: UTF8.self)
            #expect(screen.contains("read · English test dictionary"))
            #expect(screen.contains("To look at and understand written or printed words"))
            pty.send("\u{1B}")
            #expect(try pty.quit() == 0)
        }

        /// The title's first word, clicked with Ctrl (tmux-256color) or Alt (xterm) held.
        @Test(arguments: ["xterm-256color", "tmux-256color"]) func aModifiedClickLooksUpTheWord(term: String) throws {
            let pty = try RawPty(arguments: [Self.book, "--mode", "none", "--from-start"], term: term, environment: try Self.environment())
            pty.settle(quiet: 0.5)
            let modifier = term == "tmux-256color" ? 16 : 8
            pty.send("\u{1B}[<\(modifier);5;3M\u{1B}[<\(modifier);5;3m")
            pty.settle(quiet: 0.5)
            #expect(String(decoding: pty.output, as: UTF8.self).contains("“The”"), "\(term)")
            pty.send("\u{1B}")
            #expect(try pty.quit() == 0)
        }
    }
}
