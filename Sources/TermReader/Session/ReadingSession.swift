import ReaderCore
import ReaderStore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// One reading session: opens the book, shows the saved place at once from a window of
/// the file while the whole book is read in the background, runs the event loop on the
/// real terminal, and saves the place on the way out (quit or signal).
final class ReadingSession {
    /// Bytes of the file decoded for the first pages: a few screens' worth, so the first
    /// page costs about the same for any book and any window size.
    static func windowBytes(columns: Int, rows: Int) -> Int {
        max(24 * 1024, columns * rows * 12)
    }

    /// The TXT book's source; nil for an EPUB.
    let source: BookSource?
    /// For an EPUB, its window: the content document holding the saved place (`EPUBLoader.window`),
    /// read before the terminal is taken, so a bad EPUB is one line on a plain terminal.
    let epubWindow: Book?
    let path: String
    let store: StateStore
    let cacheStore: BookCacheStore
    /// What an earlier read learned about opening this file, when it still describes it.
    let opening: BookOpening?
    let modified: Int
    let fingerprint: String
    let startLocation: Location
    let startBookmarks: [Bookmark]
    /// The writing chosen for this book in an earlier session (`ReadingState.writing`).
    let startWriting: WritingMode?
    /// The file as opened.
    private let file: SourceFile
    /// The start of the file, saved with the state so the book is recognised after it grows:
    /// hashed once the first page is on screen, which does not need it.
    private var prefix: PrefixFingerprint?
    /// The book's absolute path, recorded in the state for the library.
    let absolutePath: String
    /// The state as loaded, then as this session last saved it: what its changes are measured
    /// against when it saves onto whatever another reader of the book saved meanwhile.
    private var savedState: ReadingState?
    /// This session's place and when it last moved it (seconds since 1970; nil: not since loaded).
    private var place: (location: Location, at: Double?)
    /// Whether a failed save was already reported (once per session is enough).
    private var saveFailed = false
    /// Whether the footer said that the user's chapter rules ran out of steps (once a session).
    private var ruleFailureShown = false
    /// Longest stretch of queued input handled before the screen is drawn again.
    static let drainSeconds = 0.05
    /// Longest a quit key waits behind queued input: the keys before it are then left unhandled.
    static let quitSeconds = 0.05
    /// Warnings raised while the screen is ours, printed once it is restored.
    let warnings = WarningLog()
    /// Which lines are chapter headings.
    let rules: HeadingRules

    init(file path: String, encoding forced: TextEncoding?, rules: HeadingRules = .auto, fromStart: Bool) throws {
        let environment = Environment.current
        // The rules' step budget is this book's alone.
        self.rules = rules.forNewBook()
        let isEPUB: Bool
        do {
            file = try SourceFile(path: path)
            self.path = path
            fingerprint = Fingerprint.of(file)
            modified = file.modified
            cacheStore = BookCacheStore.standard(environment: environment)
            isEPUB = forced == nil && EPUBLoader.isZip(file)
            if isEPUB {
                opening = nil
                source = nil
            } else {
                let lookup: CacheLookup<BookOpening> =
                    forced == nil ? cacheStore.lookupOpening(fingerprint: fingerprint, size: file.size, modified: modified) : .missing
                let opened = try BookSource(file: file, encoding: forced, known: lookup.entry?.known)
                source = opened
                // A damaged entry is mentioned once and rebuilt by this session's full read.
                if let complaint = lookup.complaint {
                    printError("warning: ignoring index cache \(complaint); rebuilding it")
                } else if let reason = opened.ignoredKnown {
                    printError("warning: ignoring index cache \(cacheStore.openingPath(for: fingerprint)) (\(reason)); rebuilding it")
                }
                opening = opened.ignoredKnown == nil ? lookup.entry : nil
            }
        } catch {
            throw CLIError(error)
        }
        store = StateStore.standard(environment: environment)
        absolutePath = AbsolutePath.of(path)
        var location = Location.start
        var bookmarks: [Bookmark] = []
        var writing: WritingMode?
        var loaded: ReadingState?
        do {
            // No state for this exact file: it may be a book read before that has grown since.
            loaded = try store.state(of: file, fingerprint: fingerprint)
            if let state = loaded {
                if !fromStart { location = state.location }
                bookmarks = state.bookmarks
                writing = state.writing
            }
        } catch {
            printError("warning: \(error.message)")
        }
        savedState = loaded
        place = (loaded?.location ?? .start, loaded?.placedAt)
        startLocation = location
        do {
            epubWindow = isEPUB ? try EPUBLoader.window(path: path, from: location.offset) : nil
        } catch {
            throw CLIError(error)
        }
        if let epubWindow, let warning = missingPartsWarning(epubWindow, path: path) { printError(warning) }
        startBookmarks = bookmarks
        startWriting = writing
    }

