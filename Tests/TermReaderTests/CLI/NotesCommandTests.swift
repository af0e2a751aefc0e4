import Foundation
import TestSupport
import Testing

@testable import ReaderUI

/// `termreader notes`: highlights added from the command line, printed back as Markdown and JSON,
/// kept in `$XDG_DATA_HOME/termreader/notes`.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary), "needs the built termreader"))
struct NotesCommandTests {
    let environment = Package.readerEnvironment(state: Package.stateDirectory())
    let book = Package.book("the-lighthouse-keeper.txt")

    func notes(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try Package.run(["notes", book] + arguments, environment: environment)
    }

    @Test func addedHighlightsComeBackAsMarkdownByChapter() throws {
        #expect(try notes([]).output == "# the-lighthouse-keeper\n")
        let added = try notes(["--add", "the lamp", "--note", "Where the *light* is.", "--color", "blue"])
        #expect(added.status == 0)
        #expect(try notes(["--add", "supply boat"]).status == 0)
        let markdown = try notes([])
        #expect(markdown.errors == "")
        #expect(
            markdown.output == """
                # the-lighthouse-keeper

                ## Chapter 1. The Last Boat

                > supply boat

                ## Chapter 2. The Lamp Room

                > The Lamp

                Where the *light* is.

                """)
        let json = try notes(["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let entries = try #require(document["annotations"] as? [[String: Any]])
        #expect(entries.map { $0["color"] as? String } == ["yellow", "blue"])
        let folder = environment["XDG_DATA_HOME"]! + "/termreader/notes"
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.count == 1)
    }

    @Test func textTheBookDoesNotHoldIsOneLineAndExit65() throws {
        let missing = try notes(["--add", "a lantern\u{1B}]52;c;aGk=\u{07}"])
        #expect(missing.status == 65)
        #expect(missing.errors.split(separator: "\n").count == 1)
        #expect(!missing.errors.contains("\u{1B}"))
        #expect(try notes(["--note", "alone"]).status == 64)
    }

    @Test func aDamagedNotesFileIsSetAsideWithAWarning() throws {
        #expect(try notes(["--add", "the lamp"]).status == 0)
        let folder = environment["XDG_DATA_HOME"]! + "/termreader/notes"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".json") })
        try Data("{\"version\":1,".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        let run = try notes([])
        #expect(run.status == 0)
        #expect(run.errors.hasPrefix("termreader: warning: " + folder + "/" + name + " is damaged; set aside as "))
        #expect(run.output == "# the-lighthouse-keeper\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix(name + ".damaged-") })
    }

    /// `render` draws what the reader draws: the highlight in its colour (`--no-config` leaves it out).
    @Test func renderDrawsAHighlightInItsColour() throws {
        #expect(try notes(["--add", "riding low in a grey swell", "--color", "pink"]).status == 0)
        let background = Palette.light[.markPink].background
        let sgr = "48;2;\(background.r);\(background.g);\(background.b)m"
        let page = ["render", book, "--page", "2", "--color", "always", "--theme", "light"]
        let drawn = try Package.run(page, environment: environment)
        #expect(drawn.status == 0)
        let row = try #require(drawn.output.split(separator: "\n").first { $0.contains(sgr) })
        #expect(row.components(separatedBy: sgr).dropFirst().first?.hasPrefix("riding low in a grey swell") == true)
        #expect(!(try Package.run(page + ["--no-config"], environment: environment)).output.contains(sgr))
    }
}
