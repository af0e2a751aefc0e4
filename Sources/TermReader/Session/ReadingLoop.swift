import ReaderCore
import ReaderUI

/// The reader's event loop: terminal events and finished background work in, through the
/// model's `update`; its effects carried out (saves, jobs, redraws, suspending); its `view`
/// drawn on the screen after each burst of input. Runs until the model quits or a signal asks
/// the program to end.
final class ReadingLoop {
    /// Longest stretch of queued input handled before the screen is drawn again.
    static let drainSeconds = 0.05
    /// Longest a quit key waits behind queued input: the keys before it are then left unhandled.
    static let quitSeconds = 0.05

    private let screen: any Screen
    private let model: ReaderModel
    private let jobs: JobRunner
    private let persistence: SessionPersistence
    private let warnings: WarningLog
    /// The book's chapter rules, whose running out of steps the footer says once.
    private let rules: HeadingRules
    /// The book's path, named in the warning about its rules.
    private let path: String
    private let translator = EventTranslator()
    /// Whether the footer said that the user's chapter rules ran out of steps (once a session).
    private var ruleFailureShown = false

    init(
        screen: any Screen, model: ReaderModel, jobs: JobRunner, persistence: SessionPersistence, warnings: WarningLog,
        rules: HeadingRules, path: String
    ) {
        self.screen = screen
        self.model = model
        self.jobs = jobs
        self.persistence = persistence
        self.warnings = warnings
        self.rules = rules
        self.path = path
    }

    /// Runs until the model quits (nil) or the screen reports a terminating signal (returned).
    func run() -> Int32? {
        // Input is read ahead of handling, so a quit key behind a flood of keys is seen at once.
        var backlog = InputBacklog()
        let quits: (TerminalEvent) -> Bool = { [translator, model] event in translator.translate(event).map(model.quits) ?? false }
        loop: while true {
            if backlog.isEmpty {
                let delay = model.nextFrameDelay(now: MonotonicClock.now())
                if let event = screen.nextEvent(timeoutMs: delay < 0 ? nil : Int(delay)) {
                    backlog.add(event, quits: quits(event), now: MonotonicClock.now())
                }
            }
            if screen.terminationSignal != nil { break }
            backlog.fill(from: { screen.nextEvent(timeoutMs: 0) }, quits: quits, now: MonotonicClock.now())
            // What background work has finished comes in as events, before the input.
            var effects: [Effect] = []
            let now = MonotonicClock.now()
            for finished in jobs.finished() {
                // Why the rest cannot be read is said again once the terminal is restored.
                if case .indexingFailed(let failure) = finished { warnings.add("warning: \(failure)") }
                effects += model.update(finished, now: now)
            }
            if !ruleFailureShown, let failure = rules.budgetFailure {
                ruleFailureShown = true
                // The footer has room for the reason; the warning on exit names the rule too.
                effects += model.update(.notice("chapter rules left out: \(failure.reason)", seconds: 6), now: now)
                warnings.add("warning: \(path): \(failure); left out")
            }
            // Queued input (a burst of keys, a held key) is handled before drawing, so a flood costs
            // one frame, not one per key; bounded so the screen still moves. While a quit key waits,
            // nothing is drawn and the keys before it are handled only for `quitSeconds`.
            var next = backlog.take()
            let drainUntil = now + Self.drainSeconds
            // Saves asked for within a burst are one save after it (each is a write, an fsync and a rename).
            var saveDue = false
            while true {
                let now = MonotonicClock.now()
                if let since = backlog.quitSince, now - since >= Self.quitSeconds { break loop }
                if let event = next {
                    // A resize may have cleared the terminal behind ncurses' back: repaint all.
                    if case .resize = event { screen.invalidate() }
                    if let appEvent = translator.translate(event) { effects += model.update(appEvent, now: now) }
                } else {
                    effects += model.update(.tick, now: now)
                }
                var suspended = false
                for effect in effects {
                    switch effect {
                    case .save: saveDue = true
                    case .quit: break loop
                    case .fullRedraw: screen.invalidate()
                    case .suspend:
                        persistence.save(model)
                        screen.suspend()
                        suspended = true
                    case .start(let job): jobs.start(job)
                    case .cancel(let kind): jobs.cancel(kind)
                    case .open, .forget: break // the library's

                    }
                }
                effects = []
                guard next != nil, !suspended, screen.terminationSignal == nil,
                    MonotonicClock.now() < drainUntil || backlog.quitSince != nil, let queued = backlog.take()
                else { break }
                next = queued
            }
            if saveDue { persistence.save(model) }
            if screen.terminationSignal != nil { break }
            if backlog.quitSince == nil { screen.draw(model.view(now: MonotonicClock.now())) }
        }
        return screen.terminationSignal
    }
}
