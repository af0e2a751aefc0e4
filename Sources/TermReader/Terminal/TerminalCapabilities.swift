import CNcurses
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// What a terminfo entry can do, learned without touching the terminal: the entry is
/// opened by ncurses on `/dev/null`, so nothing reaches the user's screen before the
/// reader decides it can run there.
enum TerminalCapabilities {
    /// Whether terminfo `name` can move the cursor to any cell (`cup`): a reader needs it, and
    /// `TERM=dumb` (or any printing-terminal entry) lacks it. Nil when ncurses does not know `name`.
    static func canAddressCursor(_ name: String) -> Bool? {
        guard !name.isEmpty, let null = fopen("/dev/null", "r+") else { return nil }
        defer { fclose(null) }
        guard let probe = newterm(name, null, null) else { return nil }
        let previous = set_term(probe)
        let cup = tigetstr("cup")
        // tigetstr answers NULL (absent) or (char *)-1 (not a string capability).
        let found = cup != nil && Int(bitPattern: cup) != -1
        if let previous { set_term(previous) }
        delscreen(probe)
        return found
    }
}
