import ReaderCore
import ReaderUI

/// The event loop of the reader and the library: terminal events and finished background work
/// in, through the model's `update`; its effects carried out (jobs, redraws, suspending, saves
/// through `save`); its `view` drawn on the screen after each burst of input. Runs until the
/// model quits or opens a book, or a signal asks the program to end. The model is held as
/// `any LoopModel`, not as a generic parameter: a generic class's metadata is built at run time
/// on first use, with a search of every conformance in the binary (~160,000 instructions at start-up).
final class EventLoop {
    /// Longest stretch of queued input handled before the screen is drawn again.
    static let drainSeconds = 0.05
    /// Longest a quit key waits behind queued input: the keys before it are then left unhandled.
    static let quitSeconds = 0.05

    /// Why the loop ended.
    enum Ending: Equatable {
        /// The model quit.
        case quit
        /// The model chose the book at this path, to be read at this place (nil: its saved one) (the library).
        case open(String, at: Location?)
        /// A signal (INT, TERM, HUP…) asked the program to end.
        case signal(Int32)
    }

    /// The model, as the loop has left it once `run` returns.
    private(set) var model: any LoopModel
    private let screen: any Screen
    private let jobs: JobRunner
    /// Carries out `.save`, and saves before the terminal is given back (Ctrl-Z).
    private let save: () -> Void
    /// Writes exported notes (Markdown) to a file; what the footer then says.
    private let exportNotes: (String) -> String
    /// Keeps copied text in a file too, for terminals that ignore OSC 52; what the footer then says.
    private let keepCopy: (String) -> String?
    /// The reading statistics, this session's reading saved into them first.
    private let statistics: () -> StatisticsText?
    /// KOReader's highlights of the book as an event for the model (a notice when there are none to take).
    private let importHighlights: () -> AppEvent?
    /// Looks at the events of finished background work and gives those the model is to get,
    /// with any the session adds (a warning noted, a notice for the footer).
    private let finished: ([AppEvent]) -> [AppEvent]
    private let translator = EventTranslator()

    init(
        screen: any Screen, model: any LoopModel, jobs: JobRunner, save: @escaping () -> Void = {},
        exportNotes: @escaping (String) -> String = { _ in "" }, keepCopy: @escaping (String) -> String? = { _ in nil },
        statistics: @escaping () -> StatisticsText? = { nil },
        importHighlights: @escaping () -> AppEvent? = { nil }, finished: @escaping ([AppEvent]) -> [AppEvent] = { $0 }
    ) {
        self.exportNotes = exportNotes
        self.keepCopy = keepCopy
        self.importHighlights = importHighlights
        self.statistics = statistics
        self.screen = screen
        self.model = model
        self.jobs = jobs
        self.save = save
        self.finished = finished
    }

    /// Runs until the model quits or opens a book, or the screen reports a terminating signal.
    func run() -> Ending {
        // Input is read ahead of handling, so a quit key behind a flood of keys is seen at once.
        var backlog = InputBacklog()
        let quits: (TerminalEvent) -> Bool = { [translator] event in translator.translate(event).map { self.model.quits($0) } ?? false }
        var ending = Ending.quit
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
            for event in finished(jobs.finished()) { effects += model.update(event, now: now) }
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
                // The effects of what an effect tells the model are carried out too (a job they ask for starts).
                while !effects.isEmpty {
                    let effect = effects.removeFirst()
                    switch effect {
                    case .save: saveDue = true
                    case .quit: break loop
                    case .open(let path, let place):
                        ending = .open(path, at: place)
                        break loop
                    case .fullRedraw: screen.invalidate()
                    case .suspend:
                        save()
                        screen.suspend()
                        suspended = true
                    case .start(let job): jobs.start(job)
                    case .cancel(let kind): jobs.cancel(kind)
                    case .copy(let text):
                        screen.copy(text)
                        if let saved = keepCopy(text) { effects += model.update(.notice(saved, seconds: 5), now: now) }
                    case .exportNotes(let markdown): effects += model.update(.notice(exportNotes(markdown), seconds: 8), now: now)
                    case .loadStatistics: if let text = statistics() { effects += model.update(.statistics(text), now: now) }
                    case .importHighlights: if let event = importHighlights() { effects += model.update(event, now: now) }
                    }
                }
                effects = []
                guard next != nil, !suspended, screen.terminationSignal == nil,
                    MonotonicClock.now() < drainUntil || backlog.quitSince != nil, let queued = backlog.take()
                else { break }
                next = queued
            }
            if saveDue { save() }
            if screen.terminationSignal != nil { break }
            if backlog.quitSince == nil { screen.draw(model.view(now: MonotonicClock.now())) }
        }
        return screen.terminationSignal.map(Ending.signal) ?? ending
    }
}
