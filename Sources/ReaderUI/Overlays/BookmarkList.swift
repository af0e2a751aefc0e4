/// The bookmark list overlay: the highlighted bookmark, moved by rows; Enter jumps to it,
/// `d` deletes it, Backspace goes back to before the last jump.
package struct BookmarkList: Equatable, Sendable {
    package var selected: Int

    package init(selected: Int) { self.selected = selected }

    /// What a key in the list asks of the reader, beyond moving the highlight.
    package enum Request: Equatable {
        case stay, close
        /// Jump to bookmark `n`; the list closes.
        case open(Int)
        /// Delete bookmark `n`; the list stays on the one after it (or closes when none is left).
        case delete(Int)
        /// Back to where the reader was before the last jump; the list closes.
        case jumpBack
    }

    /// Handles `key` over `count` bookmarks.
    package mutating func update(_ key: Key, count: Int) -> Request {
        switch key {
        case .character("j"), .down: selected = min(count - 1, selected + 1)
        case .character("k"), .up: selected = max(0, selected - 1)
        case .enter, .character("l"), .right: return .open(selected)
        case .character("d"), .delete: return .delete(selected)
        case .backspace: return .jumpBack
        case .escape, .character("q"), .character("'"): return .close
        default: break
        }
        return .stay
    }
}
