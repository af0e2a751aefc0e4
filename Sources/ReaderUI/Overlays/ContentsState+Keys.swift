import ReaderCore

/// Keys of the contents tree: moving, folding (←/→), filtering (`/`); a jump (Enter) or
/// closing is asked of the reader.
extension ContentsState {
    /// What a key in the tree asks of the reader, beyond changing the tree.
    package enum Request: Equatable {
        /// The tree stays open (changed or not).
        case stay
        case close
        /// Jump to this chapter; the tree closes.
        case open(chapter: Int)
        /// Back to where the reader was before the last jump; the tree closes.
        case jumpBack
    }

    /// Handles `key` over the tree of `entries`, `pageRows` entries to a screen.
    package mutating func update(_ key: Key, entries: [ContentsEntry], pageRows: Int) -> Request {
        if var editor = filter {
            // Typing filters; ↑/↓ move, Enter jumps (to an entry shown: none when nothing matches),
            // Esc (or Backspace on an empty filter) clears it.
            switch key {
            case .up, .down: self = moved(by: key == .up ? -1 : 1, in: entries)
            case .pageUp, .pageDown: self = moved(by: key == .pageUp ? -pageRows : pageRows, in: entries)
            case .enter: return rows(entries).contains(selected) ? openSelected(entries) : .stay
            case .escape: filter = nil
            case .backspace where editor.text.isEmpty: filter = nil
            default:
                _ = editor.handle(key)
                filter = editor
                self = onFirstMatch(in: entries)
            }
            return .stay
        }
        let rows = rows(entries)
        switch key {
        case .character("j"), .down: self = moved(by: 1, in: entries)
        case .character("k"), .up: self = moved(by: -1, in: entries)
        case .pageDown, .character(" "): self = moved(by: pageRows, in: entries)
        case .pageUp, .character("b"): self = moved(by: -pageRows, in: entries)
        case .character("g"), .home: self = moved(by: -rows.count, in: entries)
        case .character("G"), .end: self = moved(by: rows.count, in: entries)
        case .character("/"): filter = LineEditor(limit: 40)
        case .character("h"), .left:
            if Self.hasChildren(entries, selected), !collapsed.contains(selected) {
                collapsed.insert(selected)
            } else if let parent = Self.parent(entries, of: selected) {
                selected = parent
            }
        case .character("l"), .right:
            guard collapsed.contains(selected) else { return openSelected(entries) }
            collapsed.remove(selected)
        case .enter: return openSelected(entries)
        case .escape, .character("q"), .character("o"), .tab: return .close
        case .backspace: return .jumpBack
        default: break
        }
        return .stay
    }

    /// The highlighted entry's chapter, to jump to.
    private func openSelected(_ entries: [ContentsEntry]) -> Request {
        entries.indices.contains(selected) ? .open(chapter: entries[selected].chapter) : .close
    }
}
