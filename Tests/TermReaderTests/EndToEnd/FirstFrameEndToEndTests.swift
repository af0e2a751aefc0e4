import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// What the reader writes before its first page, on a raw pseudo-terminal.
    @Suite struct FirstFrame {
        /// ncurses clears the screen before the first frame. Under a TERM without background-colour
        /// erase (tmux-256color) a clear in white on black was a screenful of coloured spaces, a dark
        /// flash before a light page; in the terminal's own colours it is one clear sequence.
        @Test func theScreenIsClearedInTheTerminalsOwnColours() throws {
            let state = Package.stateDirectory()
            let pty = try RawPty(
                arguments: [Package.book("the-lighthouse-keeper.txt"), "--mode", "none", "--from-start"], term: "tmux-256color",
                environment: ["XDG_STATE_HOME": state, "XDG_CACHE_HOME": state + "/cache", "XDG_CONFIG_HOME": state + "/config"])
            pty.settle(quiet: 0.5)
            let written = String(decoding: pty.output, as: UTF8.self)
            #expect(written.contains("\u{1B}[H\u{1B}[J"), "one clear sequence")
            #expect(!written.contains("\u{1B}[37m\u{1B}[40m"), "no white-on-black clear")
            #expect(written.contains("Lighthouse") || written.contains("lighthouse"), "the first page is drawn")
            #expect(try pty.quit() == 0)
        }
    }
}