    func run(start: ReaderStart, settings: SettingsMemory) throws {
        let screen: NcursesScreen
        do {
            screen = try NcursesScreen()
        } catch {
            // Terminal errors say what is wrong themselves; anything else gets the context.
            throw CLIError(message: (error as? TerminalError)?.description ?? "cannot open the terminal: \(error)", code: 1)
        }
        let size = screen.size
        let window: Book
        do {
            if let epubWindow {
                window = epubWindow
            } else {
                window = try BookLoader.window(
                    source!, from: startLocation.offset, maxBytes: Self.windowBytes(columns: size.columns, rows: size.rows), rules: rules)
            }
        } catch {
            screen.restore()
            throw CLIError(error)
        }
        // Until the terminal answers the background query, COLORFGBG is the best guess.
        let dark = TerminalAppearance.isDark(colorFGBG: Environment.current["COLORFGBG"]) ?? false
        let model = start.model(
            book: window, location: startLocation, columns: size.columns, rows: size.rows, terminalIsDark: dark,
            provisional: true, bookmarks: startBookmarks, localTime: LocalClock.secondsSinceMidnight, textSource: source)
        if settings.firstRun { _ = model.update(.notice(Self.firstRunHint(start.config.keyMap), seconds: 6), now: MonotonicClock.now()) }
        let translator = EventTranslator()
        // Background work wakes the input wait when it has something; no timer polls it.
        let jobs = JobRunner.threads(wake: Signals.wake)
        screen.draw(model.view(now: MonotonicClock.now()))
        prefix = PrefixFingerprint.of(file)
        // Read the whole book only once the first page is on screen.
        let warnings = self.warnings
        let cached: (@Sendable () -> BookIndexCache?)? =
            opening == nil
            ? nil
            : { @Sendable [cacheStore, fingerprint, modified, source] in
                source.flatMap { source in
                    let lookup = cacheStore.lookup(fingerprint: fingerprint, size: source.file.size, modified: modified)
                    if let complaint = lookup.complaint { warnings.add("warning: ignoring index cache \(complaint); rebuilding it") }
                    return lookup.entry
                }
            }
        // A large TXT book is laid out at the window's geometry as it is read.
        let load = BookLoadJob(
            source: source, epub: epubWindow == nil ? nil : path, geometry: model.geometry, cache: cached, rules: rules
        ) {
            [cacheStore, fingerprint, modified, source, rules] book, used in
            // Chapters found by rules stopped halfway are not this book's under those rules.
            guard let source, rules.budgetFailure == nil else { return }
            let fresh = BookIndexCache(book: book, source: source, fingerprint: fingerprint, modified: modified, rules: rules)
            // Chapters found under other rules are replaced, not a fault of the entry.
            if let used, used.rules == fresh.rules, used.chapters != fresh.chapters {
                warnings.add(
                    "warning: ignoring index cache \(cacheStore.path(for: fingerprint)) (its chapters do not fit the book); rebuilding it")
            }
            if fresh != used { cacheStore.save(fresh) }
        }
        jobs.start(load)
        // Input is read ahead of handling, so a quit key behind a flood of keys is seen at once.
        var backlog = InputBacklog()
        let quits: (TerminalEvent) -> Bool = { event in translator.translate(event).map(model.quits) ?? false }
        loop: while true {
            if backlog.isEmpty {
                let delay = model.nextFrameDelay(now: MonotonicClock.now())
                if let event = screen.nextEvent(timeoutMs: delay < 0 ? nil : Int(delay)) {
                    backlog.add(event, quits: quits(event), now: MonotonicClock.now())
                }
            }
            if Signals.terminationSignal != nil { break }
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
                        save(model, settings)
                        screen.suspend()
                        suspended = true
                    case .start(let job): jobs.start(job)
                    case .cancel(let kind): jobs.cancel(kind)
                    case .open, .forget: break // the library's

                    }
                }
                effects = []
                guard next != nil, !suspended, Signals.terminationSignal == nil,
                    MonotonicClock.now() < drainUntil || backlog.quitSince != nil, let queued = backlog.take()
                else { break }
                next = queued
            }
            if saveDue { save(model, settings) }
            if Signals.terminationSignal != nil { break }
            if backlog.quitSince == nil { screen.draw(model.view(now: MonotonicClock.now())) }
        }
        jobs.cancelAll()
        screen.restore()
        save(model, settings)
        for warning in warnings.take() { printError(warning) }
        if let sig = Signals.terminationSignal {
            // Conventional status for death by signal, after the place is safe.
            exit(128 + sig)
        }
    }

    private func save(_ model: ReaderModel, _ settings: SettingsMemory) {
        if model.location != place.location { place = (model.location, Double(time(nil))) }
        let mine = ReadingState(
            fingerprint: fingerprint, path: absolutePath, location: model.location, bookmarks: model.bookmarks, prefix: prefix,
            fraction: model.readFraction, writing: model.chosenWriting ?? startWriting, placedAt: place.at)
        do {
            try store.save(mine, over: savedState)
            // The next save measures this session's changes from what it had now, not from the
            // merged file: bookmarks another reader added are not this session's to remove.
            savedState = mine
        } catch {
            // The terminal may be ours: say it once we are back on the shell, once a session.
            guard !saveFailed else { return }
            saveFailed = true
            warnings.add("warning: \(error.message)")
        }
        // Settings live beside the state: when the state could not be saved, that warning says it.
        if let warning = settings.keep(model.remembered), !saveFailed { warnings.add("warning: \(warning)") }
    }

    /// What the footer says on the very first run: how to see the keys.
    static func firstRunHint(_ keyMap: KeyMap) -> String {
        guard let key = keyMap.keys(for: .help).first else { return "welcome to termreader" }
        return "press \(key) for the keys"
    }
}
