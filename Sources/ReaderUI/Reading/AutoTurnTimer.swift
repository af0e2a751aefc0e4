/// Hands-free reading's clock as a value: when its next step is due (seconds of
/// `MonotonicClock`), nil while it does not run. The reader takes the steps and says why it stopped.
struct AutoTurnTimer {
    private(set) var due: Double?

    var isRunning: Bool { due != nil }

    /// Runs with the next step `interval` seconds from `now` (starting, or after a step or a change of pace).
    mutating func schedule(now: Double, interval: Double) {
        due = now + interval
    }

    mutating func stop() {
        due = nil
    }

    /// Whether a step is due at `now`.
    func isDue(at now: Double) -> Bool {
        due.map { now >= $0 } ?? false
    }

    /// What a key does while hands-free reading runs.
    enum KeyOutcome: Equatable {
        /// It does not run: the key does what it always does.
        case notRunning
        /// The pace keys: faster or slower (the reader changes the pace and schedules the next step).
        case pace(faster: Bool)
        /// Any other key pauses it; `usedUp`: the key was the auto key itself, which does nothing more.
        case paused(usedUp: Bool)
    }

    /// A key's `action` (nil: a key bound to none): the pace keys change the pace, any other pauses.
    mutating func key(_ action: Action?) -> KeyOutcome {
        guard isRunning else { return .notRunning }
        switch action {
        case .widerText, .narrowerText: return .pace(faster: action == .widerText)
        default:
            due = nil
            return .paused(usedUp: action == .autoTurn)
        }
    }
}
