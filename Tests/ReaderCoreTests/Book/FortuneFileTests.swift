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
        #expect(book.chapters.map(\.title) == [
            "A day for firm decisions!!!!! Or is it?", "A few hours grace before the madness…",
            "A gift of a flower will soon be made to…", "A long-forgotten loved one will appear…",
            "Beware of a tall blond man with one…", "Don't look back, the lemmings are…",
        ])
        #expect(book.chapters.allSatisfy { $0.heading == nil && $0.level == 1 }, "an entry's first line is text, not a heading")
        #expect(!book.paragraphs.contains { $0.text.contains("%") }, "no % line shows")
        // An entry keeps its own blocks: the blank line inside the fourth entry still parts two.
        #expect(book.chapters[3].paragraphs.count == 2)
        #expect(book.chapters[4].paragraphs.contains { book.paragraphs[$0].text.contains("-- an old saying") })
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
        #expect(FortuneFile.entries([long, percent, long, percent, long, percent, long]) == nil)
        let short = Paragraph(offset: 0, text: "short")
        #expect(FortuneFile.entries([short, percent, short, percent, long]) == nil, "two % lines are not enough")
        let found = FortuneFile.entries([percent, short, percent, long, percent, short, percent, short, percent])
        #expect(found?.paragraphs.count == 4)
        #expect(found?.marks.map(\.paragraphIndex) == [0, 1, 2, 3])
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
}
