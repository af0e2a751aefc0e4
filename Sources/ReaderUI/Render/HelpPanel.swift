import ReaderCore

/// The `?` key list: every bound key with what it does, laid out for the window and
/// scrolled by whole lines. Narrow windows stack each action's keys over its summary;
/// small windows give the panel the whole screen, so 20x6 still shows five lines.
package struct HelpPanel {
    /// The panel's place on the screen.
    package let x: Int
    package let y: Int
    package let width: Int
    package let height: Int
    /// Where the list starts inside the panel, and how many of its lines show at once.
    package let textX: Int
    package let textY: Int
    package let textWidth: Int
    package let visibleRows: Int
    /// The whole list at this width.
    package let lines: [String]

    /// Windows narrower or lower than this give the panel the whole screen.
    package static let compactColumns = 40
    package static let compactRows = 12
    /// Widest the panel grows.
    package static let maximumWidth = 72

    package init(layout: ScreenLayout, help: KeyHelp) {
        let columns = layout.columns, rows = layout.rows
        let compactWidth = columns < Self.compactColumns
        width = compactWidth ? columns : min(columns - 4, Self.maximumWidth)
        x = (columns - width) / 2
        textX = x + (compactWidth ? 1 : 2)
        textWidth = max(1, width - 2 * (textX - x))
        lines = Self.lines(help: help, width: textWidth)
        if rows < Self.compactRows {
            // Title on the first row, the list right under it, down to the last row.
            height = rows
            y = 0
            textY = 1
            visibleRows = max(1, rows - 1)
        } else {
            // Title, a blank row, the list, a blank row.
            height = min(rows - 2, lines.count + 3)
            y = (rows - height) / 2
            textY = y + 2
            visibleRows = max(1, height - 3)
        }
    }

    /// The first line shown for a wished-for `top`: never past the last screenful.
    package func clamped(top: Int) -> Int { min(max(0, top), max(0, lines.count - visibleRows)) }

    /// "Keys", or "Keys 6-10/31" when the list does not fit.
    package func title(top: Int) -> String {
        guard lines.count > visibleRows else { return "Keys" }
        let first = clamped(top: top)
        return "Keys \(first + 1)-\(min(lines.count, first + visibleRows))/\(lines.count)"
    }

    /// The key list for a text column `width` wide.
    package static func lines(help: KeyHelp, width: Int) -> [String] {
        let entries = Action.allCases.compactMap { action -> (keys: [String], summary: String)? in
            let keys = help.keyMap.keys(for: action).map(\.description)
            return keys.isEmpty ? nil : (keys, help.summary(of: action))
        }
        let widest = entries.map { CellWidth.width(of: $0.keys.joined(separator: " ")) }.max() ?? 0
        let keyColumn = min(widest, max(8, width * 2 / 5))
        let stacked = width - keyColumn - 2 < 16
        var out: [String] = []
        for entry in entries {
            if stacked {
                out += wrap(entry.keys, width: width)
                out += wrap(words(entry.summary), width: width - 2).map { "  " + $0 }
            } else {
                let keys = wrap(entry.keys, width: keyColumn)
                let summary = wrap(words(entry.summary), width: width - keyColumn - 2)
                for i in 0..<max(keys.count, summary.count) {
                    let key = i < keys.count ? keys[i] : ""
                    let text = i < summary.count ? summary[i] : ""
                    let line = key + String(repeating: " ", count: keyColumn - CellWidth.width(of: key) + 2) + text
                    out.append(text.isEmpty ? key : line)
                }
            }
        }
        return out + [""] + wrap(words("mouse: click the right or left third to turn, wheel to page"), width: width)
    }

    private static func words(_ text: String) -> [String] { text.split(separator: " ").map(String.init) }

    /// `tokens` joined by spaces into lines at most `width` wide; a token wider than that is cut.
    package static func wrap(_ tokens: [String], width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for token in tokens {
            let piece = StatusBar.truncate(token, to: width)
            if line.isEmpty {
                line = piece
            } else if CellWidth.width(of: line) + 1 + CellWidth.width(of: piece) <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Draws the panel with the list from line `top` on.
    package func draw(top: Int, into frame: inout Frame, palette: Palette) {
        let style = palette[.overlay]
        frame.fill(x: x, y: y, width: width, height: height, style: style)
        frame.put(
            StatusBar.truncate(title(top: top), to: textWidth), x: textX, y: y, style: palette[.heading].with(background: style.background))
        let first = clamped(top: top)
        for (i, line) in lines.dropFirst(first).prefix(visibleRows).enumerated() {
            frame.put(StatusBar.truncate(line, to: textWidth), x: textX, y: textY + i, style: style)
        }
    }
}
