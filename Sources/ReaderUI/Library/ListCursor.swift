/// Where a list shown a page at a time stands: the selected row and the first row shown, moved
/// by the list keys (j/k/arrows, PgDn/Space, PgUp/b, g/Home, G/End).
package struct ListCursor: Equatable {
    package private(set) var selected = 0
    package private(set) var top = 0
    /// Rows that fit on one screen.
    package private(set) var pageSize = 10

    package init() {}

    /// Moves for a list key in a list of `count` rows; false for any other key.
    package mutating func handle(_ key: Key, count: Int) -> Bool {
        switch key {
        case .character("j"), .down: move(to: selected + 1, count: count)
        case .character("k"), .up: move(to: selected - 1, count: count)
        case .pageDown, .character(" "): move(to: selected + pageSize, count: count)
        case .pageUp, .character("b"): move(to: selected - pageSize, count: count)
        case .character("g"), .home: move(to: 0, count: count)
        case .character("G"), .end: move(to: count - 1, count: count)
        default: return false
        }
        return true
    }

    /// Selects `row`, clamped to a list of `count` rows, and scrolls to keep it shown.
    package mutating func move(to row: Int, count: Int) {
        selected = min(max(0, row), max(0, count - 1))
        scroll(count: count)
    }

    /// A window with room for `rows` rows of a list of `count`.
    package mutating func resize(pageSize rows: Int, count: Int) {
        pageSize = max(1, rows)
        scroll(count: count)
    }

    private mutating func scroll(count: Int) {
        if selected < top { top = selected }
        if selected >= top + pageSize { top = selected - pageSize + 1 }
        top = max(0, min(top, max(0, count - pageSize)))
    }
}
