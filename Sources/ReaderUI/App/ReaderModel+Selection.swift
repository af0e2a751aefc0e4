import ReaderCore

/// Selection mode (`V`): a cursor moved through the text by character, word, sentence, line and
/// paragraph, the page following it; the selection is then highlighted, noted, copied or searched.
extension ReaderModel {
    /// Starts selecting: at the current search match when it is on screen (the match selected),
    /// else at the first text of the page on screen.
    func startSelection() {
        guard mode != .scroll || scrolling.top != nil else { return }
        if let match = search.state?.current, isShown(match.start) {
            let last = PageAnchor(paragraph: match.paragraph, grapheme: max(match.graphemes.lowerBound, match.graphemes.upperBound - 1))
            overlay = .selection(Selection(fixed: match.start, cursor: last))
        } else if let line = shownLines().first {
            let start = PageAnchor(paragraph: line.paragraph, grapheme: line.graphemes.lowerBound)
            overlay = .selection(Selection(fixed: start, cursor: start))
        } else {
            hint = "no text on this page to select"
            return
        }
        hint = SelectionCommand.hint
    }

    /// Handles `key` while selecting.
    func handleSelectionKey(_ key: Key, _ selection: Selection) -> [Effect] {
        guard let command = SelectionCommand(key) else {
            hint = SelectionCommand.hint
            return []
        }
        var selection = selection
        let book = navigator.book
        switch command {
        case .step(let step, let forward):
            selection.cursor = step.moved(selection.cursor, forward: forward, in: book) ?? selection.cursor
        case .line(let forward):
            selection.cursor = lineMoved(selection.cursor, forward: forward) ?? selection.cursor
        case .lineEdge(let end):
            if let line = line(holding: selection.cursor).map({ $0.line }), !line.graphemes.isEmpty {
                selection.cursor.grapheme = end ? line.graphemes.upperBound - 1 : line.graphemes.lowerBound
            }
        case .swapEnds:
            selection = selection.swapped
        case .highlight(let color):
            overlay = nil
            return highlight(selection, color: color ?? lastColor).map { _ in [.save] } ?? []
        case .note:
            guard let annotation = highlight(selection, color: lastColor) else { return [] }
            overlay = .note(NoteEditing(id: annotation.id, editor: NoteEditor(annotation.note, limit: NoteEditing.limit)))
            return [.save]
        case .copy:
            overlay = nil
            guard let text = text(of: selection) else { return [] }
            // What is shown is copied; the session says where it went (`Effect.copy`).
            return [.copy(shown(text))]
        case .search:
            overlay = nil
            guard let text = text(of: selection) else { return [] }
            return startSearch(String(text.prefix { $0 != "\n" }.prefix(RememberedSettings.queryLimit)))
        case .lookUp:
            guard let text = lookUpText(selection) else {
                hint = "no word here"
                return []
            }
            overlay = nil
            return lookUp(text)
        case .removeHighlights:
            overlay = nil
            let removed = removeHighlights(touching: selection)
            hint = removed == 0 ? "no highlight here" : "removed \(removed) highlight\(removed == 1 ? "" : "s")"
            return removed == 0 ? [] : [.save]
        case .close:
            overlay = nil
            return []
        }
        overlay = .selection(selection)
        hint = SelectionCommand.hint
        follow(selection.cursor)
        return []
    }

