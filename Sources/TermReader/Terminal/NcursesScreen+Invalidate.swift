import CNcurses
import ReaderUI

extension NcursesScreen {
    /// Forgets what the terminal shows, so the next `draw` clears and repaints every cell (Ctrl-L,
    /// a resize, coming back from Ctrl-Z), sixel pictures too, and sends kitty images again (the
    /// terminal drops them with the alternate screen).
    func invalidate() {
        if let window = tr_stdscr() { clearok(window, true) }
        sixels = []
        pictures?.terminalForgot()
    }
}
