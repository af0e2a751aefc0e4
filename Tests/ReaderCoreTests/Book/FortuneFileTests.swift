import FoundationEssentials
import TestSupport
import Testing

@testable import ReaderCore

/// `%`-separated fortune files: entries become sections titled by their first line, `%` lines never show.
@Suite struct FortuneFileTests {
    static let fortunes = """
        A day for firm decisions!!!!!  Or is it?
        %
        A few hours grace before the madness begins again.
        %
        A gift of a flower will soon be made to you.
        %
        A long-forgotten loved one will appear soon.

        Buy the negatives at any price.
        %
        Beware of a tall blond man with one black shoe.
        \t\t-- an old saying
        %
        Don't look back, the lemmings are gaining on you.
        %

        """

    @Test func entriesBecomeSectionsTitledByTheirFirstLine() throws {
        let book = try TempBook.load(Self.fortunes)
        #expect(
            book.chapters.map(\.title) == [
                "A day for firm decisions!!!!! Or is it?", "A few hours grace before the madness…",
                "A gift of a flower will soon be made to…", "A long-forgotten loved one will appear…",
                "Beware of a tall blond man with one…", "Don't look back, the lemmings are…",
            ])
        #expect(book.chapters.allSatisfy { $0.heading == nil && $0.level == 1 }, "an entry's first line is text, not a heading")
        #expect(!book.paragraphs.contains { $0.text.contains("%") }, "no % line shows")
        // An entry keeps its own blocks: the blank line inside the fourth entry still parts two.
        #expect(book.chapters[3].paragraphs.count == 2)
        // Its lines are kept as written: the attribution under its saying, indented (a tab stop every eight columns).
        let saying = book.paragraphs[book.chapters[4].paragraphs.lowerBound]
        #expect(book.chapters[4].paragraphs.count == 1)
        #expect(saying.kind == .lineGroup)
        #expect(saying.text == "Beware of a tall blond man with one black shoe.\n                -- an old saying")
    }

    /// Fortune entries hard-wrapped as `fortune` prints them: lines are never joined or re-flowed.
    @Test func entryLinesAreKeptAsWritten() throws {
        let entries = (1...8).map { n in
            "Entry \(n): real programmers don't comment their code.  If it was hard to write,\n"
                + "it should be hard to understand and harder to modify.\n\t\t-- Anonymous \(n)\n"
        }
        let book = try TempBook.load(entries.joined(separator: "%\n"))
        #expect(book.chapters.count == 8)
        for (n, chapter) in book.chapters.enumerated() {
            let block = book.paragraphs[chapter.paragraphs.lowerBound]
            #expect(chapter.paragraphs.count == 1)
            #expect(block.kind == .lineGroup)
            #expect(
                block.text.split(separator: "\n").map(String.init) == [
                    "Entry \(n + 1): real programmers don't comment their code.  If it was hard to write,",
                    "it should be hard to understand and harder to modify.", "                -- Anonymous \(n + 1)",
                ])
        }
    }

    /// The blocks read again from the file once the text is released (`Book.releaseText`) are the ones first read.
    @Test func releasedEntriesReadAgainAlike() throws {
        let path = try TempBook.write(Self.fortunes)
        defer { TempBook.remove(path) }
        let book = try BookLoader.load(path: path)
        let first = Array(book.paragraphs)
        book.releaseText(source: try BookSource.open(path: path), current: 0)
        #expect(!book.holdsAllText)
        #expect(Array(book.paragraphs) == first)
    }

    @Test func theIndexCacheKeepsTheShape() throws {
        let path = try TempBook.write(Self.fortunes)
        defer { TempBook.remove(path) }
        let source = try BookSource.open(path: path)
        #expect(source.wrapStyle == .linesKept)
        let book = try #require(try BookLoader.load(source))
        let cache = IndexCacheEntry(book: book, source: source, fingerprint: Fingerprint.of(source.file), modified: 1)
        let opening = try JSONDecoder().decode(BookOpening.self, from: JSONEncoder().encode(BookOpening(cache)))
        let reopened = try BookSource(file: source.file, known: opening.known)
        #expect(reopened.wrapStyle == .linesKept)
        #expect(try BookLoader.load(reopened, cache: cache)?.paragraphs == book.paragraphs)
    }

    @Test func fortuneShapeIsToldFromASample() {
        let fortune = ["A saying.", "%", "Another one,", "  on two lines.", "%", "A third.", "\t-- someone", "%", "Last."]
        #expect(WrapStyle.detect(sample: fortune.map { $0[...] }) == .linesKept)
        // A few `%` lines in a long stretch of one-paragraph-a-line text are text.
        let novel = (0..<60).map { "第\($0)段。他走了很远的路。" } + ["%", "%", "%"]
        #expect(WrapStyle.detect(sample: novel.map { $0[...] }) == .paragraphPerLine)
    }

    @Test func aLonePercentInProseIsText() throws {
        let prose = String(repeating: "The rate rose by ten points over the year, and nobody noticed at first. ", count: 6)
        let book = try TempBook.load([prose, "%", prose, "", prose].joined(separator: "\n") + "\n")
        #expect(book.paragraphs.contains { $0.text == "%" })
        #expect(book.chapters.count == 1)
    }

    @Test func fewLongStretchesBetweenPercentLinesAreNotEntries() {
        let long = Paragraph(offset: 0, text: String(repeating: "word ", count: 400))
        let percent = Paragraph(offset: 0, text: "%")
        #expect(FortuneFile.marks([long, percent, long, percent, long, percent, long]) == nil)
        let short = Paragraph(offset: 0, text: "short")
        #expect(FortuneFile.marks([short, percent, short, percent, long]) == nil, "two % lines are not enough")
        #expect(
            FortuneFile.marks([percent, short, percent, long, percent, short, percent, short, percent])?.map(\.paragraphIndex) == [
                0, 1, 2, 3,
            ])
    }

    /// A fortune file made of the corpus's lines: Alice's lines that open a quotation, one to three per entry.
    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus")) func fortuneFileOfCorpusLines() throws {
        let lines = try #require(CorpusParagraphs.lines("en/alice-in-wonderland.pg11.utf8.txt"))
            .map(\.text).filter { $0.hasPrefix("‘") && $0.count > 20 }
        var entries = [[String]]()
        var i = 0
        while i < min(lines.count, 300) {
            let n = 1 + entries.count % 3
            entries.append(Array(lines[i..<min(i + n, lines.count)]))
            i += n
        }
        let text = entries.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "%\n")
        let book = try TempBook.load(text)
        #expect(book.chapters.count == entries.count)
        for (chapter, entry) in zip(book.chapters, entries) {
            #expect(chapter.title == HeadingText.snippet(entry[0][...], columns: FortuneFile.titleColumns))
            #expect(!chapter.title.contains("%") && !chapter.title.hasPrefix("§"))
        }
        #expect(!book.paragraphs.contains { $0.text.split(separator: "\n").contains("%") })
    }

    /// An entry's title is cut from its first line that is not empty, found on the bytes.
    @Test func theFirstLineIsTheFirstOneNotEmpty() {
        for text in ["", "\n", "\n\n", "one", "one\ntwo", "\n\none\ntwo\n", "天\n地", "e\u{301}\nx", "\r\nline", "line\r\nnext"] {
            let expected = text.utf8.split(separator: 0x0A, maxSplits: 1).first.map { Substring($0) } ?? ""
            #expect(FortuneFile.firstLine(text) == expected, "\(text.debugDescription)")
        }
    }
}
