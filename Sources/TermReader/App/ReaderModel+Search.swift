import ReaderCore

/// Search: `/` types a query, `Enter` goes to the first match from this page on, `n`/`N`
/// go to the next and previous match (wrapping around), `Esc` clears the highlight.
extension ReaderModel {
    /// Starts a search for `text` from the current page.
    func startSearch(_ text: String) -> [Effect] {
        guard let query = SearchQuery(text) else {
            search = nil
            return []
        }
        guard !isProvisional else {
            hint = "still reading the book: search in a moment"
            return []
        }
        let textSearch = TextSearch(query: query, book: navigator.book)
        let here = navigator.page.start
        guard let first = textSearch.firstMatch(atOrAfter: here) ?? textSearch.firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0)) else {
            search = nil
            hint = "not found: \(text)"
            return []
        }
        searchGeneration += 1
        search = SearchState(search: textSearch, current: first, counter: nil, generation: searchGeneration)
        if first.start < here { hint = "search wrapped" }
        return show(first)
    }

    /// The next (or previous) match, wrapping around the book.
    func nextMatch(forward: Bool) -> [Effect] {
        guard var state = search else {
            hint = "no search: / to search"
            return []
        }
        let s = state.search
        var match = forward ? s.firstMatch(after: state.current) : s.lastMatch(before: state.current)
        if match == nil {
            hint = "search wrapped"
            match = forward ? s.firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0))
                            : s.lastMatch(before: PageAnchor(paragraph: s.book.paragraphs.count, grapheme: 0))
        }
        guard let match else { return [] }
        state.current = match
        search = state
        return show(match)
    }

    /// Turns to the page holding `match` (a jump, unless it is on this page).
    private func show(_ match: SearchMatch) -> [Effect] {
        let position = navigator.index.position(of: match.start)
        guard position != navigator.position else { return [] }
        return jump(to: navigator.book.location(of: navigator.index.anchors(ofChapter: position.chapter)[position.page]))
    }

    /// The finished background count for search `generation`.
    func adoptCount(_ counter: MatchCounter, generation: Int) {
        guard search?.generation == generation else { return }
        search?.counter = counter
    }

    /// Matches to highlight on the page at `position`, and the current one.
    func highlights(on position: PagePosition) -> (all: [SearchMatch], current: SearchMatch?) {
        guard let search else { return ([], nil) }
        return (search.search.matches(on: navigator.index.page(position)), search.current)
    }
}
