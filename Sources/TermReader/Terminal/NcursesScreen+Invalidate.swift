import CNcurses
import ReaderUI

extension NcursesScreen {
    /// Forgets what the terminal shows, so the next `draw` clears and repaints every cell (Ctrl-L),
    /// sixel pictures too.
    func invalidate() {
        if let window = tr_stdscr() { clearok(window, true) }
        sixels = []
    }
}
