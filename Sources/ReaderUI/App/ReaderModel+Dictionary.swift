import ReaderCore

/// Looking words up: from selection mode (`K`: the selection, or the word at the cursor) or by
/// a click with Alt or Ctrl held; the entries come back from a `LookUpJob` into the panel.
extension ReaderModel {
    /// The text selection mode looks up: what is selected, or with one grapheme selected the
    /// word there — for Chinese and Japanese the text from there on, whose longest leading word
    /// the dictionaries hold is found.
    func lookUpText(_ selection: Selection) -> String? {
        guard selection.fixed == selection.cursor else {
            let (start, end) = selection.span(in: navigator.book)
            return navigator.book.text(from: start, to: end).map { String($0.prefix(Self.lookUpLimit)) }
        }
        return word(around: selection.cursor)
    }

    /// The word at `anchor` (a run of letters, apostrophes inside it kept), or CJK text from it
    /// to the paragraph's end (at most `DictionaryShelf`'s longest match).
    func word(around anchor: PageAnchor) -> String? {
        var start = TextWalker(book: navigator.book, at: anchor)
        var end = start
        switch start.kind {
        case .space, .mark: return nil
        case .cjk:
            for _ in 1..<Self.lookUpLimit / 4 {
                let before = end.anchor
                guard end.step(forward: true), end.anchor.paragraph == anchor.paragraph, end.kind == .cjk else {
                    end = TextWalker(book: navigator.book, at: before)
                    break
                }
            }
        case .letter:
            start.toEndOfWord(forward: false)
            end.toEndOfWord(forward: true)
        }
        let (from, to) = Selection(fixed: start.anchor, cursor: end.anchor).span(in: navigator.book)
        return navigator.book.text(from: from, to: to)
    }

    /// Starts looking `text` up; the panel opens when the entries come.
    func lookUp(_ text: String) -> [Effect] {
        // The word as it is shown (a Traditional dictionary for a book shown in Traditional).
        let text = shown(text)
        hint = "looking up “\(Sanitizer.printable(String(text.prefix(24))))”…"
        return [.start(LookUpJob(text: text, shelf: dictionaries))]
    }

    /// A look-up's entries: a panel of their own, or over the one whose link was followed. A
    /// word found joins the words looked up.
    func showDefinitions(_ result: DictionaryResult) {
        hint = nil
        if !result.entries.isEmpty { remembered.remember(lookUp: result.word) }
        if case .dictionary(let panel) = overlay {
            overlay = .dictionary(DictionaryPanel(result: result, back: panel.back + [panel]))
        } else {
            overlay = .dictionary(DictionaryPanel(result: result))
        }
    }

    func handleDictionaryKey(_ key: Key, _ panel: DictionaryPanel) -> [Effect] {
        guard let command = DictionaryPanel.Command(key) else { return [] }
        var panel = panel
        switch command {
        case .close:
            overlay = nil
        case .back:
            overlay = panel.back.last.map { .dictionary($0) }
        case .history:
            openLookUps()
        default:
            let lines = definitionLines(panel)
            let followed = panel.apply(
                command, lineCount: lines.lines.count, links: lines.links.map { ($0.line, $0.link.target) }, rows: contentsRows)
            overlay = .dictionary(panel)
            if let followed { return lookUp(followed) }
        }
        return []
    }

    /// The panel's entries laid out for the window.
    func definitionLines(_ panel: DictionaryPanel) -> DefinitionLines {
        DefinitionLines(panel.result, width: dictionaryWidth - 4)
    }

    func dictionaryContent(_ panel: DictionaryPanel) -> OverlayContent {
        let lines = definitionLines(panel)
        let shown = Array(lines.lines.dropFirst(panel.top).prefix(contentsRows))
        var span: OverlayContent.Span?
        if let n = panel.link, lines.links.indices.contains(n) {
            let link = lines.links[n]
            if link.line >= panel.top, link.line < panel.top + contentsRows {
                span = OverlayContent.Span(row: link.line - panel.top, columns: link.link.columns)
            }
        }
        return .text(title: panel.title(hasLinks: !lines.links.isEmpty), lines: shown, link: span, width: dictionaryWidth)
    }

    /// The words looked up, newest first, the newest highlighted.
    func openLookUps() {
        if remembered.lookUps.isEmpty {
            hint = "no words looked up yet: V selects one, K looks it up"
        } else {
            overlay = .lookUps(ResultsList(selected: 0))
        }
    }

    func handleLookUpsKey(_ key: Key, _ list: ResultsList) -> [Effect] {
        var list = list
        let words = Array(remembered.lookUps.reversed())
        switch list.update(key, count: words.count, pageRows: contentsRows, reopens: keyMap.action(for: key) == .lookUpHistory) {
        case .stay: overlay = .lookUps(list)
        case .close: overlay = nil
        case .open(let n):
            overlay = nil
            return lookUp(words[n])
        }
        return []
    }

    func lookUpsContent(_ list: ResultsList) -> OverlayContent {
        let words = remembered.lookUps.reversed()
        let top = min(max(0, list.selected - contentsRows / 2), max(0, words.count - contentsRows))
        let width = dictionaryWidth - 4
        let lines = words.dropFirst(top).prefix(contentsRows).map { word in
            let shown = StatusBar.truncate(Sanitizer.printable(word), to: width)
            return shown + String(repeating: " ", count: max(0, width - CellWidth.width(of: shown)))
        }
        return .list(
            title: "Looked up \(list.selected + 1)/\(words.count) (Enter looks up again)", lines: lines, selected: list.selected - top)
    }

    /// The panel's width: the results panel's.
    private var dictionaryWidth: Int { min(layout.columns - 2, OverlayRenderer.resultsWidth) }

    /// Characters of a selection looked up at most.
    static let lookUpLimit = 64
}
