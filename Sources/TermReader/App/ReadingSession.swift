import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// One reading session: opens the book, restores the saved place, runs the event loop
/// on the real terminal, and saves the place on the way out (quit or signal).
final class ReadingSession {
    let source: SourceFile
    let book: Book
    let store: StateStore
    let fingerprint: String
    let startLocation: Location

    init(options: BookOptions, fromStart: Bool) throws {
        do {
            source = try SourceFile(path: options.file)
            book = try BookLoader.load(source: source, encoding: try options.forcedEncoding())
        } catch let error as ReaderError {
            throw CLIError(error)
        }
        fingerprint = Fingerprint.of(source.bytes)
        store = StateStore.standard(environment: Environment.current)
        var location = Location.start
        if !fromStart {
            do {
                if let state = try store.load(fingerprint: fingerprint) { location = state.location }
            } catch {
                printError("warning: \(error.message)")
            }
        }
        startLocation = location
    }

    func run(theme: ThemeChoice, mode: TransitionMode) throws {
        let screen: NcursesScreen
        do {
            screen = try NcursesScreen()
        } catch {
            throw CLIError(message: "cannot open the terminal: \(error)", code: 1)
        }
        let size = screen.size
        let model = ReaderModel(
            book: book, location: startLocation, columns: size.columns, rows: size.rows, theme: theme, mode: mode)
        let translator = EventTranslator()
        screen.draw(model.view(now: MonotonicClock.now()))
        loop: while true {
            let delay = model.nextFrameDelay(now: MonotonicClock.now())
            let event = screen.nextEvent(timeoutMs: delay < 0 ? nil : Int(delay))
            if Signals.terminationSignal != nil { break }
            let appEvent: AppEvent
            if let event {
                guard let translated = translator.translate(event) else { continue }
                appEvent = translated
            } else {
                appEvent = .tick
            }
            let now = MonotonicClock.now()
            for effect in model.update(appEvent, now: now) {
                switch effect {
                case .save: save(model.location)
                case .quit: break loop
                case .fullRedraw: screen.invalidate()
                }
            }
            screen.draw(model.view(now: now))
        }
        screen.restore()
        save(model.location)
        if let sig = Signals.terminationSignal {
            // Conventional status for death by signal, after the place is safe.
            exit(128 + sig)
        }
    }

    private func save(_ location: Location) {
        do {
            try store.save(ReadingState(fingerprint: fingerprint, path: source.path, location: location))
        } catch {
            // The terminal may be ours: remember to say it once we are back on the shell.
            printError("warning: \(error.message)")
        }
    }
}
