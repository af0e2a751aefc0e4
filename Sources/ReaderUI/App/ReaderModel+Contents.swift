import ReaderCore

/// Keys of the contents tree: moving, folding (←/→), jumping (Enter) and filtering (`/`).
extension ReaderModel {
    /// Handles `key` while the contents tree is open: the overlay to show next (nil closes it)
    /// and the effects of a jump.
    func contentsKey(_ key: Key, _ state: ContentsState) -> (overlay: Overlay?, effects: [Effect]) {
        let entries = navigator.book.contents
        var overlay: Overlay? = .contents(state)
        if var editor = state.filter {
            // Typing filters; ↑/↓ move, Enter jumps, Esc (or Backspace on an empty filter) clears it.
            var next = state
            switch key {
            case .up, .down: overlay = .contents(state.moved(by: key == .up ? -1 : 1, in: entries))
            case .pageUp, .pageDown: overlay = .contents(state.moved(by: key == .pageUp ? -contentsRows : contentsRows, in: entries))
            case .enter: return (nil, openContentsEntry(state, entries))
            case .escape:
                next.filter = nil
                overlay = .contents(next)
            case .backspace where editor.text.isEmpty:
                next.filter = nil
                overlay = .contents(next)
            default:
                _ = editor.handle(key)
                next.filter = editor
                overlay = .contents(next.onFirstMatch(in: entries))
            }
            return (overlay, [])
        }
        let rows = state.rows(entries)
        switch key {
        case .character("j"), .down: overlay = .contents(state.moved(by: 1, in: entries))
        case .character("k"), .up: overlay = .contents(state.moved(by: -1, in: entries))
        case .pageDown, .character(" "): overlay = .contents(state.moved(by: contentsRows, in: entries))
        case .pageUp, .character("b"): overlay = .contents(state.moved(by: -contentsRows, in: entries))
        case .character("g"), .home: overlay = .contents(state.moved(by: -rows.count, in: entries))
        case .character("G"), .end: overlay = .contents(state.moved(by: rows.count, in: entries))
        case .character("/"):
            var next = state
            next.filter = LineEditor(limit: 40)
            overlay = .contents(next)
        case .character("h"), .left:
            var next = state
            if ContentsState.hasChildren(entries, state.selected), !state.collapsed.contains(state.selected) {
                next.collapsed.insert(state.selected)
            } else if let parent = ContentsState.parent(entries, of: state.selected) {
                next.selected = parent
            }
            overlay = .contents(next)
        case .character("l"), .right:
            if state.collapsed.contains(state.selected) {
                var next = state
                next.collapsed.remove(state.selected)
                overlay = .contents(next)
            } else {
                return (nil, openContentsEntry(state, entries))
            }
        case .enter: return (nil, openContentsEntry(state, entries))
        case .escape, .character("q"), .character("o"), .tab: overlay = nil
        case .backspace: return (nil, jumpBack())
        default: break
        }
        return (overlay, [])
    }

    /// Jumps to the highlighted entry's chapter.
    private func openContentsEntry(_ state: ContentsState, _ entries: [ContentsEntry]) -> [Effect] {
        guard entries.indices.contains(state.selected) else { return [] }
        let chapter = entries[state.selected].chapter
        return jump { $0.goTo(chapter: chapter) }
    }
}
