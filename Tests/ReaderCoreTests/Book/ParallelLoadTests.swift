import TestSupport
import Testing

@testable import ReaderCore

/// Reading a book in parts on several threads gives exactly the book read in one pass.
@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus"))
struct ParallelLoadTests {
    /// Every shape the splitter must respect: one paragraph per line, hard-wrapped with
    /// CRLF, UTF-16 units, legacy multibyte encodings.
    static let books = [
        "zh/xiyouji.utf8.txt", "zh/xiyouji.gb18030.txt", "zh/sanguo-yanyi.utf16le-bom.txt", "zh/xiyouji-trad.big5.txt",
        "en/moby-dick.pg2701.utf8.txt", "en/war-and-peace.pg2600.latin1.txt", "en/alice-in-wonderland.pg11.utf8.txt",
    ]

    func paragraphs(_ source: BookSource, _ range: Range<Int>) -> [Paragraph] {
        var assembler = ParagraphAssembler(style: source.wrapStyle)
        source.assemble(range, into: &assembler)
        return Array(assembler.paragraphs)
    }

    @Test(arguments: books)
    func partsAssembledApartEqualTheWhole(file: String) throws {
        let source = try BookSource.open(path: try #require(Corpus.path(file)))
        let whole = paragraphs(source, source.textRange)
        for count in [2, 3, 7] {
            let parts = BookLoader.parts(of: source, count: count, minimumBytes: 1024)
            #expect(parts.count == count, "\(file): found a break for every part")
            #expect(parts.first?.lowerBound == source.textRange.lowerBound && parts.last?.upperBound == source.textRange.upperBound)
            for (a, b) in zip(parts, parts.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
            let joined = parts.flatMap { paragraphs(source, $0) }
            #expect(joined == whole, "\(file) in \(count) parts")
        }
    }

    /// Parts split under other heading rules (none, or a user's) still assemble into the whole read under them.
    @Test(arguments: ["en/war-and-peace.pg2600.latin1.txt", "zh/xiyouji-trad.big5.txt"])
    func partsFollowTheHeadingRules(file: String) throws {
        let source = try BookSource.open(path: try #require(Corpus.path(file)))
        for rules in [HeadingRules.none, try HeadingRules(patterns: ["^BOOK", "^回"], builtIn: false)] {
            func assembled(_ range: Range<Int>) -> [Paragraph] {
                var assembler = ParagraphAssembler(style: source.wrapStyle, rules: rules)
                source.assemble(range, into: &assembler)
                return Array(assembler.paragraphs)
            }
            let parts = BookLoader.parts(of: source, count: 5, minimumBytes: 1024, rules: rules)
            #expect(parts.count == 5)
            #expect(parts.flatMap(assembled) == assembled(source.textRange), "\(file) under \(rules.key)")
        }
    }

    @Test(arguments: ["en/moby-dick.pg2701.utf8.txt", "zh/xiyouji-trad.big5.txt", "zh/sanguo-yanyi.utf8.txt"])
    func breaksFallOnParagraphStarts(file: String) throws {
        let source = try BookSource.open(path: try #require(Corpus.path(file)))
        let starts = Set(paragraphs(source, source.textRange).map(\.offset))
        for eighth in 1..<8 {
            let position = source.file.size / 8 * eighth
            let start = try #require(source.paragraphBreak(after: position))
            #expect(start > position && starts.contains(start), "\(file) near \(position)")
        }
    }

    @Test func aBookWithoutPlacesToBreakStaysWhole() throws {
        let file = SourceFile(bytes: Array(String(repeating: "word ", count: 100_000).utf8), path: "one-line.txt")
        let source = try BookSource(file: file)
        #expect(BookLoader.parts(of: source, count: 4, minimumBytes: 1024) == [source.textRange])
    }

    @Test func cancellingStopsEveryPart() throws {
        let source = try BookSource.open(path: try #require(Corpus.path("en/war-and-peace.pg2600.utf8.txt")))
        #expect(try BookLoader.load(source) { _ in false } == nil)
    }
}
