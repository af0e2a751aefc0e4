import Testing
@testable import ReaderCore

/// Blocks of `lines` as the assembler makes them, each line taken to end with one newline.
func assemble(_ lines: [String], style: WrapStyle) -> [Paragraph] {
    var assembler = ParagraphAssembler(style: style)
    var offset = 0
    for line in lines {
        assembler.add(offset: offset, line: line)
        offset += line.utf8.count + 1
    }
    assembler.finish()
    return assembler.paragraphs
}

@Suite struct ParagraphAssemblerTests {
    @Test func onePerLineDropsIndentAndBlankRuns() {
        let ps = assemble(["　　第一段。", "", "", "  second", "third"], style: .paragraphPerLine)
        #expect(ps.map(\.text) == ["第一段。", "second", "third"])
        #expect(ps.map(\.offset) == [0, 21, 30])
    }

    @Test func hardWrappedLatinJoinsWithSpacesAndKeepsShortLinesAsLines() {
        let long = String(repeating: "word ", count: 14) + "end"  // 73 columns
        let ps = assemble([long, "continues here.", "", "CHAPTER 2. Next", "Short line", "another short"],
                          style: .hardWrapped(width: 72))
        #expect(ps.map(\.text) == [long + " continues here.", "CHAPTER 2. Next", "Short line\nanother short"])
        #expect(ps.map(\.kind) == [.paragraph, .paragraph, .lineGroup])
    }

    @Test func hardWrappedCJKJoinsWithoutSpaceAndIndentStartsParagraph() {
        let line = String(repeating: "天", count: 35)
        let ps = assemble(["　　" + line, line, "地。", "　　新段落。"], style: .hardWrapped(width: 72))
        #expect(ps.map(\.text) == [line + line + "地。", "新段落。"])
    }

    @Test func hyphenatedLineEndJoinsWithoutSpace() {
        #expect(!ParagraphAssembler.needsSpace(between: "well-", and: "known"))
        #expect(ParagraphAssembler.needsSpace(between: "the", and: "end"))
        #expect(!ParagraphAssembler.needsSpace(between: "天", and: "end"))
    }
}

@Suite struct WrapStyleTests {
    @Test func gutenbergShapeIsHardWrapped() {
        var lines: [Substring] = []
        for i in 0..<200 {
            lines.append(i % 6 == 5 ? "" : Substring(String(repeating: "x", count: 60 + i % 12)))
        }
        #expect(WrapStyle.detect(sample: lines) == .hardWrapped(width: 70))
    }

    @Test func theBodysIndentIsThatOfMostContinuationLines() {
        var lines: [Substring] = []
        for i in 0..<200 {
            lines.append(i % 6 == 5 ? "" : Substring(String(repeating: "x", count: 60 + i % 12)))
        }
        func bodyIndent(_ sample: [Substring]) -> Int? {
            if case .hardWrapped(_, let indent) = WrapStyle.detect(sample: sample) { return indent }
            return nil
        }
        #expect(bodyIndent(lines) == 0)
        #expect(bodyIndent(lines.map { $0.isEmpty ? $0 : "    " + $0 }) == 4, "a manual block-indented four spaces")
        // Deeper passages here and there and first-line indents do not move it.
        let quoted = lines.enumerated().map { i, l in l.isEmpty ? l : Substring((i % 30 < 4 ? "        " : i % 6 == 0 ? "  " : "") + l) }
        #expect(bodyIndent(quoted) == 0)
    }

    @Test func webNovelShapeIsOneParagraphPerLine() {
        var lines: [Substring] = []
        for i in 0..<200 { lines.append(Substring(String(repeating: "字", count: 10 + (i * 37) % 300))) }
        #expect(WrapStyle.detect(sample: lines) == .paragraphPerLine)
    }
}
