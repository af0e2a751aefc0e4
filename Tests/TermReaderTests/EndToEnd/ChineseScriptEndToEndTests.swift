import Foundation
import ReaderCore
import TestSupport
import Testing

extension EndToEnd {
    /// Chinese shown in the other script on a raw pseudo-terminal: `C` converts the page, a
    /// search typed in Traditional finds the Simplified book's words, and the choice is kept for
    /// the next run; `render --chinese` prints the same.
    @Suite(.serialized, .enabled(if: ScriptConverter.shared(.traditional) != nil, "needs OpenCC"))
    struct ChineseScript {
        static let book = Package.book("deng-ta.txt")

        @Test func cConvertsSearchesAcrossAndIsRemembered() throws {
            let environment = Package.readerEnvironment(state: Package.stateDirectory())
            let pty = try RawPty(
                arguments: [Self.book, "--mode", "none", "--from-start"], term: "xterm-256color", environment: environment)
            pty.settle(quiet: 0.5)
            pty.send(" ")
            pty.send("CC")
            pty.settle(quiet: 0.5)
            let shown = String(decoding: pty.output, as: UTF8.self)
            #expect(shown.contains("Traditional Chinese"))
            #expect(shown.contains("補給船"))
            pty.send("/燈塔\r")
            pty.settle(quiet: 0.5)
            #expect(String(decoding: pty.output, as: UTF8.self).contains("match 2 of 2"))
            #expect(try pty.quit() == 0)
            let again = try RawPty(arguments: [Self.book, "--mode", "none"], term: "xterm-256color", environment: environment)
            again.settle(quiet: 0.5)
            #expect(String(decoding: again.output, as: UTF8.self).contains("補給船"))
            #expect(try again.quit() == 0)
        }

        @Test func renderPrintsTheConvertedPage() throws {
            let run = try Package.run([
                "render", Self.book, "--page", "2", "--body", "--size", "60x12", "--chinese", "traditional", "--no-config",
            ])
            #expect(run.status == 0 && run.errors == "")
            #expect(run.output.contains("第一章　最後一班船"))
            #expect(run.output.contains("每個月的第一個星期二，補給船會來島上。"))
        }
    }
}
