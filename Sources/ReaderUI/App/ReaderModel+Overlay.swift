import ReaderCore

extension ReaderModel {
    /// What the open panel shows, the visible part of its list already chosen; nil for link
    /// hints, whose labels are drawn on the page itself, over their links.
    func overlayContent(_ overlay: Overlay) -> OverlayContent? {
        switch overlay {
        case .help(let top):
            return .help(top: top)
        case .contents(let state):
            let index = navigator.index
            let panel = ContentsPanel(
                entries: navigator.book.contents, state: state, current: navigator.position.chapter,
                page: { index.globalPage(PagePosition(chapter: $0, page: 0)) })
            let rows = state.rows(panel.entries)
            let at = rows.firstIndex(of: state.selected) ?? 0
            let top = min(max(0, at - contentsRows / 2), max(0, rows.count - contentsRows))
            let width = min(layout.columns - 2, ContentsPanel.width) - 4
            let lines = panel.lines(rows[top..<min(rows.count, top + contentsRows)], width: width).map(shown)
            return .list(title: panel.title(rows: rows), lines: lines, selected: rows.isEmpty ? nil : at - top)
        case .goTo(let editor):
            return .prompt(sign: ":", editor: editor, title: "Go to page or percent")
        case .search(let editor):
            return .prompt(sign: "/", editor: editor, title: editor.history.isEmpty ? "Search" : "Search (↑ earlier searches)")
        case .results(let list):
            let selected = list.selected
            guard let search = search.state, let tally = search.tally else {
                return .list(title: "Matches", lines: ["counting the matches…"], selected: nil)
            }
            let top = min(max(0, selected - contentsRows / 2), max(0, tally.count - contentsRows))
            let width = min(layout.columns - 2, OverlayRenderer.resultsWidth) - 4
            // Rows padded to the full width, so the panel keeps its width as the list scrolls.
            let lines = (top..<min(tally.count, top + contentsRows)).map { n in
                let row = resultRow(n, width: width)
                return row + String(repeating: " ", count: max(0, width - CellWidth.width(of: row)))
            }
            let title = "Matches \(selected + 1)/\(tally.count) for \(search.finder.query.text) (Enter jump)"
            return .list(title: title, lines: lines, selected: selected - top)
        case .links, .selection:
            return nil
        case .annotations(let list):
            return annotationsContent(list)
        case .note(let editing):
            let width = min(layout.columns - 2, OverlayRenderer.promptWidth) - 4
            let (rows, cursor) = editing.editor.rows(width: width)
            let shown = max(1, min(NoteEditing.rows, layout.rows - 6))
            let top = max(0, min(cursor.row - shown + 1, rows.count - shown))
            let visible = rows[top..<min(rows.count, top + shown)].map {
                $0 + String(repeating: " ", count: max(0, width - CellWidth.width(of: $0)))
            }
            return .editor(
                title: "Note (Enter new line · Esc or C-s keeps it)", lines: Array(visible),
                cursor: .init(row: cursor.row - top, column: cursor.column))
        case .bookmarks(let list):
            let selected = list.selected
            let top = min(max(0, selected - contentsRows / 2), max(0, bookmarks.count - contentsRows))
            let lines = bookmarks[top..<min(bookmarks.count, top + contentsRows)].map { mark in
                "\(Int((navigator.book.progress(atOffset: Double(mark.location.offset)) * 100).rounded(.down)))%  \(shown(mark.label))"
            }
            let empty = bookmarks.isEmpty ? ["no bookmarks left (u brings the last one back)"] : []
            return .list(title: list.title, lines: Array(lines) + empty, selected: bookmarks.isEmpty ? nil : selected - top)
        case .dictionary(let panel):
            return dictionaryContent(panel)
        case .lookUps(let list):
            return lookUpsContent(list)
        case .picture(let view):
            return pictureContent(view)
        case .statistics(let lines, let top):
            return .list(
                title: "Reading statistics (j/k scroll, any other key closes)", lines: Array(lines.dropFirst(top).prefix(contentsRows)),
                selected: nil)
        case .bookmarkLabel(_, let editor):
            return .prompt(sign: "✎", editor: editor, title: "Bookmark label (Enter keeps it)")
        }
    }
}
