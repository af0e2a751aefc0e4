import ReaderCore
import Synchronization

/// Runs the model's background jobs and hands their results back as events, taken by the
/// event loop between terminal events. Starting a job makes the one of its kind under way
/// stale (its result is dropped); `wake` tells the loop something is ready. Where jobs run
/// is injected: `JobRunner.threads` on background threads, `JobRunner.immediate` at once on
/// the caller's thread (tests), or any executor a test drives by hand.
package final class JobRunner: Sendable {
    private struct Delivery {
        let kind: JobKind
        let generation: Int
        let event: AppEvent
        /// A report (progress) is replaced by a newer one of its kind; a result is not.
        let isReport: Bool
    }

    private struct State {
        var generations: [JobKind: Int] = [:]
        var ready: [Delivery] = []
    }

    private let state = Mutex(State())
    private let execute: @Sendable (@escaping @Sendable () -> Void) -> Void
    private let wake: @Sendable () -> Void

    /// `execute` runs a job's body somewhere; `wake` is called from there when an event is ready.
    package init(
        execute: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void, wake: @escaping @Sendable () -> Void = {}
    ) {
        self.execute = execute
        self.wake = wake
    }

    /// Jobs on detached low-priority threads (`BackgroundThread`).
    package static func threads(wake: @escaping @Sendable () -> Void) -> JobRunner {
        JobRunner(execute: { BackgroundThread.start($0) }, wake: wake)
    }

    /// Jobs run to the end inside `start`, their events ready at once.
    package static func immediate() -> JobRunner {
        JobRunner(execute: { $0() })
    }

    /// Runs `job` in place of any job of its kind under way.
    package func start<Job: BackgroundJob>(_ job: Job) {
        let kind = Job.kind
        let generation = state.withLock { s in
            let next = (s.generations[kind] ?? 0) + 1
            s.generations[kind] = next
            s.ready.removeAll { $0.kind == kind }
            return next
        }
        let isStale: @Sendable () -> Bool = { [self] in state.withLock { $0.generations[kind] != generation } }
        let context = JobContext(
            isStale: isStale,
            report: { [self] event in deliver(Delivery(kind: kind, generation: generation, event: event, isReport: true)) },
            alongside: execute)
        execute { [self] in
            if let event = job.run(context) {
                deliver(Delivery(kind: kind, generation: generation, event: event, isReport: false))
            }
        }
    }

    /// Makes the job of `kind` under way stale and drops its events not yet taken.
    package func cancel(_ kind: JobKind) {
        state.withLock { s in
            s.generations[kind, default: 0] += 1
            s.ready.removeAll { $0.kind == kind }
        }
    }

    /// Makes every job stale (the session is ending).
    package func cancelAll() {
        state.withLock { s in
            for kind in s.generations.keys { s.generations[kind, default: 0] += 1 }
            s.ready = []
        }
    }

    /// The events of the newest jobs delivered since last asked, in the order they came, each once.
    package func finished() -> [AppEvent] {
        state.withLock { s in
            defer { s.ready = [] }
            return s.ready.map(\.event)
        }
    }

    /// Keeps `delivery` unless a newer job of its kind started; a report replaces the one before it.
    private func deliver(_ delivery: Delivery) {
        let kept = state.withLock { s in
            guard s.generations[delivery.kind] == delivery.generation else { return false }
            if delivery.isReport { s.ready.removeAll { $0.kind == delivery.kind && $0.isReport } }
            s.ready.append(delivery)
            return true
        }
        if kept { wake() }
    }
}
