import ReaderCore

/// The annotations panel (`A`): the reader's highlights and notes in book order, to jump to,
/// delete (and bring back), recolour, note, filter and export.
extension ReaderModel {
    /// Handles `key` in the panel.
    func handleAnnotationsKey(_ key: Key, _ list: AnnotationList) -> [Effect] {
        var list = list
        let shown = list.shown(notes.annotations)
        let request = list.update(key, count: shown.count)
        list.selected = max(0, min(list.selected, list.shown(notes.annotations).count - 1))
        overlay = .annotations(list)
        let now = Int64(wallClock.now().seconds)
        switch request {
        case .stay: return []
        case .close: overlay = nil
        case .open(let n):
            overlay = nil
            return jump(to: shown[n].start)
        case .delete(let n):
            list.deleted = shown[n]
            changeNotes { $0.remove(id: shown[n].id, at: now) }
            list.selected = max(0, min(n, list.shown(notes.annotations).count - 1))
            overlay = .annotations(list)
            hint = "highlight deleted: u brings it back"
            return [.save]
        case .undo:
            guard var restored = list.deleted else { return [] }
            // Changed after its deletion, so the merge keeps it.
            restored.modified = max(now, (notes.deleted[restored.id] ?? 0) + 1)
            changeNotes { $0.put(restored) }
            list.deleted = nil
            overlay = .annotations(list)
            return [.save]
        case .recolor(let n):
            var annotation = shown[n]
            let colors = HighlightColor.allCases
            annotation.color = colors[(colors.firstIndex(of: annotation.color)! + 1) % colors.count]
            annotation.modified = now
            changeNotes { $0.put(annotation) }
            return [.save]
        case .editNote(let n):
            overlay = .note(NoteEditing(id: shown[n].id, editor: NoteEditor(shown[n].note, limit: NoteEditing.limit), list: list))
        case .export: return [.exportNotes(AnnotationExport.markdown(notes.annotations, book: navigator.book))]
        case .importKOReader: return [.importHighlights]
        case .jumpBack:
            overlay = nil
            return jumpBack()
        }
        return []
    }

    /// Takes KOReader's highlights of the book, each placed at its very text (`Book.annotation(importing:)`);
    /// one taken before is the same highlight again, not a second one.
    func adoptImported(_ highlights: [KOReaderHighlight], from sidecar: String) -> [Effect] {
        guard !isProvisional else {
            hint = "still reading the book: import in a moment"
            return []
        }
        let placed = highlights.compactMap(navigator.book.annotation(importing:))
        if !placed.isEmpty { changeNotes { notes in for a in placed { notes.put(a) } } }
        let missing = highlights.count - placed.count
        hint = "imported \(placed.count) highlight\(placed.count == 1 ? "" : "s")" + (missing > 0 ? ", \(missing) not in the book" : "")
        if case .annotations(var list) = overlay {
            list.selected = 0
            overlay = .annotations(list)
        }
        return placed.isEmpty ? [] : [.save]
    }

    /// What the panel shows: a row per annotation (where it is, its text, its note), the visible part.
    func annotationsContent(_ list: AnnotationList) -> OverlayContent {
        let all = notes.annotations
        let shown = list.shown(all)
        if let typing = list.typing {
            return .prompt(sign: "/", editor: typing, title: "Filter highlights: words of the text or note, or a colour")
        }
        let top = min(max(0, list.selected - contentsRows / 2), max(0, shown.count - contentsRows))
        let visible = shown[top..<min(shown.count, top + contentsRows)]
        let width = min(layout.columns - 2, OverlayRenderer.resultsWidth) - 6
        let book = navigator.book
        let lines = visible.map { a in
            // Where it is: its page once the pages are counted, else how far into the book; its chapter.
            let anchor = book.anchor(for: a.start)
            let page = navigator.index.globalPage(navigator.index.position(of: anchor)).map { "p.\($0)" }
            let place = (page ?? "\(Int((book.progress(atOffset: Double(a.start.offset)) * 100).rounded(.down)))%").padding(to: 6)
            let title = book.chapters.isEmpty ? "" : book.chapters[book.chapterIndex(ofParagraph: anchor.paragraph)].title
            let chapter = title.isEmpty ? "" : StatusBar.truncate(self.shown(title), to: 18) + " · "
            let text = self.shown(a.text).map { $0 == "\n" ? " " : $0 }
            let note = a.note.isEmpty ? "" : "  ✎ " + a.note.map { $0 == "\n" ? " " : $0 }
            let row = StatusBar.truncate(place + chapter + String(text) + note, to: width)
            return row + String(repeating: " ", count: max(0, width - CellWidth.width(of: row)))
        }
        let empty =
            all.isEmpty
            ? ["no highlights yet: V selects text, i takes KOReader's"]
            : shown.isEmpty ? ["nothing matches \(list.filter) (Esc shows all)"] : []
        return .list(
            title: list.title(shown: shown.count, of: all.count), lines: lines + empty, selected: shown.isEmpty ? nil : list.selected - top,
            swatches: visible.map { .mark($0.color) })
    }
}
