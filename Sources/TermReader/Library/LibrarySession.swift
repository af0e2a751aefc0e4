import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// Runs the library screen on the real terminal until a book is chosen (its path is returned,
/// the terminal already restored so the reading session opens its own) or the user quits (nil).
/// `d` then `y` deletes the book's state file here.
struct LibrarySession {
    var model: LibraryModel
    let store: StateStore

    mutating func run() throws -> String? {
        let screen = try NcursesScreen()
        let translator = EventTranslator()
        let size = screen.size
        _ = model.update(.resize(columns: size.columns, rows: size.rows))
        var chosen: String?
        loop: while true {
            let now = Int(time(nil))
            screen.draw(model.view(now: now, utcOffset: Self.utcOffset(at: now)))
            let event = screen.nextEvent(timeoutMs: nil)
            if Signals.terminationSignal != nil { break }
            // A resize may have cleared the terminal behind ncurses' back: repaint all.
            if case .resize = event { screen.invalidate() }
            guard let appEvent = event.flatMap(translator.translate) else { continue }
            for effect in model.update(appEvent) {
                switch effect {
                case .quit: break loop
                case .open(let path):
                    chosen = path
                    break loop
                case .forget(let book):
                    let forgotten = book.fingerprint.map { store.forget(fingerprint: $0) } ?? false
                    _ = model.update(.forgotten(book, succeeded: forgotten))
                default: break
                }
            }
        }
        screen.restore()
        if let sig = Signals.terminationSignal { exit(128 + sig) }
        return chosen
    }

    /// Seconds east of UTC of the local time zone at `time`.
    static func utcOffset(at time: Int) -> Int {
        var t = time_t(time)
        var local = tm()
        guard localtime_r(&t, &local) != nil else { return 0 }
        return Int(local.tm_gmtoff)
    }
}
