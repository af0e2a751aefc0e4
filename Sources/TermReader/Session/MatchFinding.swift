import ReaderCore
import ReaderUI
import Synchronization

/// Answers search steps on a background thread, for books whose text is read again chapter
/// by chapter: a search through the whole of a large book then never freezes the screen.
/// `notify` is called (from that thread) when an answer is ready; a newer request replaces
/// the one under way (its answer is dropped).
final class MatchFinding: Sendable {
    private struct State {
        var token = -1
        var answer: (token: Int, result: (match: SearchMatch, wrapped: Bool)?)?
    }

    private let state = Mutex(State())
    private let notify: @Sendable () -> Void

    init(notify: @escaping @Sendable () -> Void = {}) {
        self.notify = notify
    }

    /// Starts answering `request`.
    func start(_ request: SearchRequest) {
        state.withLock { s in
            s.token = request.token
            s.answer = nil
        }
        BackgroundThread.start { [self] in
            let result = request.search.find(request.step)
            let current = state.withLock { s in
                guard s.token == request.token else { return false }
                s.answer = (request.token, result)
                return true
            }
            if current { notify() }
        }
    }

    /// The answer, once found (returned once).
    func take() -> (token: Int, result: (match: SearchMatch, wrapped: Bool)?)? {
        state.withLock { s in
            defer { s.answer = nil }
            return s.answer
        }
    }
}
