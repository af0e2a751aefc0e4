/// Input to the reader model, already decoded from the terminal.
package enum AppEvent: Equatable, Sendable {
    /// A key by name ("j", "Space", "PgDn", "C-l"), see `KeyMap`.
    case key(String)
    /// The left button went down, moved with the button held, or came up, at a screen cell.
    case press(column: Int, row: Int)
    case drag(column: Int, row: Int)
    case release(column: Int, row: Int)
    /// Mouse wheel: `down` scrolls forward.
    case wheel(down: Bool)
    /// The window changed size.
    case resize(columns: Int, rows: Int)
    /// Time passed (an animation frame is due).
    case tick
    /// The terminal reported its appearance (OSC 11 background or mode 2031).
    case appearance(dark: Bool)
}

/// What the model asks the outside world to do after an update.
package enum Effect: Equatable, Sendable {
    /// Persist the reading position now.
    case save
    /// Save and leave.
    case quit
    /// Clear the terminal and draw everything again (Ctrl-L).
    case fullRedraw
    /// Give the terminal back to the shell and stop (Ctrl-Z).
    case suspend
    /// Find a search's next match on a background thread; the answer comes back through
    /// `ReaderModel.adoptFound`.
    case find(SearchRequest)
}
