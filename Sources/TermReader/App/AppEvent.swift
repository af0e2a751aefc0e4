/// Input to the reader model, already decoded from the terminal.
enum AppEvent: Equatable, Sendable {
    /// A key by name ("j", "Space", "PgDn", "C-l"), see `KeyMap`.
    case key(String)
    /// A click (press and release without a drag) at a screen cell.
    case click(column: Int, row: Int)
    /// Mouse wheel: `down` scrolls forward.
    case wheel(down: Bool)
    /// The window changed size.
    case resize(columns: Int, rows: Int)
    /// The terminal reported its appearance (OSC 11 background or mode 2031).
    case appearance(dark: Bool)
}

/// What the model asks the outside world to do after an update.
enum Effect: Equatable, Sendable {
    /// Persist the reading position now.
    case save
    /// Save and leave.
    case quit
    /// Clear the terminal and draw everything again (Ctrl-L).
    case fullRedraw
}
