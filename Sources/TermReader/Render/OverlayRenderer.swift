import ReaderCore

/// Draws the help, contents, go-to, search, search results and bookmark panels over the page.
struct OverlayRenderer {
    let layout: ScreenLayout
    let palette: Palette
    let keyMap: KeyMap

    func draw(_ overlay: Overlay, model: ReaderModel, into frame: inout Frame) {
        switch overlay {
        case .help(let top):
            HelpPanel(layout: layout, keyMap: keyMap).draw(top: top, into: &frame, palette: palette)
        case .contents(let state):
            let index = model.navigator.index
            let panel = ContentsPanel(
                entries: model.navigator.book.contents, state: state, current: model.navigator.position.chapter,
                page: { index.globalPage(PagePosition(chapter: $0, page: 0)) })
            let rows = state.rows(panel.entries)
            let visible = model.contentsRows
            let at = rows.firstIndex(of: state.selected) ?? 0
            let top = min(max(0, at - visible / 2), max(0, rows.count - visible))
            let width = min(layout.columns - 2, ContentsPanel.width) - 4
            let lines = panel.lines(rows[top..<min(rows.count, top + visible)], width: width)
            box(title: panel.title(rows: rows), lines: lines, selected: rows.isEmpty ? nil : at - top, into: &frame)
        case .goTo(let editor):
            prompt(":", editor, title: "Go to page or percent", into: &frame)
        case .search(let editor):
            prompt("/", editor, title: editor.history.isEmpty ? "Search" : "Search (↑ earlier searches)", into: &frame)
        case .results(let selected):
            guard let search = model.search, let counter = search.counter else {
                box(title: "Matches", lines: ["counting the matches…"], selected: nil, into: &frame)
                return
            }
            let visible = model.contentsRows
            let top = min(max(0, selected - visible / 2), max(0, counter.count - visible))
            let width = min(layout.columns - 2, Self.resultsWidth) - 4
            // Rows padded to the full width, so the panel keeps its width as the list scrolls.
            let lines = (top..<min(counter.count, top + visible)).map { n in
                let row = model.resultRow(n, width: width)
                return row + String(repeating: " ", count: max(0, width - CellWidth.width(of: row)))
            }
            let title = "Matches \(selected + 1)/\(counter.count) for \(search.search.query.text) (Enter jump)"
            box(title: title, lines: lines, selected: selected - top, into: &frame)
        case .links:
            // The labels are drawn on the page itself, over their links (see `PageRenderer`).
            return
        case .bookmarks(let selected):
            let marks = model.bookmarks
            let visible = model.contentsRows
            let top = min(max(0, selected - visible / 2), max(0, marks.count - visible))
            let lines = marks[top..<min(marks.count, top + visible)].map { mark in
                "\(Int((mark.location.fraction(ofSourceSize: model.navigator.book.sourceSize) * 100).rounded(.down)))%  \(mark.label)"
            }
            box(title: "Bookmarks (Enter jump, d delete)", lines: Array(lines), selected: selected - top, into: &frame)
        }
    }

    /// Widest the results panel grows.
    static let resultsWidth = 80

    /// Widest a prompt panel grows.
    static let promptWidth = 64

    /// A one-line prompt panel: `sign`, the part of the line around the cursor, and the
    /// cursor as a highlighted cell.
    private func prompt(_ sign: String, _ editor: LineEditor, title: String, into frame: inout Frame) {
        let width = min(layout.columns - 2, Self.promptWidth)
        let textWidth = width - 4 - 2
        guard textWidth > 0 else { return }
        let (text, cursorColumn) = editor.visible(width: textWidth)
        let line = sign + " " + text + String(repeating: " ", count: max(0, textWidth - CellWidth.width(of: text)))
        guard let place = box(title: title, lines: [line], selected: nil, into: &frame) else { return }
        let x = place.x + 2 + 2 + cursorColumn
        var cell = frame[x, place.y]
        cell.style = palette[.overlaySelected]
        frame[x, place.y] = cell
    }

    /// A centred panel with a title row and `lines`, the `selected` one highlighted;
    /// returns where its first line is (nil when the window has no room for it).
    @discardableResult
    private func box(title: String, lines: [String], selected: Int?, into frame: inout Frame) -> (x: Int, y: Int)? {
        let contentWidth = max(CellWidth.width(of: title), lines.map { CellWidth.width(of: $0) }.max() ?? 0)
        let width = min(layout.columns - 2, max(24, contentWidth + 4))
        let height = min(layout.rows - 2, lines.count + 3)
        guard width > 4, height > 2 else { return nil }
        let x = (layout.columns - width) / 2
        let y = (layout.rows - height) / 2
        let style = palette[.overlay]
        frame.fill(x: x, y: y, width: width, height: height, style: style)
        frame.put(StatusBar.truncate(title, to: width - 4), x: x + 2, y: y, style: palette[.heading].with(background: style.background))
        for (i, line) in lines.prefix(height - 3).enumerated() {
            let rowStyle = i == selected ? palette[.overlaySelected] : style
            if i == selected { frame.fill(x: x + 1, y: y + 2 + i, width: width - 2, height: 1, style: rowStyle) }
            frame.put(StatusBar.truncate(line, to: width - 4), x: x + 2, y: y + 2 + i, style: rowStyle)
        }
        return (x, y + 2)
    }
}

extension Style {
    /// The same style on another background.
    func with(background: Color) -> Style {
        var copy = self
        copy.background = background
        return copy
    }
}
