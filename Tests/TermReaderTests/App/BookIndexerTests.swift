import Foundation
import ReaderCore
import Synchronization
import Testing
@testable import ReaderUI
@testable import TermReader

/// The background indexer gives exactly what the synchronous code gives, and stops when asked.
@Suite struct BookIndexerTests {
    func waitFor<T>(_ body: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let value = body() { return value }
            usleep(5_000)
        }
        return nil
    }

    @Test func backgroundBookAndPagesEqualTheSynchronousOnes() throws {
        let path = Package.book("the-lighthouse-keeper.txt")
        let source = try BookSource.open(path: path)
        let notices = Mutex(0)
        let indexer = BookIndexer(source: source, notify: { notices.withLock { $0 += 1 } })
        indexer.start()
        let book = try #require(waitFor { indexer.takeBook() })
        #expect(waitFor { notices.withLock { $0 } >= 1 ? true : nil } != nil, "the loop is told when the book is read")
        let synchronous = try BookLoader.load(path: path)
        #expect(book.paragraphs == synchronous.paragraphs)
        #expect(book.chapters == synchronous.chapters)
        let geometry = PageGeometry(columns: 37, rows: 11)
        indexer.paginate(book, geometry: geometry)
        let (tablesGeometry, tables) = try #require(waitFor { indexer.takeTables() })
        #expect(tablesGeometry == geometry)
        let paginator = Paginator(book: synchronous, geometry: geometry)
        #expect(tables == synchronous.chapters.indices.map { paginator.anchors(of: $0) })
        #expect(waitFor { notices.withLock { $0 } >= 2 ? true : nil } != nil, "and when the pages are counted")
    }

    @Test(.enabled(if: Package.corpus("zh/xiyouji.utf8.txt") != nil, "needs ../shared/corpus"))
    func aNewGeometryReplacesTheCountUnderWay() throws {
        let source = try BookSource.open(path: Package.corpus("zh/xiyouji.utf8.txt")!)
        let indexer = BookIndexer(source: source)
        indexer.start()
        let book = try #require(waitFor { indexer.takeBook() })
        indexer.paginate(book, geometry: PageGeometry(columns: 20, rows: 5))
        indexer.paginate(book, geometry: PageGeometry(columns: 60, rows: 20))
        let (geometry, _) = try #require(waitFor { indexer.takeTables() })
        #expect(geometry == PageGeometry(columns: 60, rows: 20), "only the latest geometry is delivered")
    }

    /// A read cancelled before it starts ends without a book, however long reading takes:
    /// the test waits for the reading thread itself to end, not for a fixed time.
    @Test(.enabled(if: Package.corpus("zh/xiyouji.utf8.txt") != nil, "needs ../shared/corpus"))
    func aCancelledReadEndsWithoutABook() throws {
        let source = try BookSource.open(path: Package.corpus("zh/xiyouji.utf8.txt")!)
        let delivered = Mutex(false)
        weak var watcher: BookIndexer?
        do {
            let cancelled = BookIndexer(source: source, onLoaded: { _, _ in delivered.withLock { $0 = true } })
            watcher = cancelled
            cancelled.cancel()
            cancelled.start()
        }
        // The reading thread holds the indexer while it runs: once the indexer is gone, the
        // read is over and anything it was going to deliver has been delivered.
        #expect(waitFor { watcher == nil ? true : nil } != nil, "the cancelled read ends")
        #expect(!delivered.withLock { $0 }, "a cancelled read delivers no book")
    }
}
