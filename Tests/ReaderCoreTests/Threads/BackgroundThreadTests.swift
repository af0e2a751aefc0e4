import Synchronization
import Testing

@testable import ReaderCore

@Suite struct BackgroundThreadTests {
    /// `map` gives every index's result in order, whether it runs on one thread or several.
    @Test(arguments: [0, 1, 2, 7, 1000])
    func mapKeepsTheOrder(count: Int) {
        for minimum in [1, 3, 10_000] {
            #expect(BackgroundThread.map(count, minimumPerThread: minimum) { "item \($0)" } == (0..<count).map { "item \($0)" })
        }
    }

    /// Each index is computed exactly once.
    @Test func mapComputesEachIndexOnce() {
        let calls = Mutex([Int](repeating: 0, count: 500))
        _ = BackgroundThread.map(500) { i in calls.withLock { $0[i] += 1 } }
        #expect(calls.withLock { $0 } == [Int](repeating: 1, count: 500))
    }
}
