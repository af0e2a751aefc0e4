/// Terminal input read ahead of handling: all that the terminal has queued is taken at once,
/// so the loop sees a quit key waiting behind a flood of keys and answers it in time instead
/// of after every key before it.
struct InputBacklog {
    /// Most events held; the rest stay queued in the terminal until these are handled.
    static let limit = 65_536

    private var events: [(event: TerminalEvent, quits: Bool)] = []
    private var head = 0
    private var quitsWaiting = 0
    /// Since when (seconds of `MonotonicClock`) a quit key has been waiting; nil when none waits.
    private(set) var quitSince: Double?

    var isEmpty: Bool { head == events.count }

    /// Takes every event `next` gives, up to the limit; `quits` tells a quit key.
    mutating func fill(from next: () -> TerminalEvent?, quits: (TerminalEvent) -> Bool, now: Double) {
        while events.count - head < Self.limit, let event = next() { add(event, quits: quits(event), now: now) }
    }

    /// Queues `event`, a quit key or not.
    mutating func add(_ event: TerminalEvent, quits isQuit: Bool, now: Double) {
        events.append((event, isQuit))
        if isQuit {
            quitsWaiting += 1
            if quitSince == nil { quitSince = now }
        }
    }

    /// The oldest event not yet handled.
    mutating func take() -> TerminalEvent? {
        guard !isEmpty else { return nil }
        let (event, isQuit) = events[head]
        head += 1
        if head == events.count {
            events.removeAll(keepingCapacity: true)
            head = 0
        }
        if isQuit {
            quitsWaiting -= 1
            if quitsWaiting == 0 { quitSince = nil }
        }
        return event
    }
}
