import TestSupport
import Testing

@testable import ReaderCore

@Suite struct RunPagesTests {
    static func anchors(_ paragraphs: [Int]) -> [PageAnchor] { paragraphs.map { PageAnchor(paragraph: $0, grapheme: 0) } }
    static func runAnchors(_ paragraphs: [Int]) -> ChunkedArray<RunPages.RunAnchor> {
        ChunkedArray(anchors(paragraphs).map(RunPages.RunAnchor.init))
    }

    /// Two parts' runs joined and matched to chapters: a chapter that is exactly one run takes its pages
    /// (counted from the chapter's first block); one that is more, less, another run's, or opens containers takes none.
    @Test func chaptersTakeThePagesOfTheRunTheyAre() {
        var first = RunPages.Laid(
            runs: [
                RunPages.Run(start: 0, count: 3, pageCount: 1, headed: false),
                RunPages.Run(start: 3, count: 4, pageCount: 2, headed: true),
            ],
            anchors: Self.runAnchors([0, 0, 2]))
        var second = RunPages.Laid(
            runs: [
                RunPages.Run(start: 2, count: 5, pageCount: 2, headed: true),
                RunPages.Run(start: 7, count: 2, pageCount: 1, headed: true),
                RunPages.Run(start: 9, count: 3, pageCount: 1, headed: true),
            ],
            anchors: Self.runAnchors([0, 3, 1, 0]))
        var laid = RunPages.Laid()
        laid.append(moving: &first, base: 0)
        laid.append(moving: &second, base: 10)
        #expect(first.runs.isEmpty && second.anchors.isEmpty)
        #expect(laid.runs.map(\.start) == [0, 3, 12, 17, 19])
        let chapters = [
            Chapter(title: "Front", paragraphs: 0..<3, heading: nil, offset: 0),
            Chapter(title: "One", paragraphs: 3..<7, heading: 3, offset: 30),
            Chapter(title: "Two", paragraphs: 7..<12, heading: 7, offset: 70), // no run starts here
            Chapter(title: "Three", paragraphs: 12..<17, heading: 12, offset: 120, containers: ["Part II"]),
            Chapter(title: "Four", paragraphs: 17..<19, heading: 17, offset: 170),
            Chapter(title: "Five", paragraphs: 19..<21, heading: 19, offset: 190), // the run is longer
        ]
        let tables = RunPages.tables(of: Self.book(chapters), rows: 20, from: laid).map { $0?.anchors }
        #expect(tables.count == chapters.count)
        #expect(tables[0] == Self.anchors([0]))
        #expect(tables[1] == Self.anchors([3, 5]))
        #expect(tables[2] == nil && tables[3] == nil && tables[5] == nil)
        // The second part's pages come after the first's.
        #expect(tables[4] == Self.anchors([18]))
    }

