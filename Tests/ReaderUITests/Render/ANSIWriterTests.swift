import Testing

@testable import ReaderUI

@Suite struct ANSIWriterTests {
    @Test func emitsOneSequencePerStyleRunAndResetsEachRow() {
        var frame = Frame(width: 4, height: 1, style: Palette.dark[.text])
        frame.put("a中", x: 0, y: 0, style: Palette.dark[.text])
        frame.put("b", x: 3, y: 0, style: Palette.dark[.heading])
        let line = ANSIWriter.lines(of: frame)[0]
        #expect(line == "\u{1B}[0;38;2;200;196;186;48;2;28;27;25ma中\u{1B}[0;1;38;2;200;196;186;48;2;28;27;25mb\u{1B}[0m")
    }
}
