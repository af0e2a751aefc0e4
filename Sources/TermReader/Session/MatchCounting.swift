import ReaderCore
import ReaderUI
import Synchronization

/// Counts a search's matches on a background thread, so "match 3 of 41" never holds up
/// the screen; a newer search replaces the count under way. `notify` is called (from that
/// thread) when a count is ready.
final class MatchCounting: Sendable {
    /// Paragraphs counted between checks for a newer search.
    static let chunk = 4096

    private struct State {
        var generation = -1
        var result: (counter: MatchCounter, generation: Int)?
        var busy = false
    }

    private let state = Mutex(State())
    private let notify: @Sendable () -> Void

    init(notify: @escaping @Sendable () -> Void = {}) {
        self.notify = notify
    }

    /// The generation being counted (or last counted).
    var generation: Int { state.withLock { $0.generation } }

    /// True while a count runs or its result waits to be taken.
    var isBusy: Bool { state.withLock { $0.busy || $0.result != nil } }

    /// Counts `search`, known as `generation`, replacing any count under way.
    func start(_ search: TextSearch, generation: Int) {
        state.withLock { s in
            s.generation = generation
            s.result = nil
            s.busy = true
        }
        BackgroundThread.start { [self] in
            var counter = MatchCounter(search: search)
            while !counter.advance(maxParagraphs: Self.chunk) {
                if state.withLock({ $0.generation != generation }) { return }
            }
            state.withLock { s in
                guard s.generation == generation else { return }
                s.result = (counter, generation)
                s.busy = false
            }
            notify()
        }
    }

    /// Stops caring about the count under way.
    func cancel() {
        state.withLock { s in
            s.generation = -1
            s.busy = false
            s.result = nil
        }
    }

    /// The finished count, once (with the generation it belongs to).
    func take() -> (counter: MatchCounter, generation: Int)? {
        state.withLock { s in
            defer { s.result = nil }
            return s.result
        }
    }
}
