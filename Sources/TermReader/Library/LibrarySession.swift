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
    let theme: ThemeChoice
    let palettes: ThemePalettes

    mutating func run() throws -> String? {
        let screen: NcursesScreen
        do {
            screen = try NcursesScreen()
        } catch {
            throw CLIError(message: (error as? TerminalError)?.description ?? "cannot open the terminal: \(error)", code: 1)
        }
        var dark = TerminalAppearance.isDark(colorFGBG: Environment.current["COLORFGBG"]) ?? false
        var chosen: String?
        loop: while true {
            let size = screen.size
            model.pageSize = LibraryRenderer.pageSize(rows: size.rows)
            let now = Int(time(nil))
            screen.draw(LibraryRenderer.frame(
                model, columns: size.columns, rows: size.rows, palette: palettes.palette(theme, terminalIsDark: dark),
                now: now, utcOffset: Self.utcOffset(at: now)))
            let event = screen.nextEvent(timeoutMs: nil)
            if Signals.terminationSignal != nil { break }
            switch event {
            case .key(let key):
                switch model.update(key) {
                case .none: break
                case .quit: break loop
                case .open(let path):
                    chosen = path
                    break loop
                case .forget(let book):
                    if let fingerprint = book.fingerprint, store.forget(fingerprint: fingerprint) {
                        model.forgot(book)
                    } else {
                        model.couldNotForget(book)
                    }
                }
            case .resize: screen.invalidate()
            case .appearance(let isDark): dark = isDark
            case .backgroundColor(let color): dark = color.luminance < EventTranslator.darkLuminance
            case .mouse, nil: break
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
