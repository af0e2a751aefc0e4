import Foundation
import TestSupport
import Testing

extension EndToEnd {
    /// The reader's pencil on a raw pseudo-terminal: text selected by keys is copied to the
    /// clipboard (the OSC 52 bytes seen on the terminal), highlighted and noted; the highlights
    /// are saved as the reader quits and `termreader notes` exports them.
    @Suite(.serialized) struct Pencil {
        static let book = Package.book("the-lighthouse-keeper.txt")

        /// Every OSC 52 clipboard text the reader wrote, decoded.
        static func clipboard(in output: [UInt8]) -> [String] {
            let text = String(decoding: output, as: UTF8.self)
            return text.components(separatedBy: "\u{1B}]52;c;").dropFirst().compactMap { rest in
                rest.split(separator: "\u{07}", maxSplits: 1).first.flatMap { Data(base64Encoded: String($0)) }
                    .map { String(decoding: $0, as: UTF8.self) }
            }
        }

        @Test(arguments: ["xterm-256color", "tmux-256color"]) func keysSelectCopyHighlightAndNote(term: String) throws {
            let environment = Package.readerEnvironment(state: Package.stateDirectory())
            let pty = try RawPty(arguments: [Self.book, "--mode", "none", "--from-start"], term: term, environment: environment)
            pty.settle(quiet: 0.5)
            // The title's first two words: V, to the end of `The`, the next word's start, its end; copied.
            pty.send("Vewey")
            #expect(Self.clipboard(in: pty.output) == ["The Lighthouse"], "\(term)")
            // Kept in a file too, for terminals that ignore the sequence.
            let kept = environment["XDG_STATE_HOME"]! + "/termreader/clipboard.txt"
            #expect(try String(contentsOfFile: kept, encoding: .utf8) == "The Lighthouse")
            // A search lands on `supply boat`; selecting starts on the match and `)` takes the sentence.
            for keys in ["/supply boat\r", "V)\r"] { pty.send(keys) }
            // Another sentence, highlighted in green, then selected again for a note.
            for keys in ["/Nobody told\r", "V)2", "V)n", "who sent him?\ron the boat\u{13}", "Ax", "q"] { pty.send(keys) }
            #expect(try pty.quit() == 0)
            let exported = try Package.run(["notes", Self.book], environment: environment)
            #expect(exported.errors == "")
            #expect(
                exported.output == """
                    # the-lighthouse-keeper

                    ## Chapter 1. The Last Boat

                    > supply boat came on the first Tuesday of every month, and on the first Tuesday of November it came late, riding low in a grey swell that had been building since dawn.

                    > Nobody told me," said Maren.

                    who sent him?
                    on the boat

                    """, "\(term)")
            // `x` in the panel wrote the same Markdown beside the annotations file.
            let folder = environment["XDG_DATA_HOME"]! + "/termreader/notes"
            let written = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }
            #expect(written.count == 1 && written[0].hasPrefix("the-lighthouse-keeper-"), "\(written)")
            #expect(try String(contentsOfFile: folder + "/" + written[0], encoding: .utf8) == exported.output)
        }

        /// An Alt-drag (a Ctrl-drag under tmux-256color: either selects) over the title's row
        /// selects it, whatever terminfo entry ncurses reads the reports with.
        @Test(arguments: EndToEnd.Mouse.terms) func aModifiedDragSelects(term: String) throws {
            let environment = Package.readerEnvironment(state: Package.stateDirectory())
            let pty = try RawPty(arguments: [Self.book, "--mode", "none", "--from-start"], term: term, environment: environment)
            pty.settle(quiet: 0.5)
            // The title is drawn at columns 4…24 of row 3 (1-based) of a 100x30 window.
            let modifier = term == "tmux-256color" ? 16 : 8
            pty.send("\u{1B}[<\(modifier);4;3M\u{1B}[<\(modifier + 32);14;3M\u{1B}[<\(modifier + 32);24;3M\u{1B}[<\(modifier);24;3m")
            pty.send("y")
            #expect(Self.clipboard(in: pty.output) == ["The Lighthouse Keeper"], "\(term)")
            #expect(try pty.quit() == 0)
        }

        /// Pages turned forward in a sitting reach the reading log as the reader quits, and
        /// `termreader stats` counts them (the first page, not reached by a turn, is not timed).
        @Test func aSittingReachesTheStatistics() throws {
            let environment = Package.readerEnvironment(state: Package.stateDirectory())
            let pty = try RawPty(
                arguments: [Self.book, "--mode", "none", "--from-start"], term: "xterm-256color", environment: environment)
            pty.settle(quiet: 0.5)
            for _ in 0..<4 { pty.send(" ") }
            #expect(try pty.quit() == 0)
            let stats = try Package.run(["stats", "--json"], environment: environment)
            #expect(stats.status == 0 && stats.errors == "")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
            let books = try #require(json["books"] as? [[String: Any]])
            #expect(books.count == 1)
            #expect(books.first?["pages"] as? Int == 3)
            #expect(books.first?["title"] as? String == "the-lighthouse-keeper")
            #expect(json["streak"] as? Int == 1)
            let text = try Package.run(["stats"], environment: environment).output
            #expect(text.contains("Books\nthe-lighthouse-keeper"))
        }

        /// `i` in the highlights panel takes the highlights KOReader keeps beside the book
        /// (`BOOK.sdr`), as `notes --import` does; they are saved as the reader quits.
        @Test(.enabled(if: Corpus.available, "needs ../shared/corpus")) func theKOReaderSidecarBesideTheBookIsImported() throws {
            let source = try #require(Package.corpus("epub/alice-in-wonderland.epub3.epub"))
            let folder = TestScratch.path("koreader")
            try FileManager.default.createDirectory(atPath: folder + "/alice.sdr", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: folder + "/alice.epub")
            try Data(NotesCommandTests.sidecar.utf8).write(to: URL(fileURLWithPath: folder + "/alice.sdr/metadata.epub.lua"))
            let environment = Package.readerEnvironment(state: Package.stateDirectory())
            let pty = try RawPty(arguments: [folder + "/alice.epub", "--mode", "none"], term: "xterm-256color", environment: environment)
            pty.settle(quiet: 0.8)
            for keys in ["A", "i", "q"] { pty.send(keys) }
            #expect(try pty.quit() == 0)
            let notes = try Package.run(["notes", folder + "/alice.epub"], environment: environment)
            #expect(notes.output.contains("> a little table, all made of solid glass\n\nThe \"golden\" key.\nSecond line."))
            #expect(notes.output.contains("> Curiouser and curiouser!"))
        }

        /// Selecting by keys goes on past the page's last line: the page follows, and the
        /// highlight holds every paragraph on the way (twelve: more than a page holds here).
        @Test func aSelectionByKeysCrossesPages() throws {
            let state = Package.stateDirectory()
            let environment = Package.readerEnvironment(state: state)
            let pty = try RawPty(
                arguments: [Self.book, "--mode", "none", "--from-start"], term: "xterm-256color", environment: environment)
            pty.settle(quiet: 0.5)
            pty.send(" ")
            pty.send("V" + String(repeating: "}", count: 12) + "\r")
            #expect(try pty.quit() == 0)
            let json = try Package.run(["notes", Self.book, "--format", "json"], environment: environment)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let annotation = try #require((document["annotations"] as? [[String: Any]])?.first)
            let text = try #require(annotation["text"] as? String)
            #expect(text.hasPrefix("Chapter 1. The Last Boat\nThe supply boat came"))
            #expect(text.split(separator: "\n").count == 12)
            // The page followed the selection: the place saved is past the chapter's first page.
            let start = try #require((annotation["start"] as? [String: Any])?["offset"] as? Int)
            let folder = state + "/termreader"
            let saved = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
                $0.hasSuffix(".json") && $0 != "settings.json"
            }
            .compactMap { try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }
            .compactMap { (($0 as? [String: Any])?["location"] as? [String: Any])?["offset"] as? Int }.first
            #expect(try #require(saved) > start)
        }
    }
}
