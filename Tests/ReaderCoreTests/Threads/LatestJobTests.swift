#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import Testing
@testable import ReaderCore

@Suite struct LatestJobTests {
    /// Polls `body` until it gives a value (the job runs on its own thread).
    func waitFor<T>(_ body: () -> T?) -> T? {
        for _ in 0..<4000 {
            if let value = body() { return value }
            usleep(5_000)
        }
        return nil
    }

    @Test func theNewestJobWinsAndAnOlderOneSeesItIsStale() {
        let job = LatestJob<Int>()
        let gate = Mutex(false)
        let sawStale = Mutex(false)
        job.start { isStale in
            // Holds until the second job has started, then reports what it sees.
            while !gate.withLock({ $0 }) { usleep(1_000) }
            sawStale.withLock { $0 = isStale() }
            return 1
        }
        job.start { _ in
            gate.withLock { $0 = true }
            return 2
        }
        #expect(waitFor { job.take() } == 2)
        #expect(waitFor { sawStale.withLock { $0 } ? true : nil } == true)
        usleep(50_000)
        #expect(job.take() == nil, "the older result is dropped, and the newer one is taken once")
    }

    @Test func cancelDropsTheResultAndNotifiesNobody() {
        let notices = Mutex(0)
        let job = LatestJob<Int>(notify: { notices.withLock { $0 += 1 } })
        let release = Mutex(false)
        let finished = Mutex(false)
        job.start { _ in
            while !release.withLock({ $0 }) { usleep(1_000) }
            defer { finished.withLock { $0 = true } }
            return 7
        }
        job.cancel()
        release.withLock { $0 = true }
        #expect(waitFor { finished.withLock { $0 } ? true : nil } == true)
        usleep(50_000)
        #expect(job.take() == nil)
        #expect(notices.withLock { $0 } == 0)
    }

    @Test func aJobThatGivesUpDeliversNothing() {
        let notices = Mutex(0)
        let job = LatestJob<Int>(notify: { notices.withLock { $0 += 1 } })
        job.start { _ in nil }
        job.start { _ in 3 }
        #expect(waitFor { job.take() } == 3)
        #expect(notices.withLock { $0 } == 1)
    }
}
