import ReaderCore
import Synchronization
import TestSupport
import Testing

@testable import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// A job that answers with its number, recording whether it saw itself stale when it ran.
struct NumberJob: BackgroundJob {
    let number: Int
    var sawStale: Flag? = nil

    func run(_ context: JobContext) -> AppEvent? {
        sawStale?.set(context.isStale())
        return .indexing(Double(number))
    }

    static func == (a: NumberJob, b: NumberJob) -> Bool { a.number == b.number }
}

/// A truth shared with a job's thread.
final class Flag: Sendable {
    private let value = Mutex(false)

    func set(_ truth: Bool) { value.withLock { $0 = truth } }
    var isSet: Bool { value.withLock { $0 } }
}

/// Bodies handed to the runner, run when the test says: the order jobs end in is the test's.
final class HeldJobs: Sendable {
    private let bodies = Mutex<[@Sendable () -> Void]>([])

    func hold(_ body: @escaping @Sendable () -> Void) { bodies.withLock { $0.append(body) } }

    /// Runs the `n`th body handed over.
    func run(_ n: Int) { bodies.withLock { $0[n] }() }
}

/// The runner delivers the newest job of each kind once, as an event, and nothing of a job
/// replaced or cancelled; the tests decide when each job runs, so none waits or sleeps.
@Suite struct JobRunnerTests {
    func numbers(_ events: [AppEvent]) -> [Int] {
        events.compactMap { if case .indexing(let n) = $0 { Int(n) } else { nil } }
    }

    @Test func theNewestJobWinsAndAnOlderOneSeesItIsStale() {
        let held = HeldJobs()
        let wakes = Mutex(0)
        let runner = JobRunner(execute: held.hold, wake: { wakes.withLock { $0 += 1 } })
        let stale = Flag()
        runner.start(NumberJob(number: 1, sawStale: stale))
        runner.start(NumberJob(number: 2))
        held.run(1)
        held.run(0)
        #expect(stale.isSet, "the older job is told it is stale")
        #expect(numbers(runner.finished()) == [2], "only the newest job's result is delivered")
        #expect(runner.finished().isEmpty, "and it is taken once")
        #expect(wakes.withLock { $0 } == 1, "the loop is woken for the result it will take, not for the dropped one")
    }

    @Test func aNewGeometryReplacesTheCountUnderWay() {
        let held = HeldJobs()
        let runner = JobRunner(execute: held.hold)
        let book = sampleBook(chapters: 3, paragraphsPerChapter: 20)
        runner.start(PageCountJob(book: book, geometry: PageGeometry(columns: 20, rows: 5)))
        runner.start(PageCountJob(book: book, geometry: PageGeometry(columns: 60, rows: 20)))
        held.run(0)
        held.run(1)
        let geometries = runner.finished().compactMap { if case .pagesCounted(_, let g) = $0 { g } else { nil } }
        #expect(geometries == [PageGeometry(columns: 60, rows: 20)], "only the latest geometry is delivered")
    }

    @Test func jobsOfOtherKindsDoNotReplaceEachOther() {
        let runner = JobRunner.immediate()
        runner.start(NumberJob(number: 3))
        runner.start(PageCountJob(book: sampleBook(), geometry: PageGeometry(columns: 40, rows: 10)))
        let events = runner.finished()
        #expect(numbers(events) == [3] && events.count == 2)
    }

    @Test func cancelDropsTheResultAndWakesNobody() {
        let held = HeldJobs()
        let wakes = Mutex(0)
        let runner = JobRunner(execute: held.hold, wake: { wakes.withLock { $0 += 1 } })
        runner.start(NumberJob(number: 7))
        runner.cancel(NumberJob.kind)
        held.run(0)
        #expect(runner.finished().isEmpty)
        #expect(wakes.withLock { $0 } == 0)
        runner.start(NumberJob(number: 8))
        runner.cancelAll()
        held.run(1)
        #expect(runner.finished().isEmpty, "nothing survives the end of the session")
    }

    @Test func aReportIsReplacedByTheNextAndTheResultFollowsIt() {
        struct Progress: BackgroundJob {
            func run(_ context: JobContext) -> AppEvent? {
                for step in 1...3 { context.report(.indexing(Double(step))) }
                return .indexing(9)
            }
        }
        let runner = JobRunner.immediate()
        runner.start(Progress())
        #expect(numbers(runner.finished()) == [3, 9])
    }

    @Test func backgroundThreadsDeliverAndWakeTheLoop() {
        let woken = Flag()
        let runner = JobRunner.threads(wake: { woken.set(true) })
        runner.start(NumberJob(number: 5))
        var events: [AppEvent] = []
        // Waits for the result to arrive (a presence, bounded), never for something not to happen.
        for _ in 0..<4000 where events.isEmpty {
            events = runner.finished()
            if events.isEmpty { usleep(5_000) }
        }
        #expect(numbers(events) == [5])
        #expect(woken.isSet)
    }
}
