import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

@Suite struct ANSIWriterTests {
    @Test func emitsOneSequencePerStyleRunAndResetsEachRow() {
        var frame = Frame(width: 4, height: 1, style: Palette.dark[.text])
        frame.put("a中", x: 0, y: 0, style: Palette.dark[.text])
        frame.put("b", x: 3, y: 0, style: Palette.dark[.heading])
        let line = ANSIWriter.lines(of: frame)[0]
        #expect(line == "\u{1B}[0;38;2;200;196;186;48;2;28;27;25ma中\u{1B}[0;1;38;2;200;196;186;48;2;28;27;25mb\u{1B}[0m")
    }
}

extension EndToEnd {
    /// `render` prints exactly the frames the reader shows, turns included.
    @Suite struct RenderCommandTests {
        let book = Package.book("the-lighthouse-keeper.txt")

        func render(_ extra: [String]) throws -> String {
            try Package.run(["render", book, "--size", "80x20"] + extra).output
        }

        @Test(arguments: ["push", "slide", "curl"])
        func turnFramesStartAtThePageAndEndAtTheTarget(mode: String) throws {
            let page2 = try render(["--page", "2", "--mode", mode])
            let page3 = try render(["--page", "3", "--mode", mode])
            #expect(try render(["--page", "2", "--mode", mode, "--progress", "0"]) == page2)
            #expect(try render(["--page", "2", "--mode", mode, "--progress", "1"]) == page3)
            let middle = try render(["--page", "2", "--mode", mode, "--progress", "0.5"])
            #expect(middle != page2 && middle != page3)
            #expect(try render(["--page", "3", "--mode", mode, "--progress", "1", "--direction", "prev"]) == page2)
        }

        @Test func curlShowsTheBackOfThePageMirrored() throws {
            let front = try render(["--page", "2", "--body"])
            let middle = try render(["--page", "2", "--mode", "curl", "--progress", "0.5", "--body"])
            // Words of the page read backwards on the back of the folding page.
            let words = Set(front.split { !$0.isLetter }.filter { $0.count >= 5 }.map { String($0.reversed()) })
            let mirrored = words.filter { middle.contains($0) }
            #expect(mirrored.count >= 5, "mirrored words: \(mirrored)")
        }

        @Test func colourOutputCarriesTheTheme() throws {
            let dark = try render(["--page", "2", "--theme", "dark", "--color", "always"])
            #expect(dark.contains("48;2;28;27;25m"), "the dark page background")
            #expect(!dark.contains("48;2;250;248;242m"), "no light paper in the dark theme")
            let sepia = try render(["--page", "2", "--theme", "sepia", "--color", "always"])
            #expect(sepia.contains("48;2;244;236;216m"))
        }
    }
}
