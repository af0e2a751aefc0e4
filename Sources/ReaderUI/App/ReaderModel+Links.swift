import ReaderCore

/// Links: `f` labels the links on the screen, typing a label follows its link (a jump, which
/// `` ` `` undoes); a link out of the book is shown in the footer, never opened.
extension ReaderModel {
    static let linksHint = "links: type a link's letters, Esc cancels"

    /// The hints while they are up.
    var linkHints: LinkHints? {
        if case .links(let hints) = overlay { return hints }
        return nil
    }

    /// The lines on the screen: the page, both pages of a spread, or scroll mode's lines.
    var linesOnScreen: [PageLine] {
        if mode == .scroll { return scrollLines() }
        let first = shownPosition
        var lines = navigator.index.page(first).lines
        if layout.isSpread, let second = navigator.secondPage(ofSpread: first) { lines += navigator.index.page(second).lines }
        return lines
    }

    /// The hints for the links on the screen; nil (and a footer message) when there are none.
    func linkHintsOnScreen() -> LinkHints? {
        let hints = LinkHints(lines: linesOnScreen, book: navigator.book)
        if hints.hints.isEmpty { hint = "no links on this page" }
        return hints.hints.isEmpty ? nil : hints
    }

    /// A key while the hints are up: letters choose, anything else (Esc) closes them. The
    /// overlay to show next, and the effects.
    func linkKey(_ key: Key, _ hints: LinkHints) -> (Overlay?, [Effect]) {
        guard case .character(let letter) = key, letter.isASCII, letter.isLowercase else { return (nil, []) }
        let name = String(letter)
        switch hints.typing(name) {
        case .follow(let chosen): return (nil, follow(navigator.book.links[chosen.link]))
        case .narrowed(let next): return (.links(next), [])
        case .none:
            hint = "no link \(hints.typed)\(name)"
            return (nil, [])
        }
    }

    /// Goes where `target` leads: a place in the book is a jump; a link out of it is only shown.
    func follow(_ target: LinkTarget) -> [Effect] {
        switch target {
        case .place(let offset, let grapheme):
            let effects = jump(to: Location(offset: offset, grapheme: grapheme))
            landing = block(at: offset)
            return effects
        case .external(let address):
            hint = "external link (not opened): \(address)"
        case .unresolved(let path):
            hint = isProvisional ? "still reading the book: follow it in a moment" : "link to \(path): not in this book"
        }
        return []
    }

    /// The whole block holding file offset `offset`, as a span to mark.
    private func block(at offset: Int) -> SearchMatch? {
        let book = navigator.book
        let paragraph = book.anchor(for: Location(offset: offset, grapheme: 0)).paragraph
        guard book.paragraphs.indices.contains(paragraph) else { return nil }
        let text = book.paragraphs[paragraph].text
        guard !text.isEmpty else { return nil }
        return SearchMatch(paragraph: paragraph, graphemes: 0..<text.count, utf8: 0..<text.utf8.count)
    }
}
