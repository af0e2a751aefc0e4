import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// One reading session: shows the saved place of an `OpenedBook` at once from a window of the
/// file, reads the whole book in the background, runs the `EventLoop` on a screen, and saves
/// the place (`SessionPersistence`) on the way out, on quit or on a signal.
final class ReadingSession {
    let book: OpenedBook
    /// Warnings raised while the screen is ours, printed once it is restored.
    let warnings = WarningLog()

    init(book: OpenedBook) {
        self.book = book
    }

    /// Reads on the real terminal; exits with 128 + the signal when one ended the session.
    func run(start: ReaderStart, settings: SettingsMemory) throws {
        let screen = try NcursesScreen()
        // Background work wakes the input wait when it has something; no timer polls it.
        let signal = try read(on: screen, start: start, settings: settings, jobs: JobRunner.threads(wake: Signals.wake))
        for warning in warnings.take() { printError(warning) }
        // Conventional status for death by signal, after the place is safe.
        if let signal { exit(128 + signal) }
    }

    /// Reads on `screen` with background work run by `jobs` until the reader quits, then
    /// restores the screen and saves; the signal that ended the session, if one did.
    /// `environment`'s COLORFGBG is the terminal's appearance until the terminal says.
    func read(
        on screen: any Screen, start: ReaderStart, settings: SettingsMemory, jobs: JobRunner,
        environment: [String: String] = Environment.current
    ) throws(ReaderError) -> Int32? {
        let size = screen.size
        let window: Book
        do {
            window = try book.window(for: size)
        } catch {
            screen.restore()
            throw error
        }
        // Until the terminal answers the background query, COLORFGBG is the best guess.
        let dark = TerminalAppearance.isDark(colorFGBG: environment["COLORFGBG"]) ?? false
        var start = start
        if let depth = (screen as? NcursesScreen)?.depth { start.config.layout.pictureColors = depth }
        let model = start.model(
            book: window, location: book.startLocation, columns: size.columns, rows: size.rows, terminalIsDark: dark,
            provisional: true, bookmarks: book.startBookmarks, notes: book.startNotes,
            localTime: LocalClock.secondsSinceMidnight, textSource: book.source,
            returnTo: book.saved?.location, backgroundLoading: true)
        // Inside tmux the pictures' commands pass through it to the terminal outside.
        model.terminalPictures.commands.passthrough = environment["TMUX"] != nil
        (screen as? NcursesScreen)?.pictures = model.terminalPictures
        if let warning = start.config.layout.pictureWarning(hasPictures: window.pictures != nil) {
            startJobs(of: model.update(.notice(warning, seconds: 6), now: MonotonicClock.now()), on: jobs)
            warnings.add(warning)
        }
        if settings.firstRun {
            startJobs(of: model.update(.notice(Self.firstRunHint(start.config.keyMap), seconds: 6), now: MonotonicClock.now()), on: jobs)
        }
        let persistence = SessionPersistence(book: book, settings: settings, warnings: warnings, opened: model.location)
        screen.draw(model.view(now: MonotonicClock.now()))
        persistence.prefix = PrefixFingerprint.of(book.file)
        // Read the whole book only once the first page is on screen.
        jobs.start(book.loadJob(geometry: model.eventualGeometry, warnings: warnings))
        if let job = model.hyphenationJob { jobs.start(job) }
        let loop = EventLoop(
            screen: screen, model: model, jobs: jobs, save: { persistence.save(model) },
            exportNotes: { persistence.exportNotes($0, title: model.bookTitle) }, keepCopy: persistence.keepCopy,
            statistics: {
                persistence.save(model)
                return persistence.statistics()
            },
            importHighlights: { [path = book.path] in
                guard let sidecar = KOReaderSidecar.beside(book: path) else {
                    return .notice("no KOReader sidecar beside the book (its .sdr folder)", seconds: 6)
                }
                do throws(ReaderError) {
                    return .imported(try KOReaderSidecar.read(sidecar), from: sidecar)
                } catch {
                    return .notice(error.description, seconds: 8)
                }
            },
            finished: notingFinishedWork(jobs: jobs))
        let ending = loop.run()
        jobs.cancelAll()
        screen.restore()
        persistence.save(model, closing: true)
        if case .signal(let signal) = ending { return signal }
        return nil
    }

    /// What the loop does with the events of finished background work: why the rest of the book
    /// cannot be read is noted for `warnings` (said again once the terminal is restored), and once
    /// the user's chapter rules have run out of steps, the footer says so, once a session.
    /// Once the book is read whole, it joins the library's full-text index (`FullTextIndexJob`).
    private func notingFinishedWork(jobs: JobRunner) -> ([AppEvent]) -> [AppEvent] {
        var ruleFailureShown = false
        return { [book, warnings] events in
            for case .indexingFailed(let failure) in events { warnings.add("warning: \(failure)") }
            for case .bookLoaded(let whole, _) in events {
                jobs.start(FullTextIndexJob(indexPath: book.fullTextIndex, book: whole, path: AbsolutePath.of(book.path)))
            }
            guard !ruleFailureShown, let failure = book.rules.budgetFailure else { return events }
            ruleFailureShown = true
            // The footer has room for the reason; the warning on exit names the rule too.
            warnings.add("warning: \(book.path): \(failure); left out")
            return events + [.notice("chapter rules left out: \(failure.reason)", seconds: 6)]
        }
    }

    /// Starts the jobs among `effects` (a notice given before the loop runs may ask for pictures to be decoded).
    private func startJobs(of effects: [Effect], on jobs: JobRunner) {
        for case .start(let job) in effects { jobs.start(job) }
    }

    /// What the footer says on the very first run: how to see the keys.
    static func firstRunHint(_ keyMap: KeyMap) -> String {
        guard let key = keyMap.keys(for: .help).first else { return "welcome to termreader" }
        return "press \(key) for the keys"
    }
}
