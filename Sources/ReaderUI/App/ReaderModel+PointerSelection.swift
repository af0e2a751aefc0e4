import ReaderCore

/// Selecting with the pointer: Alt- or Ctrl-drag selects (a click with either held looks the
/// word up: `pointerLookUp`); in selection mode a plain press moves
/// the selection and a drag extends it; a double click selects a word, a triple click a
/// paragraph (outside selection mode, in the middle third of the page, where a click turns nothing).
extension ReaderModel {
    /// Handles a press when it selects: in selection mode, or the second or third press of a
    /// click in the middle of the page; nil when the press is the page's (a turn or a click).
    func pointerSelects(column: Int, row: Int, now: Double) -> [Effect]? {
        let count = clicks.press(column: column, row: row, now: now)
        let middle = column >= layout.columns / 3 && column < layout.columns * 2 / 3
        guard overlay == nil && count > 1 && middle || selection != nil, let anchor = anchor(atColumn: column, row: row) else {
            return nil
        }
        switch count {
        case 1: overlay = .selection(Selection(fixed: anchor, cursor: anchor))
        case 2: overlay = .selection(word(at: anchor))
        default:
            let last = max(0, navigator.book.paragraphs[anchor.paragraph].text.count - 1)
            overlay = .selection(
                Selection(
                    fixed: PageAnchor(paragraph: anchor.paragraph, grapheme: 0),
                    cursor: PageAnchor(paragraph: anchor.paragraph, grapheme: last)))
        }
        hint = SelectionCommand.hint
        return []
    }

    /// The pointer at `column`, `row` starts a selection there, or (`extending`) moves the selection's end there.
    func pointerSelect(column: Int, row: Int, extending: Bool) -> [Effect] {
        guard let anchor = anchor(atColumn: column, row: row) else { return [] }
        if extending, var selection {
            if anchor != pointerLookUp { pointerLookUp = nil }
            selection.cursor = anchor
            overlay = .selection(selection)
        } else if overlay == nil || selection != nil {
            overlay = .selection(Selection(fixed: anchor, cursor: anchor))
            pointerLookUp = anchor
        }
        hint = SelectionCommand.hint
        return []
    }

    /// The word holding `anchor` (a CJK character, a run of letters or of marks), selected.
    private func word(at anchor: PageAnchor) -> Selection {
        var start = TextWalker(book: navigator.book, at: anchor), end = start
        start.toEndOfRun(forward: false)
        end.toEndOfRun(forward: true)
        return Selection(fixed: start.anchor, cursor: end.anchor)
    }

    /// The grapheme drawn at screen cell `column`, `row` of a settled page (either page of a
    /// spread) in horizontal writing; the nearest one on its line. Nil elsewhere.
    func anchor(atColumn column: Int, row: Int) -> PageAnchor? {
        guard let (line, x) = lineOnScreen(column: column, row: row), line.kind != .blank,
            let grapheme = PageRenderer(layout: layout.page, palette: palette).grapheme(atColumn: x, on: line, of: navigator.book)
        else { return nil }
        return PageAnchor(paragraph: line.paragraph, grapheme: grapheme)
    }

    /// The settled page (either page of a spread) drawn at screen cell `column`, `row` of the text
    /// rows, and `column` as a column of that page; nil elsewhere, during a turn and in scroll mode.
    func pageOnScreen(column: Int, row: Int) -> (position: PagePosition, x: Int)? {
        guard turner.turn == nil, mode != .scroll, row > layout.headerRow, row < layout.footerRow else { return nil }
        var position: PagePosition? = shownPosition
        var x = column
        if layout.isSpread {
            guard column != layout.spineX else { return nil }
            let onRight = column >= layout.rightX
            if onRight == (layout.progression == .leftToRight) { position = navigator.secondPage(ofSpread: shownPosition) }
            if onRight { x = column - layout.rightX }
        }
        return position.map { ($0, x) }
    }

    /// The line of a settled page (either page of a spread) in horizontal writing drawn at screen
    /// row `row`, and `column` as a column of its page; nil elsewhere.
    func lineOnScreen(column: Int, row: Int) -> (line: PageLine, x: Int)? {
        guard layout.writing == .horizontal, let (position, x) = pageOnScreen(column: column, row: row) else { return nil }
        let y = row - layout.headerRow - 1
        let lines = navigator.index.page(position).lines
        guard let i = lines.indices.first(where: { layout.page.row(ofLine: $0) == y }) else { return nil }
        return (lines[i], x)
    }
}
