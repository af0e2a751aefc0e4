import Synchronization

/// Background work where only the newest request matters (counting a search's matches,
/// finding the next match, counting pages for a window size): starting a job makes the one
/// under way stale — it may stop early by asking `isStale`, and its result is dropped — and
/// the newest result is taken once. `notify` is called from the job's thread when a result
/// is ready, to wake the event loop.
public final class LatestJob<Result: Sendable>: Sendable {
    private struct State {
        var generation = 0
        var result: Result?
    }

    private let state = Mutex(State())
    private let notify: @Sendable () -> Void

    public init(notify: @escaping @Sendable () -> Void = {}) {
        self.notify = notify
    }

    /// Runs `work` on a background thread in place of any job under way. `work` gets a
    /// check to poll (true once a newer job started or `cancel` was called) and returns nil
    /// when it gave up.
    public func start(_ work: @escaping @Sendable (_ isStale: @Sendable () -> Bool) -> Result?) {
        let generation = state.withLock { s in
            s.generation += 1
            s.result = nil
            return s.generation
        }
        BackgroundThread.start { [self] in
            let isStale: @Sendable () -> Bool = { self.state.withLock { $0.generation != generation } }
            let result = work(isStale)
            let delivered = state.withLock { s in
                guard s.generation == generation else { return false }
                s.result = result
                return result != nil
            }
            if delivered { notify() }
        }
    }

    /// Makes the job under way stale and drops a result not yet taken.
    public func cancel() {
        state.withLock { s in
            s.generation += 1
            s.result = nil
        }
    }

    /// The newest job's result, once.
    public func take() -> Result? {
        state.withLock { s in
            defer { s.result = nil }
            return s.result
        }
    }
}
