/// Work the model asks for with `Effect.start`: the job carries its input, and `run` does it
/// on whatever thread the `JobRunner` picks and returns the event that brings the result back
/// through `update`. A new kind of background work is one type conforming to this.
package protocol BackgroundJob: Sendable, Equatable {
    /// Does the work, giving up early once `context.isStale()` (a newer job of the same kind
    /// started, or the work was cancelled). Returns the result as an event; nil: nothing to say.
    func run(_ context: JobContext) -> AppEvent?
}

extension BackgroundJob {
    /// Jobs of one type replace each other: only the newest request of a kind matters.
    package static var kind: JobKind { JobKind(Self.self) }

    /// Whether `other` is the same request (for `Effect`'s equality).
    func isSame(as other: any BackgroundJob) -> Bool { (other as? Self) == self }
}

/// A kind of background job: its type. A newer job of a kind makes the one under way stale.
package struct JobKind: Hashable, Sendable {
    private let type: ObjectIdentifier

    init(_ type: Any.Type) { self.type = ObjectIdentifier(type) }
}

/// What a running job may ask of its runner: whether it is still wanted, a way to send an
/// event before it ends (progress), of which only the newest not yet taken is kept, and a way to
/// run work beside its result (a cache write) where the runner runs jobs.
package struct JobContext: Sendable {
    package let isStale: @Sendable () -> Bool
    package let report: @Sendable (AppEvent) -> Void
    /// Runs its work on the runner's executor: another thread, or at once in tests.
    package let alongside: @Sendable (@escaping @Sendable () -> Void) -> Void

    package init(
        isStale: @escaping @Sendable () -> Bool, report: @escaping @Sendable (AppEvent) -> Void,
        alongside: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = { $0() }
    ) {
        self.isStale = isStale
        self.report = report
        self.alongside = alongside
    }
}
