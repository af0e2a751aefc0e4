import ReaderCore

/// Draws a panel over the page — the help, a list (contents, search results, bookmarks), a
/// prompt or the picture viewer — from the `OverlayContent` the model made of it.
package struct OverlayRenderer {
    package let layout: ScreenLayout
    package let palette: Palette
    package let keys: KeyHelp

    package func draw(_ content: OverlayContent, into frame: inout Frame) {
        switch content {
        case .help(let top):
            HelpPanel(layout: layout, help: keys).draw(top: top, into: &frame, palette: palette)
        case .list(let title, let lines, let selected, let swatches):
            guard let place = box(title: title, lines: swatches.isEmpty ? lines : lines.map { "  " + $0 }, selected: selected, into: &frame)
            else { return }
            for (i, role) in swatches.prefix(lines.count).enumerated() where place.y + i < layout.rows - 1 {
                frame.put("●", x: place.x + 2, y: place.y + i, style: palette[role])
            }
        case .text(let title, let lines, let link, let width):
            text(title: title, lines: lines, link: link, width: width, into: &frame)
        case .prompt(let sign, let editor, let title):
            prompt(sign, editor, title: title, into: &frame)
        case .editor(let title, let lines, let cursor):
            guard let place = box(title: title, lines: lines, selected: nil, into: &frame) else { return }
            markCursor(x: place.x + 2 + cursor.column, y: place.y + cursor.row, in: &frame)
        case .picture(let title, let cells, let x, let y, let note, let keys):
            picture(title: title, cells: cells, x: x, y: y, note: note, keys: keys, into: &frame)
        }
    }

    /// The viewer's screen: the title in the header's bar, the picture (or the note why not) on
    /// the page's background, the keys in the footer's bar.
    private func picture(title: String, cells: Frame?, x: Int, y: Int, note: String, keys: String, into frame: inout Frame) {
        let blank = String(repeating: " ", count: frame.width)
        for row in 0..<frame.height { frame.put(blank, x: 0, y: row, style: palette[row == 0 || row == frame.height - 1 ? .bar : .text]) }
        for (row, text) in [(0, title), (frame.height - 1, keys)] {
            let shown = StatusBar.truncate(text, to: frame.width - 2)
            frame.put(shown, x: max(1, (frame.width - CellWidth.width(of: shown)) / 2), y: row, style: palette[.bar])
        }
        if let cells {
            frame.draw(cells, x: x, y: y)
        } else {
            let shown = StatusBar.truncate(note, to: frame.width - 2)
            frame.put(shown, x: max(1, (frame.width - CellWidth.width(of: shown)) / 2), y: frame.height / 2, style: palette[.dim])
        }
    }

    /// Widest the results panel grows.
    package static let resultsWidth = 80

    /// Widest a prompt panel grows.
    package static let promptWidth = 64

    /// A one-line prompt panel: `sign`, the part of the line around the cursor, and the
    /// cursor as a highlighted cell.
    private func prompt(_ sign: String, _ editor: LineEditor, title: String, into frame: inout Frame) {
        let width = min(layout.columns - 2, Self.promptWidth)
        let textWidth = width - 4 - 2
        guard textWidth > 0 else { return }
        let (text, cursorColumn) = editor.visible(width: textWidth)
        let line = sign + " " + text + String(repeating: " ", count: max(0, textWidth - CellWidth.width(of: text)))
        guard let place = box(title: title, lines: [line], selected: nil, into: &frame) else { return }
        markCursor(x: place.x + 2 + 2 + cursorColumn, y: place.y, in: &frame)
    }

    /// A panel `width` wide of lines in their roles on the panel's background, links
    /// underlined and the chosen one highlighted.
    private func text(title: String, lines: [DefinitionLines.Line], link: OverlayContent.Span?, width: Int, into frame: inout Frame) {
        let wide = title + String(repeating: " ", count: max(0, width - 4 - CellWidth.width(of: title)))
        guard let box = box(title: wide, lines: lines.map(\.text), selected: nil, into: &frame) else { return }
        let place = (x: box.x + 2, y: box.y)
        let background = palette[.overlay].background
        let shown = min(lines.count, layout.rows - 2 - 3)
        for (i, line) in lines.prefix(shown).enumerated() {
            let y = place.y + i
            if line.role != .overlay {
                frame.put(
                    StatusBar.truncate(line.text, to: width - 4), x: place.x, y: y, style: palette[line.role].with(background: background))
            }
            for l in line.links { restyle(place.x, y, l.columns, in: &frame) { $0.attributes.insert(.underline) } }
        }
        if let link, link.row < shown {
            let selected = palette[.overlaySelected]
            restyle(place.x, place.y + link.row, link.columns, in: &frame) { $0 = selected }
        }
    }

    /// Changes the style of the cells `columns` of row `y` from `x` (within the frame).
    private func restyle(_ x: Int, _ y: Int, _ columns: Range<Int>, in frame: inout Frame, _ change: (inout Style) -> Void) {
        guard y >= 0, y < frame.height else { return }
        for column in columns where x + column >= 0 && x + column < frame.width {
            var cell = frame[x + column, y]
            change(&cell.style)
            frame[x + column, y] = cell
        }
    }

    /// Draws the cell at `x`, `y` as the cursor of a text being written.
    private func markCursor(x: Int, y: Int, in frame: inout Frame) {
        guard x >= 0, x < frame.width, y >= 0, y < frame.height else { return }
        var cell = frame[x, y]
        cell.style = palette[.overlaySelected]
        frame[x, y] = cell
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
    package func with(background: Color) -> Style {
        var copy = self
        copy.background = background
        return copy
    }
}
