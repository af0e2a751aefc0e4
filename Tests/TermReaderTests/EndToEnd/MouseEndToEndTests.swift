import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// Mouse on a raw pseudo-terminal under the TERMs real emulators set: a click, a wheel
    /// notch and a drag each turn one page. Terminfo entries whose `kmous` is `\E[<` (xterm,
    /// xterm-256color, alacritty, vte, konsole, foot) once let ncurses swallow SGR reports.
    @Suite(.serialized) struct Mouse {
        /// Always tested; present in every ncurses installation's base terminfo.
        static let baseTerms = ["xterm", "xterm-256color", "tmux-256color", "screen-256color"]
        /// Tested when their terminfo entry is installed (Debian's ncurses-term, kitty-terminfo, foot-terminfo).
        static let emulatorTerms = [
            "alacritty", "xterm-kitty", "foot", "wezterm", "vte-256color", "konsole-256color", "rxvt-unicode-256color",
        ]

        static var terms: [String] { baseTerms + emulatorTerms.filter(hasTerminfo) }

        static func hasTerminfo(_ name: String) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["infocmp", name]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }

        static let book = Package.book("the-lighthouse-keeper.txt")

        /// The offset after three presses of Space: where three mouse turns must land.
        static let threeByKeys: Int? = try? offsetAfter([" ", " ", " "], term: "tmux-256color")

        /// Opens the book at its first page under `term`, runs `actions`, quits; the saved offset.
        static func offsetAfter(_ actions: [String], term: String) throws -> Int {
            let state = Package.stateDirectory()
            let pty = try RawPty(
                arguments: [book, "--mode", "none", "--from-start"], term: term,
                environment: ["XDG_STATE_HOME": state, "XDG_CACHE_HOME": state + "/cache", "XDG_CONFIG_HOME": state + "/config"])
            pty.settle(quiet: 0.5)
            for action in actions { pty.send(action) }
            #expect(try pty.quit() == 0, "\(term): exits cleanly")
            // The book's state file (settings.json beside it holds no place).
            let folder = state + "/termreader"
            let location = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.lazy
                .compactMap { try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }
                .compactMap { ($0 as? [String: Any])?["location"] as? [String: Any] }.first
            let place = try #require(location, "the place was saved")
            return try #require(place["offset"] as? Int)
        }

        /// A press and release on the right third of the page (100x30, row 15).
        static let click = "\u{1B}[<0;95;15M\u{1B}[<0;95;15m"
        /// One wheel notch down.
        static let wheel = "\u{1B}[<65;50;15M"
        /// Press at the right, drag leftwards over most of the page, release.
        static let drag = "\u{1B}[<0;90;15M" + stride(from: 85, to: 20, by: -5).map { "\u{1B}[<32;\($0);15M" }.joined() + "\u{1B}[<0;20;15m"

        @Test(arguments: Mouse.terms) func clickWheelAndDragTurnOnePageEach(term: String) throws {
            let byKeys = try #require(Self.threeByKeys, "the reader turns pages by key")
            #expect(byKeys > 0)
            // One turn each; a report half-swallowed by ncurses turns nothing and leaks keys.
            #expect(try Self.offsetAfter([Self.click, Self.wheel, Self.drag], term: term) == byKeys, "\(term)")
        }
    }
}

extension EndToEnd.Mouse {
    /// An X10 report (`ESC [ M`, then button, column and row as characters, each + 32 and
    /// 1-based), as a terminal without SGR 1006 sends it.
    static func x10(_ button: Int, column: Int, row: Int) -> String {
        "\u{1B}[M" + String(String.UnicodeScalarView([button + 32, column + 33, row + 33].map { Unicode.Scalar(UInt32($0))! }))
    }

    /// X10 reports are mouse events, never keys: a click on the right third turns one page
    /// (its characters ` g0` once typed Space, then `g`: back to the first page), and a click
    /// while the go-to prompt is open types nothing into it (`1` from its row did: page 113).
    @Test(arguments: ["xterm", "tmux-256color"]) func x10ReportsAreMouseEventsNotKeys(term: String) throws {
        let click = Self.x10(0, column: 70, row: 15) + Self.x10(3, column: 70, row: 15)
        #expect(try Self.offsetAfter([click], term: term) == (try Self.offsetAfter([" "], term: term)), "\(term)")
        let inPrompt = Self.x10(0, column: 70, row: 16) + Self.x10(3, column: 70, row: 16)
        #expect(
            try Self.offsetAfter([":", inPrompt, "3", "\r"], term: term) == (try Self.offsetAfter([":", "3", "\r"], term: term)), "\(term)")
    }
}
