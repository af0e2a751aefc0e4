import ReaderCore

/// A note typed over several lines: a `LineEditor` whose text holds line feeds, with Enter
/// starting a new line, ↑/↓ moving between lines, Home/End (Ctrl-A/E) and Ctrl-U/K working
/// on the cursor's line. Esc or Ctrl-S keeps the note.
package struct NoteEditor: Equatable, Sendable {
    package private(set) var editor: LineEditor

    package init(_ text: String, limit: Int) {
        editor = LineEditor(text, limit: limit)
    }

    package var text: String { editor.text }

    /// What a key did: the note goes on being written, or is done.
    package enum Outcome: Equatable { case editing, done }

    package mutating func handle(_ key: Key) -> Outcome {
        let characters = editor.characters
        let cursor = editor.cursor
        let start = characters[..<cursor].lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let end = characters[cursor...].firstIndex(of: "\n") ?? characters.count
        switch key {
        case .escape, .control("s"): return .done
        case .enter: editor.insert("\n")
        case .home, .control("a"): editor.moveCursor(to: start)
        case .end, .control("e"): editor.moveCursor(to: end)
        case .control("u"): editor.remove(start..<cursor)
        case .control("k"): editor.remove(cursor..<end)
        case .up:
            guard start > 0 else { return .editing }
            let above = characters[..<(start - 1)].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            editor.moveCursor(to: min(above + cursor - start, start - 1))
        case .down:
            guard end < characters.count else { return .editing }
            let below = characters[(end + 1)...].firstIndex(of: "\n") ?? characters.count
            editor.moveCursor(to: min(end + 1 + cursor - start, below))
        default: _ = editor.handle(key)
        }
        return .editing
    }

    /// The note wrapped to rows of `width` columns (a line longer than that goes on in the next
    /// row), and the cursor's row and column in them.
    package func rows(width: Int) -> (rows: [String], cursor: (row: Int, column: Int)) {
        let width = max(2, width)
        var rows = [""], columns = 0
        var cursorAt = (row: 0, column: 0)
        for (i, c) in editor.characters.enumerated() {
            let w = CellWidth.width(of: c)
            if c != "\n", columns + w > width {
                rows.append("")
                columns = 0
            }
            if i == editor.cursor { cursorAt = (rows.count - 1, columns) }
            if c == "\n" {
                rows.append("")
                columns = 0
            } else {
                rows[rows.count - 1].append(c)
                columns += w
            }
        }
        if editor.cursor == editor.characters.count {
            if columns >= width {
                rows.append("")
                columns = 0
            }
            cursorAt = (rows.count - 1, columns)
        }
        return (rows, cursorAt)
    }
}
