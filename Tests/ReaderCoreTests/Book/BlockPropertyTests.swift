import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Random books made of every block kind, written out as a plain-text file would hold them
/// (prose hard-wrapped, first-line-indented or block-indented as a quote; verse with relative indents; grid
/// tables; list items with hanging continuation lines; scene breaks), read back by the
/// recogniser, laid out at random sizes.
@Suite struct BlockPropertyTests {

    static let words = ["apple", "river", "stone", "lantern", "quietly", "over", "the", "harbour", "winter", "gold", "a", "of", "keeper"]

    /// One block as the recogniser should give it back, and the source lines that hold it.
    struct Written { var kind: BlockKind; var text: String; var lines: [String] }

    /// Greedy wrap of `words` at `width` columns (Latin).
    static func wrap(_ words: [String], width: Int) -> [String] {
        var lines: [String] = [], line = ""
        for w in words {
            if !line.isEmpty, line.count + 1 + w.count > width { lines.append(line); line = "" }
            line += line.isEmpty ? w : " " + w
        }
        lines.append(line)
        return lines
    }

    static func block(_ r: inout SplitMix, width: Int) -> Written {
        func words(_ n: Int) -> [String] { (0..<n).map { _ in Self.words[r.next(Self.words.count)] } }
        switch r.next(6) {
        case 0: // Latin prose, first-line-indented, or block-indented deeper than the body (flush left): a quote
            let ws = words(8 + r.next(40))
            let lines = wrap(ws, width: width - 6)
            let blockIndent = r.next(2) == 0 && lines.count > 1
            let indented = lines.enumerated().map { i, l in (blockIndent ? "    " : (i == 0 ? "    " : "")) + l }
            return Written(kind: blockIndent ? .blockQuote : .paragraph, text: ws.joined(separator: " "), lines: indented)
        case 1: // CJK prose, hard-wrapped without spaces
            // Ends with a full stop, as Chinese prose does (a lone numeral line would be a heading).
            let text = String((0..<(10 + r.next(90))).map { _ in Character(Unicode.Scalar(0x4E00 + UInt32(r.next(200)))!) }) + "。"
            var lines: [String] = [], rest = Substring(text)
            while !rest.isEmpty { lines.append(String(rest.prefix(width / 2))); rest = rest.dropFirst(width / 2) }
            return Written(kind: .paragraph, text: text, lines: lines.enumerated().map { $0 == 0 ? "　　" + $1 : $1 })
        case 2: // verse: two short lines (under 70% of the width), then up to four that may run longer
            let base = String(repeating: " ", count: r.next(5))
            let verse = (0..<(2 + r.next(5))).map { i in
                (i % 2 == 1 && r.next(2) == 0 ? "  " : "") + words(2 + r.next(i < 2 ? 2 : 3)).joined(separator: " ")
            }
            return Written(kind: .lineGroup, text: verse.joined(separator: "\n"), lines: verse.map { base + $0 })
        case 3: // a grid table
            let rows = (0..<(2 + r.next(4))).map { _ in "| " + words(2).joined(separator: " | ") + " |" }
            return Written(kind: .preformatted, text: rows.joined(separator: "\n"), lines: rows)
        case 4: // a list item whose text wraps at its hanging indent
            let ws = words(3 + r.next(30))
            let lines = wrap(ws, width: width - 8)
            return Written(
                kind: .listItem, text: "* " + ws.joined(separator: " "),
                lines: lines.enumerated().map { i, l in (i == 0 ? "  * " : "    ") + l })
        default:
            return Written(kind: .separator, text: "* * *", lines: ["        * * *"])
        }
    }

    @Test func randomMixturesAreRecognisedAsWritten() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max), Gen.int(in: 50...90)) { seed, width in
            var r = SplitMix(state: UInt64(seed))
            let blocks = (0..<(1 + r.next(12))).map { _ in Self.block(&r, width: width) }
            var assembler = ParagraphAssembler(style: .hardWrapped(width: width))
            var offset = 0, offsets: [Int] = []
            for (i, b) in blocks.enumerated() {
                if i > 0 { assembler.add(offset: offset, line: ""); offset += 1 }
                offsets.append(offset)
                for line in b.lines { assembler.add(offset: offset, line: line); offset += line.utf8.count + 1 }
            }
            assembler.finish()
            let got = assembler.paragraphs
            #expect(got.map(\.kind) == blocks.map(\.kind))
            #expect(got.map(\.text) == blocks.map(\.text))
            #expect(got.map(\.offset) == offsets)
        }
    }

    /// A book of random blocks of every kind.
    static func book(seed: Int) -> Book {
        var r = SplitMix(state: UInt64(seed))
        var offset = 0
        let paragraphs = (0..<(1 + r.next(20))).map { _ in
            let b = block(&r, width: 40 + r.next(40))
            defer { offset += b.text.utf8.count + 1 }
            return Paragraph(offset: offset, text: b.text, kind: b.kind)
        }
        return Book(
            title: "t", encoding: .utf8, sourceSize: offset, paragraphs: paragraphs,
            chapters: [Chapter(title: "", paragraphs: 0..<paragraphs.count, heading: nil, offset: 0)])
    }

    @Test func pagesOfEveryKindTileTheBookAndFit() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max), Gen.int(in: 6...60), Gen.int(in: 2...20)) { seed, columns, rows in
            let book = Self.book(seed: seed)
            let paginator = Paginator(book: book, geometry: PageGeometry(columns: columns, rows: rows))
            var covered: [Int: Int] = [:]
            for anchor in paginator.anchors(of: 0) {
                let page = paginator.page(in: 0, from: anchor)
                #expect(page.lines.count <= rows)
                for line in page.lines where line.kind != .blank {
                    #expect(line.indent + line.width <= columns || line.graphemes.count == 1, "every row fits")
                    #expect(line.slack == 0 || line.indent + line.width + line.slack == columns, "justified rows end flush")
                    #expect(line.graphemes.lowerBound == covered[line.paragraph, default: 0], "lines tile blocks")
                    covered[line.paragraph] = line.graphemes.upperBound
                }
            }
            for p in book.paragraphs.indices {
                #expect(covered[p] == book.paragraphs[p].text.count, "block \(p) fully covered")
            }
        }
    }

    @Test func relayoutKeepsTheLocation() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max), Gen.int(in: 6...60), Gen.int(in: 6...60), Gen.int(in: 0...1000)) {
            seed, a, b, pick in
            let book = Self.book(seed: seed)
            let navigator = Navigator(book: book, geometry: PageGeometry(columns: a, rows: 8))
            let total = navigator.index.anchors(ofChapter: 0).count
            navigator.go(PagePosition(chapter: 0, page: pick % total))
            let place = navigator.location
            let before = navigator.position
            navigator.relayout(PageGeometry(columns: b, rows: 5))
            let anchor = book.anchor(for: place)
            let page = navigator.page
            #expect(page.start <= anchor && (page.next.map { anchor < $0 } ?? true), "the page shown holds the place")
            #expect(navigator.location == place, "a relayout does not move the place")
            navigator.relayout(PageGeometry(columns: a, rows: 8))
            #expect(navigator.position == before)
        }
    }
}
