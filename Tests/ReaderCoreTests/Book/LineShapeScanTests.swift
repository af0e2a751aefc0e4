import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// The quick scan of one-paragraph-a-line text (`LineShape.Scan.Candidates`, sixteen positions at a time)
/// finds box drawing and aligned columns exactly where the full measuring pass does.
@Suite struct LineShapeScanTests {
    /// Pieces of tables and prose: box drawing (`─` counts only in runs of four), quotation marks
    /// (`“` shares its lead byte E2 with box drawing, E2 94–96), spaces, hanzi, ASCII.
    static let pieces = ["─", "│", "┌", "━", "═", "█", "▓", "“", "”", "…", "—", " ", "  ", "   ", "天", "a", "|", "+", "-", "。"]

    @Test func quickScanAgreesWithTheMeasuringPass() async {
        await propertyCheck(count: 800, input: Gen.int(in: 0...Int.max), Gen.int(in: 1...60)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            // Mostly hanzi, so the pieces may sit anywhere, including the overlapped last sixteen bytes.
            let line = "天" + (0..<length).map { _ in r.next(3) == 0 ? Self.pieces[r.next(Self.pieces.count)] : "天" }.joined()
            let quick = LineShape(line: line, body: line[...], measured: false, isHeading: false)
            let measured = LineShape(line: line, body: line[...], measured: true, isHeading: false)
            #expect(quick?.isPreformatted == measured?.isPreformatted, "\(line)")
        }
    }

    @Test func tablesAnywhereInALongLineAreSeen() {
        let prose = String(repeating: "天", count: 30)
        for at in [0, 1, 5, 15, 16, 17, 29, 30] {
            let head = String(prose.prefix(at)), tail = String(prose.dropFirst(at))
            #expect(
                LineShape(line: head + "│" + tail, body: (head + "│" + tail)[...], measured: false, isHeading: false)?.isPreformatted
                    == true)
            let columns = "天" + head + "   天" + tail + "   天"
            #expect(LineShape(line: columns, body: columns[...], measured: false, isHeading: false)?.isPreformatted == true)
        }
        let dialogue = "“天天天天。”" + prose + "“天天天天。”"
        #expect(LineShape(line: dialogue, body: dialogue[...], measured: false, isHeading: false)?.isPreformatted == false)
    }

    /// Runs of spaces after the end of a clause part carelessly typeset prose (红楼梦 as often
    /// downloaded), measured or not; between words they align a table's columns.
    @Test func spacesAfterAClauseAlignNothing() {
        let prose = "　　话说宝玉来至院外，就有跟贾政的几个小厮上来拦腰抱住，    都说：“今儿亏我们，老爷才喜欢。”    说着，一个上来解荷包，    那一个就解扇囊．"
        let table = "软件包（代号）    流行度：    大小    说明"
        for measured in [false, true] {
            let body = prose.drop { $0 == "　" }
            #expect(LineShape(line: prose, body: body, measured: measured, isHeading: false)?.isPreformatted == false)
            #expect(LineShape(line: table, body: table[...], measured: measured, isHeading: false)?.isPreformatted == true)
        }
    }

    /// ASCII pieces of prose, code and tables: spaces in runs, `_`, grid characters.
    static let asciiPieces = [" ", "  ", "   ", "    ", "a", "word", "_", "snake_case", "|", "+--+", ".", "-", "x"]

    /// An ASCII line is measured from its bytes alone: every byte a column, the indent its leading
    /// spaces, markup only an `_`, and columns aligned where two runs of three spaces or more go on.
    @Test func asciiLinesAreMeasuredFromTheirBytes() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...Int.max), Gen.int(in: 1...40)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let line = (0..<length).map { _ in Self.asciiPieces[r.next(Self.asciiPieces.count)] }.joined()
            let body = line.drop { $0 == " " }
            guard let shape = LineShape(line: line, body: body, measured: true, isHeading: false) else {
                #expect(body.isEmpty)
                return
            }
            // A word after two empty pieces or more ends a run of three spaces or more; one at the end aligns nothing.
            let runs = body.split(separator: " ", omittingEmptySubsequences: false).reduce(into: (runs: 0, empty: 0)) { counted, word in
                if word.isEmpty { counted.empty += 1 } else { counted = (counted.runs + (counted.empty >= 2 ? 1 : 0), 0) }
            }.runs
            #expect(shape.indent == line.utf8.count - body.utf8.count, "\(line)")
            #expect(shape.columns == line.utf8.count, "\(line)")
            #expect(shape.mayHaveMarkup == body.contains("_"), "\(line)")
            let grid = (body.first == "+" || body.first == "|") && LineShape.isGridRow(body)
            #expect(shape.isPreformatted == (!shape.isSeparator && (runs >= 2 || grid)), "\(line)")
        }
    }

    /// Pieces of hard-wrapped CJK text: runs of ideographs (E4–E9 lead bytes, the measuring pass's
    /// fast path) between punctuation, kana, box drawing, Latin, two-byte letters and spaces.
    static let cjkPieces = ["天", "地人", "一丁", "鿿", "。", "，", "「", "あ", "ア", "─", "“", "a", "é", " ", "　", "_", "😀", "䀀"]

    /// A measured line's width is `WrapStyle.approximateColumns` of its bytes (indent included)
    /// whatever the pieces around its runs of ideographs, and its indent and markup are as a
    /// scan character by character finds them.
    @Test func measuredCJKLinesCountTwoColumnsAnIdeograph() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...Int.max), Gen.int(in: 1...40)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let line = (0..<length).map { _ in Self.cjkPieces[r.next(Self.cjkPieces.count)] }.joined()
            let body = ParagraphAssembler.dropIndent(line)
            guard let shape = LineShape(line: line, body: body, measured: true, isHeading: false) else {
                #expect(body.isEmpty)
                return
            }
            let indent = line.unicodeScalars.prefix { $0 == " " || $0 == "\u{3000}" }.reduce(0) { $0 + ($1 == " " ? 1 : 2) }
            #expect(shape.columns == WrapStyle.approximateColumns(line.utf8), "\(line)")
            #expect(shape.indent == indent, "\(line)")
            #expect(
                shape.hasFullWidthIndent == line.unicodeScalars.prefix { $0 == " " || $0 == "\u{3000}" }.contains("\u{3000}"), "\(line)")
            #expect(shape.mayHaveMarkup == body.contains("_"), "\(line)")
        }
    }
}
