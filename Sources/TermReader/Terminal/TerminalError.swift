import ReaderUI

/// Why the terminal could not be used; printed by the CLI as one line.
public enum TerminalError: Error, CustomStringConvertible, Equatable, Sendable {
    /// ncurses could not open the terminal (unknown `TERM`, no terminfo entry, not a terminal).
    case cannotOpen(term: String)
    /// The terminfo entry cannot address the cursor (`TERM=dumb`, printing terminals): a page cannot be drawn.
    case noCursorAddressing(term: String)
    /// A pseudo-terminal could not be created (for byte counting).
    case noPseudoTerminal(reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let term): return "cannot open the terminal (TERM=\(term)); is this a terminal with a terminfo entry?"
        case .noCursorAddressing(let term):
            return "TERM=\(term) cannot move the cursor, so no page can be drawn; try TERM=xterm-256color, or 'termreader render'"
        case .noPseudoTerminal(let reason): return "cannot create a pseudo-terminal (\(reason))"
        }
    }
}
