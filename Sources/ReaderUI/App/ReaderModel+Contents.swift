import ReaderCore

/// Keys of the contents tree: moving, folding (←/→), jumping (Enter) and filtering (`/`).
extension ReaderModel {
    /// Handles `name` while the contents tree is open: the overlay to show next (nil closes it)
    /// and the effects of a jump.
    package func contentsKey(_ name: String, _ state: ContentsState) -> (overlay: Overlay?, effects: [Effect]) {
        let entries = navigator.book.contents
        var overlay: Overlay? = .contents(state)
        if var editor = state.filter {
            // Typing filters; ↑/↓ move, Enter jumps, Esc (or Backspace on an empty filter) clears it.
            var next = state
            switch name {
            case "Up", "Down": overlay = .contents(state.moved(by: name == "Up" ? -1 : 1, in: entries))
            case "PgUp", "PgDn": overlay = .contents(state.moved(by: name == "PgUp" ? -contentsRows : contentsRows, in: entries))
            case "Enter": return (nil, openContentsEntry(state, entries))
            case "Esc":
                next.filter = nil
                overlay = .contents(next)
            case "Backspace" where editor.text.isEmpty:
                next.filter = nil
                overlay = .contents(next)
            default:
                _ = editor.handle(name)
                next.filter = editor
                overlay = .contents(next.onFirstMatch(in: entries))
            }
            return (overlay, [])
        }
        let rows = state.rows(entries)
        switch name {
        case "j", "Down": overlay = .contents(state.moved(by: 1, in: entries))
        case "k", "Up": overlay = .contents(state.moved(by: -1, in: entries))
        case "PgDn", "Space": overlay = .contents(state.moved(by: contentsRows, in: entries))
        case "PgUp", "b": overlay = .contents(state.moved(by: -contentsRows, in: entries))
        case "g", "Home": overlay = .contents(state.moved(by: -rows.count, in: entries))
        case "G", "End": overlay = .contents(state.moved(by: rows.count, in: entries))
        case "/":
            var next = state
            next.filter = LineEditor(limit: 40)
            overlay = .contents(next)
        case "h", "Left":
            var next = state
            if ContentsState.hasChildren(entries, state.selected), !state.collapsed.contains(state.selected) {
                next.collapsed.insert(state.selected)
            } else if let parent = ContentsState.parent(entries, of: state.selected) {
                next.selected = parent
            }
            overlay = .contents(next)
        case "l", "Right":
            if state.collapsed.contains(state.selected) {
                var next = state
                next.collapsed.remove(state.selected)
                overlay = .contents(next)
            } else {
                return (nil, openContentsEntry(state, entries))
            }
        case "Enter": return (nil, openContentsEntry(state, entries))
        case "Esc", "q", "o", "Tab": overlay = nil
        case "Backspace": return (nil, jumpBack())
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
