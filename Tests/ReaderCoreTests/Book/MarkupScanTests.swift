import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// The scans that decide, sixteen bytes at a time, whether a line or a block may hold inline
/// markup agree with a look at every byte, and a block is parsed whenever one of its lines says so.
@Suite struct MarkupScanTests {
    /// Pieces markup is made of, and text around it.
    static let pieces = ["漢", "字", "《", "》", "か", "ア", "・", "_", "｜", "［", "＃", "］", "a", "b", " ", "。", "，", "罜", "é"]

    /// Whether markup starts at some byte of `text`, one byte at a time.
    static func byteByByte(_ text: String, openEnded: Bool) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in b.indices.contains { InlineMarkup.starts(b, at: $0, openEnded: openEnded) } }
    }

    @Test func vectorScanAgreesWithByteByByte() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...70)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            // Mostly hanzi, so markup is rare and may sit anywhere, including the overlapped last sixteen bytes.
            let text = (0..<length).map { _ in r.next(4) == 0 ? Self.pieces[r.next(Self.pieces.count)] : "天" }.joined()
            for openEnded in [false, true] {
                let scanned = Array(text.utf8).withUnsafeBufferPointer { InlineMarkup.contains($0, openEnded: openEnded) }
                #expect(scanned == Self.byteByByte(text, openEnded: openEnded), "\(text) open-ended \(openEnded)")
            }
            #expect(InlineMarkup.mayHaveMarkup(text) == Self.byteByByte(text, openEnded: false))
        }
    }

    /// Underscores in and around words, ASCII and not, with the other markup now and then.
    static let underscored = ["_", "__", "a", "Z", "9", " ", ".", "-", "é", "天", "_a", "a_", "snake_case", "《か》", "｜", "［＃"]

    @Test func underscoresThatOpenNothingLeaveTheTextAsTheScalarWalkDoes() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...16)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in Self.underscored[r.next(Self.underscored.count - (r.next(4) == 0 ? 0 : 3))] }.joined()
            let quick = InlineMarkup.parse(text), walked = InlineMarkup.walk(text)
            #expect(quick.text == walked.text && quick.spans == walked.spans, "\(text)")
        }
    }

    /// Markup of every kind, well formed or not, among kanji, kana, letters and spaces.
    static let marked = [
        "漢", "字", "々", "ヶ", "《", "》", "か", "ア", "ー", "_", "｜", "［＃", "［", "＃", "］", "a", "Z", "9", " ", "\n", "。", "é",
        "漢字《かんじ》", "｜Ｘ線《エックスせん》", "《三国》", "_word_", "snake_case", "［＃注］", "𠀀", "\u{3000}", ")",
    ]

    @Test func theByteWalkParsesAsTheScalarWalk() async {
        await propertyCheck(count: 3000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...24)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in Self.marked[r.next(Self.marked.count)] }.joined()
            let walked = InlineMarkup.walk(text), reference = InlineMarkupReference.parse(text)
            #expect(walked.text == reference.text && walked.spans == reference.spans, "\(text.debugDescription)")
        }
    }

    @Test func markupAtEitherEndOfLongTextIsSeen() {
        let hanzi = String(repeating: "天", count: 40)
        #expect(InlineMarkup.mayHaveMarkup(hanzi + "a_"))
        #expect(InlineMarkup.mayHaveMarkup("_" + hanzi))
        #expect(InlineMarkup.mayHaveMarkup(hanzi + "漢字《かんじ》"))
        #expect(!InlineMarkup.mayHaveMarkup(hanzi + "《三国》" + hanzi))
        #expect(!InlineMarkup.mayHaveMarkup(hanzi + "《"))
    }

    @Test func rubySplitAcrossHardWrappedLinesIsStillParsed() {
        // The first line ends with `《`: the kana that make it ruby are on the next line.
        let line = String(repeating: "天", count: 33) + "漢字《"
        let ps = assemble([line, "かんじ》地。"], style: .hardWrapped(width: 72))
        #expect(ps.map(\.text) == [String(repeating: "天", count: 33) + "漢字(かんじ)地。"])
        #expect(ps.first?.spans.map(\.kind) == [.rubyBase, .rubyAnnotation])
    }

    @Test func blocksWithoutMarkupBytesAreLeftAsTheyAre() {
        let ps = assemble(["plain words here", "他读过《三国演义》。"], style: .paragraphPerLine)
        #expect(ps.map(\.text) == ["plain words here", "他读过《三国演义》。"])
        #expect(ps.allSatisfy { $0.spans.isEmpty })
    }
}

/// The headings the assembler notes as blocks end are the ones a look at every block finds.
@Suite struct AssemblerHeadingTests {
    static let books = [
        "en/alice-in-wonderland.pg11.utf8.txt", "en/moby-dick.pg2701.utf8.txt", "zh/xiyouji.utf8.txt",
        "ja/wagahai-wa-neko-de-aru.utf8-bom.txt", "structured/apache-license-2.0.txt", "structured/gpl-3.0.txt",
    ]

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: books)
    func assembledHeadingsAreEveryBlocksHeadings(book: String) throws {
        let lines = try #require(CorpusParagraphs.lines(book))
        for style in [WrapStyle.paragraphPerLine, .hardWrapped(width: 72)] {
            var assembler = ParagraphAssembler(style: style)
            for line in lines { assembler.add(offset: line.offset, line: line.text) }
            assembler.finish()
            let expected = HeadingOutline.headings(in: assembler.paragraphs)
            #expect(!expected.isEmpty)
            #expect(assembler.headings.map(\.index) == expected.map(\.index), "\(book) \(style)")
            #expect(assembler.headings.map(\.heading) == expected.map(\.heading), "\(book) \(style)")
        }
    }

    @Test func numberedSectionsAndMarkedUpHeadingsAreNoted() {
        var assembler = ParagraphAssembler(style: .paragraphPerLine)
        for (i, line) in ["1. Definitions.", "text", "第一回［＃「第一回」は中見出し］", "2. Grant."].enumerated() {
            assembler.add(offset: i * 40, line: line)
        }
        assembler.finish()
        #expect(assembler.headings.map(\.index) == HeadingOutline.headings(in: assembler.paragraphs).map(\.index))
        #expect(assembler.headings.map(\.index) == [0, 2, 3])
    }
}
