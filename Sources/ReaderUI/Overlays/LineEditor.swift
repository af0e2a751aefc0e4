import ReaderCore

/// The text typed into a prompt (search, go-to) and where the cursor is in it, edited by
/// key names the way a shell line is: ←/→ and Home/End (Ctrl-A/Ctrl-E) move, Backspace
/// and Delete remove at the cursor, Ctrl-U clears to the start, Ctrl-W removes the word
/// before the cursor, Ctrl-K clears to the end, ↑/↓ walk through `history`.
package struct LineEditor: Equatable, Sendable {
    package private(set) var characters: [Character]
    /// Cursor position: the index of the character it stands before (0…count).
    package private(set) var cursor: Int
    /// Earlier entries, oldest first; ↑ goes back through them.
    package let history: [String]
    /// Which history entry is shown (`history.count`: the line being typed).
    private var historyIndex: Int
    /// The line being typed, kept while ↑/↓ show history.
    private var draft: [Character] = []
    /// Longest line accepted, in characters.
    package let limit: Int

    package init(_ text: String = "", history: [String] = [], limit: Int = 200) {
        characters = Array(text.prefix(limit))
        cursor = characters.count
        self.history = history
        historyIndex = history.count
        self.limit = limit
    }

    package var text: String { String(characters) }

    /// What a key did to the line.
    package enum Outcome: Equatable {
        case edited, submit, cancel, ignored
    }

    /// Applies `key` in a prompt (search, go-to): as `handle`, but Backspace on an empty line
    /// cancels, as Esc does, and a character `accepts` refuses is ignored.
    package mutating func prompt(_ key: Key, accepting accepts: (Character) -> Bool = { _ in true }) -> Outcome {
        if case .character(let c) = key, !accepts(c) { return .ignored }
        return key == .backspace && characters.isEmpty ? .cancel : handle(key)
    }

    /// Applies `key`.
    package mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .enter: return .submit
        case .escape: return .cancel
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return .ignored }
            cursor -= 1
            characters.remove(at: cursor)
        case .delete, .control("d"):
            guard cursor < characters.count else { return .ignored }
            characters.remove(at: cursor)
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"): characters.removeSubrange(cursor...)
        case .control("w"):
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .up: showHistory(historyIndex - 1)
        case .down: showHistory(historyIndex + 1)
        case .character(let c):
            guard !c.isASCII || c.asciiValue! >= 0x20 else { return .ignored }
            insert(c)
        default: return .ignored
        }
        return .edited
    }

    /// Types `c` at the cursor, unless the line is full.
    package mutating func insert(_ c: Character) {
        guard characters.count < limit else { return }
        characters.insert(c, at: cursor)
        cursor += 1
    }

    /// Puts the cursor before character `index` (clamped to the line).
    package mutating func moveCursor(to index: Int) {
        cursor = max(0, min(characters.count, index))
    }

    /// Removes the characters `range`; the cursor goes to where they were.
    package mutating func remove(_ range: Range<Int>) {
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    /// Shows history entry `index` (`history.count`: back to the line being typed).
    private mutating func showHistory(_ index: Int) {
        guard index >= 0, index <= history.count, index != historyIndex else { return }
        if historyIndex == history.count { draft = characters }
        historyIndex = index
        characters = index == history.count ? draft : Array(history[index].prefix(limit))
        cursor = characters.count
    }

    /// The part of the line that fits in `width` columns, keeping the cursor in view (a
    /// cursor at the end needs one column of its own), and the cursor's column in it.
    package func visible(width: Int) -> (text: String, cursorColumn: Int) {
        let width = max(1, width)
        let widths = characters.map { CellWidth.width(of: $0) }
        // Start far enough right that the text up to the cursor, plus the cursor cell, fits.
        var start = 0
        var used = widths[..<cursor].reduce(0, +) + (cursor < widths.count ? widths[cursor] : 1)
        while used > width, start < cursor {
            used -= widths[start]
            start += 1
        }
        var text = ""
        var column = 0
        var cursorColumn = 0
        for i in start..<characters.count {
            if i == cursor { cursorColumn = column }
            guard column + widths[i] <= width else { break }
            text.append(characters[i])
            column += widths[i]
        }
        if cursor == characters.count { cursorColumn = column }
        return (text, cursorColumn)
    }
}
