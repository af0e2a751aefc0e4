import ReaderCore

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

    /// The TXT book's source; nil for an EPUB, which is read whole (`epub`).
    let source: BookSource?
    /// The whole book when the file is an EPUB (read at once: no window, no index cache).
    let epub: Book?
    let path: String
    let store: StateStore
    let cacheStore: BookCacheStore
    /// What an earlier read learned about opening this file, when it still describes it.
    let opening: BookOpening?
    let modified: Int
    let fingerprint: String
    let startLocation: Location
    let startBookmarks: [Bookmark]
    /// The start of the file, saved with the state so the book is recognised after it grows.
    let prefix: PrefixFingerprint
    /// The book's absolute path, recorded in the state for the library.
    let absolutePath: String
    /// Whether a failed save was already reported (once per session is enough).
    private var saveFailed = false
    /// Longest stretch of queued input handled before the screen is drawn again.
    static let drainSeconds = 0.05
    /// Warnings raised while the screen is ours, printed once it is restored.
    let warnings = WarningLog()
    /// Which lines are chapter headings.
    let rules: HeadingRules

    init(file path: String, encoding forced: TextEncoding?, rules: HeadingRules = .auto, fromStart: Bool) throws {
        let environment = Environment.current
        self.rules = rules
        let file: SourceFile
        do {
            file = try SourceFile(path: path)
            self.path = path
            fingerprint = Fingerprint.of(file)
            modified = file.modified
            cacheStore = BookCacheStore.standard(environment: environment)
            if forced == nil, EPUBLoader.isZip(file) {
                epub = try EPUBLoader.load(path: path)
                opening = nil
                source = nil
            } else {
                epub = nil
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
        prefix = PrefixFingerprint.of(file)
        var location = Location.start
        var bookmarks: [Bookmark] = []
        do {
            // No state for this exact file: it may be a book read before that has grown since.
            if let state = try store.load(fingerprint: fingerprint) ?? store.grownState(of: file, fingerprint: fingerprint) {
                if !fromStart { location = state.location }
                bookmarks = state.bookmarks
            }
        } catch {
            printError("warning: \(error.message)")
        }
        startLocation = location
        startBookmarks = bookmarks
    }

    func run(theme: ThemeChoice, mode: TransitionMode, config: Config, settings: SettingsMemory) throws {
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
            if let epub { window = epub } else { window = try BookLoader.window(
                source!, from: startLocation.offset, maxBytes: Self.windowBytes(columns: size.columns, rows: size.rows), rules: rules) }
        } catch {
            screen.restore()
            throw CLIError(error)
        }
        // Until the terminal answers the background query, COLORFGBG is the best guess.
        let dark = TerminalAppearance.isDark(colorFGBG: Environment.current["COLORFGBG"]) ?? false
        let model = ReaderModel(
            book: window, location: startLocation, columns: size.columns, rows: size.rows, theme: theme, mode: mode,
            terminalIsDark: dark, keyMap: config.keyMap, duration: config.animationDuration,
            palettes: config.palettes, layoutSettings: config.layout, boss: config.boss, provisional: epub == nil,
            remembered: settings.initial, footer: config.footer)
        model.indexProgress = epub == nil ? 0 : nil
        if settings.firstRun { model.flash(Self.firstRunHint(config.keyMap), seconds: 6, now: MonotonicClock.now()) }
        let translator = EventTranslator()
        // Background work wakes the input wait when it has something; no timer polls it.
        let counting = MatchCounting(notify: Signals.wake)
        let finding = MatchFinding(notify: Signals.wake)
        model.localSeconds = LocalClock.secondsSinceMidnight()
        screen.draw(model.view(now: MonotonicClock.now()))
        // Read the whole book only once the first page is on screen.
        model.bookmarks = startBookmarks
        // The chapter list is read by the background task, not before the first page.
        let warnings = self.warnings
        let cached: (@Sendable () -> BookIndexCache?)? = opening == nil ? nil : { @Sendable [cacheStore, fingerprint, modified, source] in
            source.flatMap { source in
                let lookup = cacheStore.lookup(fingerprint: fingerprint, size: source.file.size, modified: modified)
                if let complaint = lookup.complaint { warnings.add("warning: ignoring index cache \(complaint); rebuilding it") }
                return lookup.entry
            }
        }
        let indexer = BookIndexer(source: source, cache: cached, rules: rules, notify: Signals.wake) {
            [cacheStore, fingerprint, modified, source, rules] book, used in
            guard let source else { return }
            let fresh = BookIndexCache(book: book, source: source, fingerprint: fingerprint, modified: modified, rules: rules)
            // Chapters found under other rules are replaced, not a fault of the entry.
            if let used, used.rules == fresh.rules, used.chapters != fresh.chapters {
                warnings.add("warning: ignoring index cache \(cacheStore.path(for: fingerprint)) (its chapters do not fit the book); rebuilding it")
            }
            if fresh != used { cacheStore.save(fresh) }
        }
        // An EPUB is whole already: only its pages are counted in the background.
        if let epub { indexer.paginate(epub, geometry: model.navigator.geometry) } else { indexer.start(geometry: model.navigator.geometry) }
        loop: while true {
            let delay = model.nextFrameDelay(now: MonotonicClock.now())
            let event = screen.nextEvent(timeoutMs: delay < 0 ? nil : Int(delay))
            if Signals.terminationSignal != nil { break }
            var effects: [Effect] = []
            let now = MonotonicClock.now()
            effects += absorb(indexer, into: model, now: now)
            if let (counter, generation) = counting.take() { model.adoptCount(counter, generation: generation) }
            if let (token, result) = finding.take() { effects += model.adoptFound(result, token: token) }
            // Input already queued behind this event (a burst of keys, a held key) is taken before
            // drawing, so a flood costs one frame, not one per key; bounded so the screen still moves.
            var next = event
            let drainUntil = now + Self.drainSeconds
            // Saves asked for within a burst are one save after it (each is a write, an fsync and a rename).
            var saveDue = false
            while true {
                let now = MonotonicClock.now()
                if let event = next {
                    // A resize may have cleared the terminal behind ncurses' back: repaint all.
                    if case .resize = event { screen.invalidate() }
                    if let appEvent = translator.translate(event) {
                        let geometry = model.navigator.geometry
                        effects += model.update(appEvent, now: now)
                        if model.navigator.geometry != geometry, !model.isProvisional {
                            indexer.paginate(model.navigator.book, geometry: model.navigator.geometry)
                        }
                    }
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
                    case .find(let request): finding.start(request)
                    }
                }
                effects = []
                guard next != nil, !suspended, Signals.terminationSignal == nil, MonotonicClock.now() < drainUntil,
                      let queued = screen.nextEvent(timeoutMs: 0) else { break }
                next = queued
            }
            if saveDue { save(model, settings) }
            if Signals.terminationSignal != nil { break }
            if let search = model.search, search.counter == nil, search.generation != counting.generation {
                counting.start(search.search, generation: search.generation)
            } else if model.search == nil, counting.isBusy {
                counting.cancel()
            }
            model.localSeconds = LocalClock.secondsSinceMidnight()
            screen.draw(model.view(now: MonotonicClock.now()))
        }
        indexer.cancel()
        counting.cancel()
        screen.restore()
        save(model, settings)
        for warning in warnings.take() { printError(warning) }
        if let sig = Signals.terminationSignal {
            // Conventional status for death by signal, after the place is safe.
            exit(128 + sig)
        }
    }

    /// Hands the indexer's results to the model: the whole book, then its page count.
    private func absorb(_ indexer: BookIndexer, into model: ReaderModel, now: Double) -> [Effect] {
        var effects: [Effect] = []
        if let book = indexer.takeBook() {
            effects += model.adopt(book: book, now: now)
            indexer.paginate(book, geometry: model.navigator.geometry)
        }
        if let (geometry, tables) = indexer.takeTables() {
            model.adopt(tables: tables, for: geometry)
            // Laid out: from now on only the chapters in use stay decoded.
            let book = model.navigator.book
            if let source, book.holdsAllText, model.navigator.index.isComplete {
                book.releaseText(source: source, current: model.navigator.position.chapter)
            }
            if geometry != model.navigator.geometry {
                indexer.paginate(model.navigator.book, geometry: model.navigator.geometry)
            }
        }
        if model.isProvisional {
            model.indexProgress = indexer.failure == nil ? indexer.progress : nil
        } else {
            model.indexProgress = nil
        }
        return effects
    }

    private func save(_ model: ReaderModel, _ settings: SettingsMemory) {
        do {
            try store.save(ReadingState(
                fingerprint: fingerprint, path: absolutePath, location: model.location, bookmarks: model.bookmarks, prefix: prefix,
                fraction: Self.fraction(model)))
        } catch {
            // The terminal may be ours: say it once we are back on the shell, once a session.
            guard !saveFailed else { return }
            saveFailed = true
            warnings.add("warning: \(error.message)")
        }
        // Settings live beside the state: when the state could not be saved, that warning says it.
        if let warning = settings.keep(model.remembered), !saveFailed { warnings.add("warning: \(warning)") }
    }

    /// How far through the book the model's page is, as its footer says it (the last page is all of it).
    static func fraction(_ model: ReaderModel) -> Double {
        let navigator = model.navigator
        return !model.isProvisional && navigator.position(after: navigator.position) == nil ? 1 : navigator.fraction
    }

    /// What the footer says on the very first run: how to see the keys.
    static func firstRunHint(_ keyMap: KeyMap) -> String {
        guard let key = keyMap.keys(for: .help).first else { return "welcome to termreader" }
        return "press \(key) for the keys"
    }
}
