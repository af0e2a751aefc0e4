import Foundation
import ReaderCore
import TestSupport
import Testing

extension EndToEnd {
    /// Hyphenation on a raw pseudo-terminal, with the test's own patterns in the user's data folder:
    /// `--hyphenate on` breaks words with a drawn hyphen and search still finds them whole; by default
    /// none is broken; `render` and the config file's `hyphenate` print the same pages.
    @Suite(.serialized)
    struct Hyphenation {
        /// English paragraphs whose lines end inside `hyphenation` at many widths.
        static func book(in state: String) throws -> String {
            let path = state + "/hyphen-book.txt"
            let text = ["", "a ", "an ", "and ", "and a ", "and an "].map {
                $0 + String(repeating: "the hyphenation of the nation ", count: 12)
            }
            try text.joined(separator: "\n\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        /// A state folder whose data folder holds the fixture patterns (`$XDG_DATA_HOME/hyphen`).
        static func state() throws -> String {
            let state = Package.stateDirectory()
            try FileManager.default.createDirectory(atPath: state + "/data", withIntermediateDirectories: true)
            try? FileManager.default.createSymbolicLink(atPath: state + "/data/hyphen", withDestinationPath: HyphenationFixture.folder)
            return state
        }

        @Test func wordsAreHyphenatedAndSearchFindsThemWhole() throws {
            let state = try Self.state()
            let book = try Self.book(in: state)
            let environment = Package.readerEnvironment(state: state)
            let pty = try RawPty(
                arguments: [book, "--mode", "none"], term: "xterm-256color", environment: environment)
            pty.settle(quiet: 0.5)
            #expect(String(decoding: pty.output, as: UTF8.self).contains(" hy-"))
            pty.send("/hyphenation\r")
            pty.settle(quiet: 0.5)
            #expect(String(decoding: pty.output, as: UTF8.self).contains("match 1 of 72"))
            #expect(try pty.quit() == 0)
            let off = try RawPty(
                arguments: [book, "--mode", "none", "--hyphenate", "off"], term: "xterm-256color", environment: environment)
            off.settle(quiet: 0.5)
            let shown = String(decoding: off.output, as: UTF8.self)
            #expect(shown.contains("hyphenation") && !shown.contains(" hy-"))
            // `H` turns it on in the reader, at the same place.
            off.send("H")
            off.settle(quiet: 0.5)
            let toggled = String(decoding: off.output, as: UTF8.self)
            #expect(toggled.contains("hyphenation on") && toggled.contains(" hy-"))
            #expect(try off.quit() == 0)
        }

        @Test func renderAndTheConfigFileHyphenate() throws {
            let state = try Self.state()
            let book = try Self.book(in: state)
            let environment = Package.readerEnvironment(state: state)
            let arguments = ["render", book, "--body", "--size", "60x20"]
            // On by default.
            let on = try Package.run(arguments, environment: environment)
            #expect(on.status == 0 && on.errors == "")
            #expect(on.output.split(separator: "\n").contains { $0.hasSuffix(" hy-") || $0.hasSuffix("hyphen-") })
            let off = try Package.run(arguments + ["--hyphenate", "off"], environment: environment)
            #expect(off.status == 0 && !off.output.contains("-\n"))
            try FileManager.default.createDirectory(atPath: state + "/config/termreader", withIntermediateDirectories: true)
            try "[layout]\nhyphenate = false\n".write(toFile: state + "/config/termreader/config.toml", atomically: true, encoding: .utf8)
            #expect(try Package.run(arguments, environment: environment).output == off.output)
            #expect(try Package.run(arguments + ["--hyphenate", "on"], environment: environment).output == on.output)
        }
    }
}
