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

    /// kitty: the image (its 64×64 pixels) and its placement come before the screen, whose 8×4
    /// cells are placeholders naming it.
    @Test func kittyWritesTheImageBeforeThePlaceholderCellsThatShowIt() throws {
        let run = try render(["--images", "kitty", "--color", "always"])
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(run.output.hasPrefix("\u{1B}_Ga=t,q=2,f=24,o=z,s=64,v=64,i="), "opaque: RGB")
        let id = try #require(run.output.split(separator: ",").first { $0.hasPrefix("i=") })
        #expect(run.output.contains("\u{1B}_Ga=p,U=1,q=2,\(id),c=8,r=4\u{1B}\\"), "placed over 8×4 cells")
        #expect(run.output.unicodeScalars.filter { $0 == "\u{10EEEE}" }.count == 8 * 4)
    }

    /// sixel: the cells go out blank and the picture is drawn after the screen from its top left
    /// cell, reached from the line after the screen (the body's 10 rows: 6 up), wherever that was printed.
    @Test func sixelDrawsThePictureAfterTheScreenFromItsTopLeftCell() throws {
        let run = try render(["--images", "sixel", "--color", "always"])
        #expect(run.status == 0 && run.errors.isEmpty)
        #expect(run.output.contains("\u{1B}7\u{1B}[6A\u{1B}[17G\u{1B}P"), "row 5, column 17: where the symbols are drawn")
        #expect(run.output.hasSuffix("\u{1B}\\\u{1B}8") && !run.output.contains("\u{10EEEE}"))
    }

    /// An SVG of the screen holds the picture's own file over its cells; with symbols, the art.
    @Test func svgHoldsThePicturesOwnFile() throws {
        let svg = try render(["--format", "svg"]).output
        let href = try #require(svg.components(separatedBy: "href=\"data:image/png;base64,").dropFirst().first)
        let png = try #require(Data(base64Encoded: String(href.prefix { $0 != "\"" })))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 100, "the PNG, whole")
        #expect(svg.contains("<image x=\"160\" y=\"84\" width=\"80\" height=\"84\" preserveAspectRatio=\"xMidYMid meet\""))
        #expect(!svg.contains("\u{10EEEE}"), "no placeholder drawn as text")
        #expect(!(try render(["--format", "svg", "--images", "symbols"]).output.contains("<image")))
    }

    /// `off` is today's placeholder line.
    @Test func offIsThePlaceholder() throws {
        let run = try render(["--images", "off"])
        #expect(run.output.contains("[image: four quadrants]"))
        #expect(!run.output.contains("█"))
    }
}