    /// Keeps the note written for a highlight (an empty one leaves the highlight without a note).
    func saveNote(_ editing: NoteEditing) -> [Effect] {
        guard var annotation = notes.annotations.first(where: { $0.id == editing.id }) else { return [] }
        let typed = editing.editor.text
        let note = String(typed.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard note != annotation.note else { return [] }
        annotation.note = note
        annotation.modified = Int64(wallClock.now().seconds)
        changeNotes { $0.put(annotation) }
        hint = note.isEmpty ? "note removed" : "note saved"
        return [.save]
    }

    /// The selected text, paragraphs joined by line feeds.
    private func text(of selection: Selection) -> String? {
        let (start, end) = selection.span(in: navigator.book)
        return navigator.book.text(from: start, to: end)
    }

    /// Whether the page holding `anchor` is on screen (either page of a spread; in scroll mode,
    /// the page the top line is on or the next).
    func isShown(_ anchor: PageAnchor) -> Bool {
        let page = navigator.index.position(of: anchor)
        return shownPositions().contains(page)
    }

    /// The pages on screen: the page, a spread's two, or in scroll mode the two the window may show.
    func shownPositions() -> [PagePosition] {
        let first = mode == .scroll ? navigator.position : shownPosition
        let second =
            mode == .scroll ? navigator.position(after: first) : layout.isSpread ? navigator.secondPage(ofSpread: first) : nil
        return [first] + (second.map { [$0] } ?? [])
    }

    /// The lines with text of the pages on screen, in reading order.
    private func shownLines() -> [PageLine] {
        shownPositions().flatMap { textLines(of: $0) }
    }

    /// The lines of page `position` that hold text.
    private func textLines(of position: PagePosition) -> [PageLine] {
        navigator.index.page(position).lines.filter { $0.kind != .blank && !$0.graphemes.isEmpty }
    }

    /// The page and line holding `anchor`, and the lines of that page.
    private func line(holding anchor: PageAnchor) -> (position: PagePosition, lines: [PageLine], index: Int, line: PageLine)? {
        let position = navigator.index.position(of: anchor)
        let lines = textLines(of: position)
        guard
            let i = lines.lastIndex(where: {
                $0.paragraph == anchor.paragraph && $0.graphemes.lowerBound <= anchor.grapheme
            }) ?? lines.firstIndex(where: { $0.paragraph > anchor.paragraph })
        else { return nil }
        return (position, lines, i, lines[i])
    }

    /// `anchor` on the next or previous line, as far into it as it is into its own line, on the
    /// next or previous page past the edge of its own; nil at the book's edge.
    private func lineMoved(_ anchor: PageAnchor, forward: Bool) -> PageAnchor? {
        guard let (position, lines, i, line) = line(holding: anchor) else { return nil }
        let column = anchor.grapheme - line.graphemes.lowerBound
        var target: PageLine?
        if forward ? i + 1 < lines.count : i > 0 {
            target = lines[i + (forward ? 1 : -1)]
        } else {
            var next = forward ? navigator.position(after: position) : navigator.position(before: position)
            while let p = next, target == nil {
                let found = textLines(of: p)
                target = forward ? found.first : found.last
                next = forward ? navigator.position(after: p) : navigator.position(before: p)
            }
        }
        guard let target else { return nil }
        return PageAnchor(paragraph: target.paragraph, grapheme: target.graphemes.lowerBound + min(column, target.graphemes.count - 1))
    }

    /// Turns to the page holding `anchor` when it is not on screen (no jump is recorded: the
    /// selection walks there).
    private func follow(_ anchor: PageAnchor) {
        guard !isShown(anchor) else { return }
        navigator.goTo(navigator.book.location(of: anchor, utf8: nil))
        if mode == .scroll { enterScrollMode() }
    }

    /// Highlights `selection` in `color` (recoloring the highlight of exactly that text); the
    /// highlight, nil when the text cannot be read.
    private func highlight(_ selection: Selection, color: HighlightColor) -> Annotation? {
        let book = navigator.book
        let (start, end) = selection.span(in: book)
        guard let text = book.text(from: start, to: end), !text.isEmpty else {
            hint = "cannot highlight here"
            return nil
        }
        let now = Int64(wallClock.now().seconds)
        var annotation =
            notes.annotations.first { $0.start == start && $0.end == end }
            ?? Annotation(start: start, end: end, text: text, color: color, created: now)
        annotation.color = color
        annotation.modified = now
        changeNotes { $0.put(annotation) }
        lastColor = color
        hint = "highlighted (\(color.rawValue))"
        return annotation
    }

    /// Removes every highlight overlapping `selection`; how many.
    private func removeHighlights(touching selection: Selection) -> Int {
        let (start, end) = selection.span(in: navigator.book)
        let place = { (l: Location) in (l.offset, l.grapheme) }
        let touching = notes.annotations.filter { a in place(a.start) < place(end) && place(start) < place(a.end) }
        let now = Int64(wallClock.now().seconds)
        changeNotes { notes in for a in touching { notes.remove(id: a.id, at: now) } }
        return touching.count
    }
}
