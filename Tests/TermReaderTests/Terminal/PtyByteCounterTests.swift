import Testing

@testable import ReaderUI
@testable import TermReader

@Suite(.serialized) struct PtyByteCounterTests {
    private func page(_ fill: Character, style: Style) -> Frame {
        Frame(lines: Array(repeating: String(repeating: fill, count: 40), count: 10), width: 40, style: style)
    }

    @Test func anUnchangedFrameCostsAlmostNothingAndAChangedOneCostsMore() throws {
        let style = Palette.dark[.text]
        let a = page("a", style: style)
        var b = a
        b.put("中文 changed", x: 3, y: 4, style: style)
        let counts = try PtyByteCounter.bytesPerFrame([a, a, b, page("z", style: style)], terminal: "xterm-256color")
        #expect(counts.count == 4)
        #expect(counts[0] > 400) // start-up plus 400 cells
        #expect(counts[1] < 16) // nothing changed: ncurses sends (almost) nothing
        #expect(counts[2] > 11 && counts[2] < 120) // one short run of changed cells
        #expect(counts[3] > 400) // every cell changed
    }

    @Test func directColourNeedsMoreBytesThanMonochrome() throws {
        var frames: [Frame] = []
        for step in 0..<4 {
            var f = Frame(width: 30, height: 5, style: Palette.light[.text])
            for x in 0..<30 {
                let shade = Style(foreground: Color(0, 0, 0), background: Color(UInt8(x * 8), UInt8(step * 40), 90))
                f.setBlank(x: x, y: 2, style: shade)
            }
            frames.append(f)
        }
        let mono = try PtyByteCounter.bytesPerFrame(frames, terminal: "xterm-256color", depth: .monochrome)
        let colour = try PtyByteCounter.bytesPerFrame(frames, terminal: "xterm-256color", depth: .ansi256)
        #expect(mono.count == 4 && colour.count == 4)
        #expect(mono[1] < 16) // the gradient is invisible without colour
        #expect(colour[1] > mono[1])
    }

    @Test func anUnknownTerminalIsAnError() {
        #expect(throws: TerminalError.cannotOpen(term: "no-such-terminal-xyz")) {
            try PtyByteCounter.bytesPerFrame([Frame(width: 2, height: 2)], terminal: "no-such-terminal-xyz")
        }
    }
}
