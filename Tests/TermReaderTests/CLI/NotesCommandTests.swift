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

    /// A KOReader sidecar written as KOReader writes one, for a corpus EPUB: its highlights and
    /// notes come in (a bookmark without text, and a highlight the book does not hold, do not),
    /// and importing it again adds nothing.
    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func aKOReaderSidecarIsImported() throws {
        let epub = try #require(Package.corpus("epub/alice-in-wonderland.epub3.epub"))
        let folder = TestScratch.path("sdr")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(Self.sidecar.utf8).write(to: URL(fileURLWithPath: folder + "/metadata.epub.lua"))
        let imported = try Package.run(["notes", epub, "--import", folder], environment: environment)
        #expect(imported.status == 0)
        #expect(imported.errors == "termreader: imported 2 highlights from \(folder); 1 not found in the book\n")
        #expect(
            imported.output == """
                # Alice's Adventures in Wonderland

                Lewis Carroll

                ## Down The Rabbit-Hole

                > a little table, all made of solid glass

                The "golden" key.
                Second line.

                ## The Pool Of Tears

                > Curiouser and curiouser!

                """)
        let again = try Package.run(
            ["notes", epub, "--import", folder + "/metadata.epub.lua", "--format", "json"], environment: environment)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(again.output.utf8)) as? [String: Any])
        #expect((document["annotations"] as? [Any])?.count == 2)
        let colors = (document["annotations"] as? [[String: Any]])?.map { $0["color"] as? String }
        #expect(colors == ["pink", "green"])
        try Data("return { [\"annotations\"] = { [1] = ".utf8).write(to: URL(fileURLWithPath: folder + "/metadata.epub.lua"))
        let broken = try Package.run(["notes", epub, "--import", folder], environment: environment)
        #expect(broken.status == 65)
        #expect(broken.errors.split(separator: "\n").count == 1)
        #expect(broken.errors.contains("broken KOReader sidecar"))
    }

    static let sidecar = #"""
        -- /mnt/onboard/Books/alice-in-wonderland.sdr/metadata.epub.lua
        return {
            ["annotations"] = {
                [1] = {
                    ["chapter"] = "Down The Rabbit-Hole",
                    ["color"] = "red",
                    ["datetime"] = "2026-11-01 21:14:03",
                    ["drawer"] = "lighten",
                    ["note"] = "The \"golden\" key.\
        Second line.",
                    ["page"] = "/body/DocFragment[3]/body/div/p[12]/text().17",
                    ["pos0"] = "/body/DocFragment[3]/body/div/p[12]/text().17",
                    ["pos1"] = "/body/DocFragment[3]/body/div/p[12]/text().61",
                    ["text"] = "a little table, all made of solid glass",
                },
                [2] = {
                    ["chapter"] = "The Pool Of Tears",
                    ["datetime"] = "2026-11-02 08:00:00",
                    ["page"] = "/body/DocFragment[4]/body/div/p[2]/text().0",
                },
                [3] = {
                    ["chapter"] = "The Pool Of Tears",
                    ["color"] = "olive",
                    ["datetime"] = "2026-11-02 08:01:00",
                    ["drawer"] = "lighten",
                    ["pos0"] = "/body/DocFragment[4]/body/div/p[1]/text().0",
                    ["pos1"] = "/body/DocFragment[4]/body/div/p[1]/text().24",
                    ["text"] = "Curiouser and curiouser!",
                },
                [4] = {
                    ["chapter"] = "Nowhere",
                    ["datetime"] = "2026-11-03 08:00:00",
                    ["pos0"] = "/body/DocFragment[9]/body/div/p[1]/text().0",
                    ["pos1"] = "/body/DocFragment[9]/body/div/p[1]/text().9",
                    ["text"] = "a sentence no book holds",
                },
            },
            ["doc_props"] = { ["title"] = "Alice's Adventures in Wonderland" },
            ["percent_finished"] = 0.25,
        }
        """#
}
