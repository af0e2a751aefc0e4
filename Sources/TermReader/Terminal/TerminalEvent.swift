import ReaderUI

/// Everything the terminal can tell the reader: keys, mouse, size and appearance changes.
public enum TerminalEvent: Hashable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this size (also sent after resuming from Ctrl-Z, to redraw).
    case resize(columns: Int, rows: Int)
    /// The terminal switched between dark and light (DEC mode 2031 notification).
    case appearance(dark: Bool)
    /// The terminal's background colour (reply to the OSC 11 query).
    case backgroundColor(Color)
    /// The terminal answered the kitty graphics query: it shows pictures that way.
    case kittyGraphics
    /// The terminal's device attributes include sixel graphics.
    case sixelGraphics
    /// A cell's size in pixels (the answer to `CSI 16 t`).
    case cellSize(width: Int, height: Int)
}
