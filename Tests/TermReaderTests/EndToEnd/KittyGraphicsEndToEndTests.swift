import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// The picture queries on a raw pseudo-terminal answered as kitty, as xterm (device attributes
    /// only) and not at all: only kitty's answer brings images; the others keep character art, and
    /// no answer is taken for keys.
    @Suite struct KittyGraphics {
        /// A book whose first page holds a 32×16 picture, and a second page.
        static func book(in folder: TemporaryFolder) throws -> String {
            let picture = try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/quadrants.png"))
            _ = try folder.write(picture, to: "quadrants.png")
            // The second page's text differs from the first's in more than a digit (ncurses sends only what changed).
            let text = (0..<60).map { "<p>" + ($0 < 9 ? "Before" : "After") + " the turn: paragraph \($0).</p>" }.joined()
            let html = #"<html><body><p><img src="quadrants.png" alt="four quadrants"/></p>"# + text + "</body></html>"
            return try folder.write(Data(html.utf8), to: "pictures.html")
        }

        static func start(_ book: String) throws -> RawPty {
            let state = Package.stateDirectory()
            return try RawPty(
                arguments: [book, "--mode", "none", "--from-start"], term: "xterm-256color", columns: 80, rows: 24,
                environment: [
                    "COLORTERM": "truecolor", "XDG_STATE_HOME": state, "XDG_CACHE_HOME": state + "/cache",
                    "XDG_CONFIG_HOME": state + "/config",
                ])
        }

        /// Reads until the reader has written `text` (at most 10 s).
        static func wait(for text: String, in pty: RawPty) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while Date() < deadline {
                if String(decoding: pty.output, as: UTF8.self).contains(text) { return true }
                pty.settle(quiet: 0.05, limit: 0.2)
            }
            return false
        }

        static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
        /// RGB (f=24): the quadrants are opaque.
        static let transmission = "\u{1B}_Ga=t,q=2,f=24,o=z,s=32,v=16,i="

        @Test func aTerminalAnsweringAsKittyGetsThePictureAsAnImageDeletedOnExit() throws {
            let folder = try TemporaryFolder()
            let pty = try Self.start(try Self.book(in: folder))
            #expect(Self.wait(for: Self.query + "\u{1B}[16t\u{1B}[c", in: pty), "asked once, device attributes last")
            #expect(Self.wait(for: "p. 1/", in: pty))
            pty.send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;16;8t\u{1B}[?62;22c")
            #expect(Self.wait(for: Self.transmission, in: pty), "the picture")
            let written = String(decoding: pty.output, as: UTF8.self)
            // Its id (chosen at random among readers sharing a terminal), and in one chunk.
            let sent = try #require(written.components(separatedBy: Self.transmission).dropFirst().first)
            let id = String(sent.prefix { $0.isNumber })
            #expect(sent.dropFirst(id.count).hasPrefix(",m=0;"))
            #expect(written.contains("\u{1B}_Ga=p,U=1,q=2,i=\(id),c=4,r=1\u{1B}\\"), "placed over 4×1 cells")
            #expect(written.contains("\u{10EEEE}\u{0305}\u{0305}"), "the first placeholder cell")
            #expect(try pty.quit() == 0)
            #expect(String(decoding: pty.output, as: UTF8.self).contains("\u{1B}_Ga=d,d=I,q=2,i=\(id)\u{1B}\\"), "deleted on exit")
        }

        /// foot, mlterm, xterm -ti vt340: sixel among the device attributes, no kitty answer.
        @Test(.enabled(if: EndToEnd.Library.chafa, "needs chafa"))
        func aTerminalWithSixelsGetsThePictureInSixelsOverBlankCellsDrawnAgainWhenItComesBack() throws {
            let folder = try TemporaryFolder()
            let pty = try Self.start(try Self.book(in: folder))
            #expect(Self.wait(for: "▀", in: pty))
            pty.send("\u{1B}[6;16;8t\u{1B}[?62;4;22c")
            // The picture's top left cell is row 3, column 39 (centred); 32 pixels wide (chafa keeps whole 6-pixel bands).
            let sixel = "\u{1B}7\u{1B}[3;39H\u{1B}P0;1;0q\"1;1;32;"
            #expect(Self.wait(for: sixel, in: pty), "drawn from its top left cell")
            let first = String(decoding: pty.output, as: UTF8.self)
            #expect(first.hasSuffix("\u{1B}\\\u{1B}8"), "the cursor put back where ncurses left it")
            #expect(!first.contains("\u{10EEEE}"), "the cells under it go out blank")
            pty.send(" ")
            #expect(Self.wait(for: "After the turn", in: pty))
            let turned = pty.output.count
            pty.send("b")
            #expect(Self.wait(for: "Before the turn", in: pty))
            let back = String(decoding: pty.output[turned...], as: UTF8.self)
            #expect(back.contains(sixel), "drawn again on coming back")
            #expect(try pty.quit() == 0)
        }

        @Test(
            .enabled(if: EndToEnd.Library.chafa, "needs chafa"),
            arguments: ["\u{1B}[?62;22c", "\u{1B}_Gi=31;ENOENT:no such format\u{1B}\\\u{1B}[?62;22c", ""])
        func aTerminalWithoutTheProtocolKeepsCharacterArtAndTakesNoAnswerForAKey(answer: String) throws {
            let folder = try TemporaryFolder()
            let pty = try Self.start(try Self.book(in: folder))
            #expect(Self.wait(for: "▀", in: pty), "the picture as character art (its top half over its bottom)")
            pty.send(answer + " ")
            #expect(Self.wait(for: "After the turn", in: pty), "the key after the answer turns the page")
            let written = String(decoding: pty.output, as: UTF8.self)
            #expect(!written.contains("\u{1B}_Ga=t") && !written.contains("\u{1B}P"), "no image sent, no sixel")
            #expect(!written.contains("\u{10EEEE}"), "no placeholder cell")
            #expect(try pty.quit() == 0)
        }
    }
}
