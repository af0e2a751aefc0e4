import Foundation
import ReaderUI
import TestSupport
import Testing

/// `render --images`: an EPUB's picture drawn in the page by chafa, the same on every run
/// (skipped only where chafa is not installed; CI installs it).
@Suite(
    .enabled(if: FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libchafa.so.0"), "chafa (libchafa0) is not installed"))
struct RenderPicturesTests {
    static let epub = Package.root + "/Tests/Fixtures/pictures/pictures.epub"

    func render(_ extra: [String]) throws -> (status: Int32, output: String, errors: String) {
        try Package.run(["render", Self.epub, "--no-config", "--size", "40x14", "--body"] + extra)
    }

    /// Without colour the picture is drawn in two colours: the shapes of its dark parts (the
    /// white quadrant is the page). 64×64 pixels take 8×4 cells, centred, the alt text under them.
    @Test func symbolsWithoutColour() throws {
        let run = try render(["--images", "symbols"])
        #expect(run.status == 0 && run.errors.isEmpty)
        let expected = [
            "                Colours", "", "   Four colours in a square follow.", "", "                ████████",
            "                ████████", "                ████", "                ████", "             four quadrants",
        ]
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
        #expect(Array(lines.prefix(expected.count)) == expected)
        #expect(try render(["--images", "symbols"]).output == run.output)
    }

    /// In colour each quadrant is its own colour, in 24-bit SGR.
    @Test func symbolsInColour() throws {
        let run = try render(["--images", "symbols", "--color", "always"])
        #expect(run.status == 0)
        for (r, g, b) in [(220, 40, 40), (40, 180, 60), (40, 60, 200), (250, 250, 250)] {
            #expect(run.output.contains("48;2;\(r);\(g);\(b)m"), "no cell on \(r),\(g),\(b)")
        }
    }

    /// `off` is today's placeholder line.
    @Test func offIsThePlaceholder() throws {
        let run = try render(["--images", "off"])
        #expect(run.output.contains("[image: four quadrants]"))
        #expect(!run.output.contains("█"))
    }
}
