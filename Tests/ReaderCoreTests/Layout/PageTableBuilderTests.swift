import TestSupport
import Testing

@testable import ReaderCore

/// Counting pages on several threads gives the tables of counting them one chapter after another.
@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus"))
struct PageTableBuilderTests {
    @Test(arguments: [1, 2, 5])
    func parallelTablesEqualSequentialOnes(threads: Int) throws {
        let book = try BookLoader.load(path: try #require(Corpus.path("en/alice-in-wonderland.pg11.utf8.txt")))
        let paginator = Paginator(book: book, geometry: PageGeometry(columns: 40, rows: 12))
        let tables = try #require(PageTableBuilder.tables(paginator, threads: threads))
        #expect(tables == book.chapters.indices.map { paginator.anchors(of: $0) })
    }

    @Test func cancellingGivesNoTables() throws {
        let book = try BookLoader.load(path: try #require(Corpus.path("en/alice-in-wonderland.pg11.utf8.txt")))
        let paginator = Paginator(book: book, geometry: PageGeometry(columns: 40, rows: 12))
        #expect(PageTableBuilder.tables(paginator, threads: 2) { true } == nil)
    }

    /// A book whose last chapter holds most of its text: that chapter is taken first, so no thread
    /// lays it out alone after the others are done; the rest are taken in order, and the tables are
    /// those of counting one chapter after another.
    @Test func theLargestChaptersAreTakenFirst() throws {
        let short = (1...6).map { "Chapter \($0)\n\nA short chapter of a few words, number \($0).\n" }
        let long = "Chapter 7\n\n" + String(repeating: "A paragraph of the long appendix that takes many pages.\n\n", count: 400)
        let book = try TempBook.load((short + [long]).joined(separator: "\n"))
        try #require(book.chapters.count == 7)
        #expect(PageTableBuilder.takingOrder(book, threads: 2) == [6, 0, 1, 2, 3, 4, 5])
        let paginator = Paginator(book: book, geometry: PageGeometry(columns: 40, rows: 12))
        #expect(PageTableBuilder.tables(paginator, threads: 2) == book.chapters.indices.map { paginator.anchors(of: $0) })
    }
}
