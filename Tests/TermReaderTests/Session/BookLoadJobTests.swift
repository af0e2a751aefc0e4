import Foundation
import ReaderCore
import Synchronization
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// The background read gives exactly what the synchronous code gives, reports its progress,
/// and ends without a book when the session no longer wants it.
@Suite struct BookLoadJobTests {
    @Test func backgroundBookAndPagesEqualTheSynchronousOnes() throws {
        let path = Package.book("the-lighthouse-keeper.txt")
        let runner = JobRunner.immediate()
        runner.start(BookLoadJob(source: try BookSource.open(path: path)))
        let events = runner.finished()
        guard case .bookLoaded(let book, _)? = events.last else {
            Issue.record("expected the book, got \(events)")
            return
        }
        let synchronous = try BookLoader.load(path: path)
        #expect(book.paragraphs == synchronous.paragraphs)
        #expect(book.chapters == synchronous.chapters)
        let geometry = PageGeometry(columns: 37, rows: 11)
        runner.start(PageCountJob(book: book, geometry: geometry))
        guard case .pagesCounted(let tables, let tablesGeometry)? = runner.finished().first else {
            Issue.record("expected the page tables")
            return
        }
        #expect(tablesGeometry == geometry)
        let paginator = Paginator(book: synchronous, geometry: geometry)
        #expect(tables == synchronous.chapters.indices.map { paginator.anchors(of: $0) })
    }

    /// The cache is written where the runner runs jobs: with an immediate runner, before `start` returns.
    @Test func theCacheWriteRunsOnTheJobsRunner() throws {
        let written = Mutex(false)
        let job = BookLoadJob(
            source: try BookSource.open(path: Package.book("the-lighthouse-keeper.txt")),
            onLoaded: { _, _ in written.withLock { $0 = true } })
        JobRunner.immediate().start(job)
        #expect(written.withLock { $0 })
    }

    /// A book of one document was read whole for its first page: that book is the one loaded, the
    /// file is not read again (here it is gone by then).
    @Test func aWholeWindowIsTheBookLoaded() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Data("# One\n\nText.\n".utf8), to: "book.md")
        let opened = SeparateReads(format: MarkdownFormat(), path: path)
        let window = try opened.window(from: 0)
        #expect(unlink(path) == 0)
        let runner = JobRunner.immediate()
        runner.start(BookLoadJob(source: nil, document: opened))
        guard case .bookLoaded(let loaded, _)? = runner.finished().last else {
            Issue.record("expected the book")
            return
        }
        #expect(loaded.isSameBook(as: window))
    }

    @Test func aDamagedEPUBSaysWhy() {
        let runner = JobRunner.immediate()
        runner.start(
            BookLoadJob(source: nil, document: SeparateReads(format: EPUBFormat(), path: Package.book("the-lighthouse-keeper.txt"))))
        guard case .indexingFailed(let reason)? = runner.finished().last else {
            Issue.record("expected a failure")
            return
        }
        #expect(!reason.isEmpty)
    }

    /// A read no longer wanted stops at its first progress report, without a book.
    @Test(.enabled(if: Package.corpus("zh/xiyouji.utf8.txt") != nil, "needs ../shared/corpus"))
    func aStaleReadEndsWithoutABook() throws {
        let source = try BookSource.open(path: Package.corpus("zh/xiyouji.utf8.txt")!)
        let job = BookLoadJob(source: source, onLoaded: { _, _ in Issue.record("a stale read delivers no book") })
        let gaveUp = job.run(JobContext(isStale: { true }, report: { _ in })) == nil
        #expect(gaveUp)
    }
}
