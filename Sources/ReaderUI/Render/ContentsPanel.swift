import ReaderCore

/// The rows of the contents tree as text: a mark on the current chapter, indentation by level,
/// a fold mark on entries with children (`▾` open, `▸` folded), the title, and the entry's page
/// right-aligned (blank until the book is paginated).
package struct ContentsPanel {
    /// Widest the panel grows.
    package static let width = 72

    package let entries: [ContentsEntry]
    package let state: ContentsState
    /// The chapter being read.
    package let current: Int
    /// Global page number where a chapter starts, nil while unknown.
    package let page: (Int) -> Int?

    /// The panel's title: position in the rows, or the filter being typed.
    package func title(rows: [Int]) -> String {
        let at = rows.firstIndex(of: state.selected).map { $0 + 1 } ?? 0
        guard let filter = state.filter else { return "Contents \(at)/\(rows.count) (←→ fold, / filter)" }
        return "Contents /\(filter.text)▏ \(at)/\(rows.count) (Esc clears)"
    }

    /// One row of text `width` columns wide per index of `rows`.
    package func lines(_ rows: some Collection<Int>, width: Int) -> [String] {
        let pages = rows.map { page(entries[$0].chapter).map(String.init) ?? "" }
        let pageWidth = pages.map(\.count).max() ?? 0
        return zip(rows, pages).map { i, page in
            let e = entries[i]
            let mark = e.isChapter && e.chapter == current ? "•" : " "
            let fold = ContentsState.hasChildren(entries, i) ? (state.collapsed.contains(i) && state.filter == nil ? "▸ " : "▾ ") : "  "
            let head = mark + String(repeating: "  ", count: e.level - 1) + fold
            let room = width - CellWidth.width(of: head) - (pageWidth > 0 ? pageWidth + 1 : 0)
            let title = StatusBar.truncate(e.title, to: room)
            let gap = max(0, width - CellWidth.width(of: head) - CellWidth.width(of: title) - page.count)
            return head + title + String(repeating: " ", count: gap) + page
        }
    }
}
