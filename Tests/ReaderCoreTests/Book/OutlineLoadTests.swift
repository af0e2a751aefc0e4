import TestSupport
import Testing

@testable import ReaderCore

/// A book read without keeping its text (as books over `BookLoader.streamingBytes` are) has the
/// blocks, chapters and texts of the same book read whole, and holds no text until asked for.
@Suite struct OutlineLoadTests {
    static let books = [
        "en/moby-dick.pg2701.utf8.txt", "zh/xiyouji.utf8.txt", "ja/wagahai-wa-neko-de-aru.utf8-bom.txt",
        "structured/gpl-3.0.txt", "zh/sanguo-yanyi.gbk.txt",
    ]

    /// The same book read whole and read as an outline, under `rules`.
    static func both(_ path: String, rules: HeadingRules = .auto) throws -> (whole: Book, outline: Book) {
        let source = try BookSource.open(path: path)
        let whole = try #require(try BookLoader.load(source, rules: rules))
        #expect(source.textRange.count <= BookLoader.streamingBytes, "a corpus book is read whole")
        let outline = try #require(try BookLoader.loadOutline(source, cache: nil, rules: rules) { _ in true }).book
        return (whole, outline)
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: books)
    func outlineReadsAsTheWholeBook(book: String) throws {
        let (whole, outline) = try Self.both(Corpus.path(book)!)
        #expect(!outline.holdsAllText)
        #expect(outline.paragraphs.offsets == whole.paragraphs.offsets)
        #expect(outline.paragraphs.kinds == whole.paragraphs.kinds)
        #expect(outline.chapters == whole.chapters)
        // Texts come back from the file chapter by chapter.
        for c in whole.chapters.indices.filter({ $0 % 7 == 0 }) {
            let range = whole.chapters[c].paragraphs
            #expect(outline.paragraphs.texts(of: range) == whole.paragraphs.texts(of: range))
        }
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func partsReadOnSeveralProcessorsJoinUp() throws {
        // Two novels back to back: about 4 MB, read in parts where there are several processors.
        let text = try ["zh/xiyouji.utf8.txt", "zh/xiyouji-trad.utf8.txt"].map {
            String(decoding: try #require(CorpusParagraphs.bytes($0)), as: UTF8.self)
        }
        let path = try TempBook.write(text.joined(separator: "\n"))
        defer { TempBook.remove(path) }
        let (whole, outline) = try Self.both(path)
        #expect(BookLoader.parts(of: try BookSource.open(path: path), count: 2).count == 2)
        #expect(outline.paragraphs.offsets == whole.paragraphs.offsets)
        #expect(outline.chapters == whole.chapters)
        let last = whole.chapters.count - 1
        #expect(
            outline.paragraphs.texts(of: whole.chapters[last].paragraphs) == whole.paragraphs.texts(of: whole.chapters[last].paragraphs))
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func sectionsOfABookWithoutHeadingsAreTitledFromTheFile() throws {
        let (whole, outline) = try Self.both(Corpus.path("en/alice-in-wonderland.pg11.utf8.txt")!, rules: .none)
        #expect(whole.chapters.count > 3)
        #expect(outline.chapters == whole.chapters)
        #expect(outline.chapters.allSatisfy { $0.title.hasPrefix("§") })
    }

    @Test(
        .enabled(if: Corpus.available, "needs ../shared/corpus"),
        arguments: ["zh/xiyouji.utf8.txt", "en/moby-dick.pg2701.utf8.txt", "structured/gpl-3.0.txt", "en/war-and-peace.pg2600.utf8.txt"])
    func pagesLaidOutWhileReadingAreThePagesOfTheBook(book: String) throws {
        let source = try BookSource.open(path: Corpus.path(book)!)
        for geometry in [PageGeometry(columns: 60, rows: 20), PageGeometry(columns: 17, rows: 7, paragraphSpacing: true)] {
            let read = try #require(try BookLoader.loadOutline(source, geometry: geometry, cache: nil, rules: .auto) { _ in true })
            let whole = try #require(try BookLoader.load(source))
            let expected = try #require(PageTableBuilder.tables(Paginator(book: whole, geometry: geometry)))
            let paginator = Paginator(book: read.book, geometry: geometry)
            let known = read.pages.indices.filter { read.pages[$0] != nil }
            // Most chapters are one heading's run, or several; the front matter and container headings are laid out later.
            #expect(known.count * 10 >= read.book.chapters.count * 8, "\(known.count) of \(read.book.chapters.count)")
            for c in known { #expect(paginator.anchors(of: c, known: read.pages[c]!) == expected[c], "chapter \(c)") }
            #expect(PageTableBuilder.tables(paginator, known: read.pages) == expected)
        }
    }

    /// An outline keeps block sizes clamped to 16 bits: a book without headings whose blocks are longer
    /// than that (and than a section) is still cut into the sections its exact sizes give.
    @Test func blocksLongerThanAClampedSizeMakeTheSameSections() throws {
        let sizes = [70_000, 100, 29_950, 66_000, 40, 20_000, 12_000, 90_000, 10]
        let text = sizes.enumerated().map { i, size in "Block \(i) " + String(repeating: "word ", count: size / 5) }.joined(
            separator: "\n\n")
        let path = try TempBook.write(text)
        defer { TempBook.remove(path) }
        let (whole, outline) = try Self.both(path)
        #expect(whole.chapters.count > 4, "several sections")
        #expect(outline.chapters == whole.chapters)
    }

    /// An outline does not keep its numbered sections' titles: those that are chapters are read again,
    /// and come out as the book read whole titles them (chapters, their sections, lettered appendices,
    /// a title with CJK in it).
    @Test func sectionTitlesAreReadAgainFromTheFile() throws {
        var lines = ["A Manual", ""]
        for c in 1...4 {
            lines += ["\(c). Getting started with part \(c)", "", "Some text about part \(c), long enough to hold.", ""]
            for s in 1...3 {
                lines += ["\(c).\(s). Installing piece \(s) of 「部分 \(c)」", "", "How piece \(s) goes in.", ""]
                lines += ["\(c).\(s).1. A detail", "", "The detail's text.", ""]
            }
        }
        for (a, letter) in ["A", "B", "C"].enumerated() {
            lines += ["\(letter). Appendix number \(a + 1)", "", "Appendix text.", "", "\(letter).1. Its first section", "", "More.", ""]
        }
        let path = try TempBook.write(lines.joined(separator: "\n"))
        defer { TempBook.remove(path) }
        let (whole, outline) = try Self.both(path)
        let titles = whole.chapters.flatMap { $0.containers + [$0.title] }
        #expect(titles.count > 30)
        #expect(titles.contains("2.3. Installing piece 3 of 「部分 2」"))
        #expect(titles.contains("B.1. Its first section"))
        #expect(outline.chapters == whole.chapters)
    }

    /// A section whose block no longer reads as it (the file changed) is titled by its numbers.
    @Test func aSectionReadAgainAsSomethingElseIsTitledByItsNumbers() throws {
        let path = try TempBook.write("Intro\n\n2.4. Not the section found\n")
        defer { TempBook.remove(path) }
        let source = try BookSource.open(path: path)
        let offset = source.textRange.lowerBound + 7
        let end = source.textRange.upperBound
        let lettered = Heading(level: .section, kind: "lettered", number: 3, sectionPath: [1, 3], title: "")
        #expect(source.sectionTitle(of: lettered, at: offset, end: end, rules: .auto) == "A.3.")
        let numbered = Heading(level: .section, kind: "section", number: 4, sectionPath: [2, 4], title: "")
        #expect(source.sectionTitle(of: numbered, at: offset, end: end, rules: .auto) == "2.4. Not the section found")
        let moved = Heading(level: .section, kind: "section", number: 5, sectionPath: [2, 5], title: "")
        #expect(source.sectionTitle(of: moved, at: offset, end: end, rules: .auto) == "2.5.")
    }

    @Test func anEmptyOutlineIsAnEmptyFile() throws {
        let path = try TempBook.write("\n\n   \n")
        defer { TempBook.remove(path) }
        #expect(throws: ReaderError.emptyFile(path)) {
            try BookLoader.loadOutline(BookSource.open(path: path), cache: nil, rules: .auto) { _ in true }?.book
        }
    }

    @Test func assemblerHandsOverBatchesWithHeadingIndicesCountedOn() {
        var assembler = ParagraphAssembler(style: .paragraphPerLine)
        var outline = BlockOutline()
        let lines = (0..<10).flatMap { ["第\($0 + 1)章 起", "正文。"] }
        for (i, line) in lines.enumerated() {
            assembler.add(offset: i * 30, line: line)
            if i % 3 == 2 { outline.add(assembler.takeFinished()) }
        }
        assembler.finish()
        outline.add(assembler.takeFinished())
        #expect(Array(outline.offsets) == lines.indices.map { $0 * 30 })
        #expect(outline.headings.map(\.index) == Array(stride(from: 0, to: 20, by: 2)))
        #expect(outline.sizes.map(Int.init) == lines.map(\.utf8.count))
    }
}
