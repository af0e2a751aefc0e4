import ReaderCore

/// The bookmark list overlay: the highlighted bookmark, moved by rows; Enter jumps to it, `d`
/// asks to delete it (`d` or `y` again deletes, `u` brings it back), `e` renames it, Backspace
/// goes back to before the last jump.
package struct BookmarkList: Equatable, Sendable {
    package var selected: Int
    /// The bookmark `d` asked to delete, until the next key confirms (`d`, `y`) or keeps it.
    package var confirming: Int?
    /// The bookmark last deleted here, which `u` brings back.
    package var deleted: Bookmark?

    package init(selected: Int, deleted: Bookmark? = nil) {
        self.selected = selected
        self.deleted = deleted
    }

    /// What a key in the list asks of the reader, beyond moving the highlight.
    package enum Request: Equatable {
        case stay, close
        /// Jump to bookmark `n`; the list closes.
        case open(Int)
        /// Delete bookmark `n` (confirmed); the list stays on the one after it.
        case delete(Int)
        /// Bring back the bookmark last deleted.
        case undo
        /// Write a new label for bookmark `n`.
        case rename(Int)
        /// Back to where the reader was before the last jump; the list closes.
        case jumpBack
    }

    /// Handles `key` over `count` bookmarks.
    package mutating func update(_ key: Key, count: Int) -> Request {
        if let asked = confirming {
            confirming = nil
            return key == .character("d") || key == .character("y") ? .delete(asked) : .stay
        }
        let any = count > 0
        switch key {
        case .character("j"), .down: selected = max(0, min(count - 1, selected + 1))
        case .character("k"), .up: selected = max(0, selected - 1)
        case .enter, .character("l"), .right: return any ? .open(selected) : .stay
        case .character("d"), .delete: if any { confirming = selected }
        case .character("u"): return deleted == nil ? .stay : .undo
        case .character("e"): return any ? .rename(selected) : .stay
        case .backspace: return .jumpBack
        case .escape, .character("q"), .character("'"): return .close
        default: break
        }
        return .stay
    }

    /// The list's title: its keys, or the question while a deletion waits for its answer.
    package var title: String {
        confirming == nil
            ? "Bookmarks (Enter jump, d delete, u undo, e label)" : "Delete this bookmark? d or y deletes it, any other key keeps it"
    }
}