    /// A manual whose chapters hold lines that read like headings but are not taken (`Act 6`, `I.`,
    /// `Part the 2`): each chapter is several runs, and fills its pages from its blocks' rows. Lists,
    /// scene breaks, page breaks and paragraphs of more lines than a row's byte holds among them, the
    /// pages are those of the book laid out whole, at two geometries.
    @Test func chaptersOfSeveralRunsFillTheirPagesFromTheirBlocksRows() throws {
        let words = "the quick brown fox jumps over a lazy dog and runs far away into the woods".split(separator: " ")
        func paragraph(_ count: Int, _ seed: Int) -> String {
            (0..<count).map { String(words[($0 * 7 + seed) % words.count]) }.joined(separator: " ")
        }
        var lines: [String] = []
        for c in 1...12 {
            lines += ["Chapter \(c)", ""]
            for s in 1...4 {
                lines += [paragraph(40 + s * 13, c + s), "", "Act \(7 - s)", ""]
                lines += ["1. " + paragraph(12, s), "2. " + paragraph(30, s), "3. " + paragraph(5, s), ""]
                lines += ["I.", "", paragraph(300, s), "", "* * *", "", "Part the \(s)", "", "［＃改ページ］", ""]
            }
        }
        let path = try TempBook.write(lines.joined(separator: "\n"))
        defer { TempBook.remove(path) }
        let source = try BookSource.open(path: path)
        let whole = try #require(try BookLoader.load(source))
        for geometry in [PageGeometry(columns: 60, rows: 20), PageGeometry(columns: 17, rows: 7, paragraphSpacing: true)] {
            let read = try #require(try BookLoader.loadOutline(source, geometry: geometry, cache: nil, rules: .auto) { _ in true })
            let expected = try #require(PageTableBuilder.tables(Paginator(book: whole, geometry: geometry)))
            let filled = read.pages.compactMap { $0 }.filter { !$0.lineStarts.isEmpty }
            #expect(filled.count >= 40, "chapters filled from rows")
            #expect(filled.contains { $0.lineStarts.contains { $0.line > 0 } }, "pages starting inside a block")
            #expect(read.pages.allSatisfy { $0 != nil })
            // Filled where the layout breaks pages (not found by laying a chapter out again).
            for (c, known) in read.pages.enumerated() {
                let starts = (known?.anchors.map(\.paragraph) ?? []) + (known?.lineStarts.map(\.paragraph) ?? [])
                #expect(starts == expected[c].map(\.paragraph), "chapter \(c)")
            }
            #expect(PageTableBuilder.tables(Paginator(book: read.book, geometry: geometry), known: read.pages) == expected)
        }
    }

    /// A chapter longer than `RunPages.maxRunBytes` is laid out in runs of at most that much text (its
    /// text is not held whole), and, read in parts or not, still fills its pages from their rows.
    @Test func aChapterLongerThanARunFillsItsPagesFromItsPieces() throws {
        let paragraph = String(repeating: "a few words of a paragraph ", count: 40)
        let count = RunPages.maxRunBytes / paragraph.utf8.count * 5 / 4
        var pages = RunPages(geometry: PageGeometry(columns: 60, rows: 20), rules: .auto)
        let blocks = BlockStore((0..<count).map { Paragraph(offset: $0 * (paragraph.utf8.count + 2), text: paragraph) })
        pages.add((blocks, []), from: 0)
        pages.finish(at: count)
        let laid = pages.takeLaid()
        #expect(
            laid.runs.map { Int($0.count) } == [
                RunPages.maxRunBytes / paragraph.utf8.count, count - RunPages.maxRunBytes / paragraph.utf8.count,
            ])
        #expect(laid.rows.count == count)

        let text = (["Chapter 1", ""] + Array(repeating: paragraph + "\n", count: count) + ["Chapter 2", "", paragraph]).joined(
            separator: "\n")
        let path = try TempBook.write(text)
        defer { TempBook.remove(path) }
        let source = try BookSource.open(path: path)
        let geometry = PageGeometry(columns: 60, rows: 20)
        let read = try #require(try BookLoader.loadOutline(source, geometry: geometry, cache: nil, rules: .auto) { _ in true })
        #expect(read.book.chapters.count == 2)
        let first = try #require(read.pages.first ?? nil)
        #expect(!first.lineStarts.isEmpty, "filled from the runs' rows")
        let whole = try #require(try BookLoader.load(source))
        let expected = try #require(PageTableBuilder.tables(Paginator(book: whole, geometry: geometry)))
        #expect(PageTableBuilder.tables(Paginator(book: read.book, geometry: geometry), known: read.pages) == expected)
    }

    /// A book of `chapters` whose blocks are one-word paragraphs.
    static func book(_ chapters: [Chapter]) -> Book {
        let blocks = (0..<(chapters.last?.paragraphs.upperBound ?? 0)).map { Paragraph(offset: $0 * 10, text: "word") }
        return Book(title: "", encoding: .utf8, sourceSize: blocks.count * 10, paragraphs: blocks, chapters: chapters)
    }
}
