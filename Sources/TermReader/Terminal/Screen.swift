import ReaderUI

/// What a session loop needs of a terminal: its size, input with a deadline, frames drawn,
/// and giving the terminal back. `NcursesScreen` is the real one; tests drive a loop through
/// a fake that records frames and replays keys, so no terminal is needed to test the loop.
protocol Screen: AnyObject {
    /// The terminal's current size in cells.
    var size: TerminalSize { get }
    /// The signal (INT, TERM, HUP…) that asked the program to end, if one did.
    var terminationSignal: Int32? { get }
    /// The next event, waiting at most `timeoutMs` (nil: until one comes); nil on timeout, on a
    /// wake-up from background work, or once the program is asked to end.
    func nextEvent(timeoutMs: Int?) -> TerminalEvent?
    /// Shows `frame`.
    func draw(_ frame: Frame)
    /// Forgets what the terminal shows, so the next `draw` repaints every cell (Ctrl-L, a resize).
    func invalidate()
    /// Puts `text` on the system clipboard, as far as the terminal lets it (`Clipboard`).
    func copy(_ text: String)
    /// Gives the terminal to the shell and stops (Ctrl-Z); returns once continued, a redraw queued.
    func suspend()
    /// Leaves the terminal as it was; nothing is drawn afterwards. Idempotent.
    func restore()
}
