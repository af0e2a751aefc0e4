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
}
