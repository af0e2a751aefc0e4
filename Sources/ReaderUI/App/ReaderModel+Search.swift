import ReaderCore

/// Search: `/` types a query, `Enter` goes to the first match from this page on, `n`/`N`
/// go to the next and previous match (wrapping around) — from the page on screen when the
/// reader has gone elsewhere since —, `Esc` clears the highlight.
extension ReaderModel {
    /// Starts a search for `text` from the current page.
    func startSearch(_ text: String) -> [Effect] {
        guard let query = SearchQuery(text) else {
            search = nil
            return []
        }
        remembered.remember(query: text)
        guard !isProvisional else {
            hint = "still reading the book: search in a moment"
            return []
        }
        return perform(.from(navigator.page.start), of: TextSearch(query: query, book: navigator.book))
    }

    /// The next (or previous) match, wrapping around the book.
    func nextMatch(forward: Bool) -> [Effect] {
        guard let state = search else {
            hint = "no search: / to search"
            return []
        }
        // One step at a time: the next starts from where this one lands.
        guard pendingFind == nil else { return [] }
        guard isOnScreen(state.current) else {
            // After a jump, a contents entry or paging on: the next match from here, not from the old one.
            let here = navigator.page.start
            return perform(forward ? .from(here) : .backFrom(here), of: state.search, continuing: true)
        }
        return perform(forward ? .after(state.current) : .before(state.current), of: state.search, continuing: true)
    }

    /// Whether `match` is on a page on screen (either page of a spread; in scroll mode, the page
    /// the top line is on or the next).
    private func isOnScreen(_ match: SearchMatch) -> Bool {
        let page = navigator.index.position(of: match.start)
        let first = mode == .scroll ? navigator.position : shownPosition
        let second = mode == .scroll ? navigator.position(after: first) : layout.isSpread ? navigator.secondPage(ofSpread: first) : nil
        return page == first || page == second
    }

    /// The answer to the background request `token`: the match it found, if any.
    func adoptFound(_ result: (match: SearchMatch, wrapped: Bool)?, token: Int) -> [Effect] {
        guard let request = pendingFind, request.token == token else { return [] }
        pendingFind = nil
        if hint == Self.searchingHint { hint = nil }
        return land(request, result)
    }

    static let searchingHint = "searching…"

    /// Answers at once when the whole text is in memory; otherwise asks a background thread.
    /// `continuing`: a step of the search under way (its count is kept), not a new one.
    private func perform(_ step: SearchStep, of textSearch: TextSearch, continuing: Bool = false) -> [Effect] {
        findToken += 1
        let request = SearchRequest(search: textSearch, step: step, token: findToken, continuing: continuing)
        if navigator.book.holdsAllText { return land(request, textSearch.find(step)) }
        pendingFind = request
        hint = Self.searchingHint
        return [.start(FindJob(request))]
    }

    /// Match `n` (0-based, in reading order), once the count has found it.
    func result(_ n: Int) -> SearchMatch? {
        guard let search, let counter = search.counter, let (paragraph, index) = counter.place(ofMatch: n) else { return nil }
        let matches = search.search.matches(inParagraphs: paragraph..<paragraph + 1)
        return index < matches.count ? matches[index] : nil
    }

    /// Goes to match `n` of the list, which becomes the current match.
    func openResult(_ n: Int) -> [Effect] {
        guard let match = result(n) else { return [] }
        search?.current = match
        return show(match)
    }

    /// One row of the results list: where match `n` is (percent of the book) and its
    /// line, cut to `width` columns with the match a third of the way in.
    func resultRow(_ n: Int, width: Int) -> String {
        guard let match = result(n) else { return "" }
        let book = navigator.book
        let percent = Int(
            (Location(offset: book.paragraphs.offsets[match.paragraph], grapheme: 0).fraction(ofSourceSize: book.readingOrderSize) * 100)
                .rounded(.down))
        let label = "\(percent)%".padding(to: 5)
        return label + ResultsList.context(book.paragraphs[match.paragraph].text, around: match.graphemes, width: width - 5)
    }

    /// Shows the match a step found, or says there is none.
    private func land(_ request: SearchRequest, _ result: (match: SearchMatch, wrapped: Bool)?) -> [Effect] {
        guard let (match, wrapped) = result else {
            search = nil
            hint = "not found: \(request.search.query.text)"
            return []
        }
        if request.continuing {
            search?.current = match
        } else {
            searchGeneration += 1
            search = SearchState(search: request.search, current: match, counter: nil, generation: searchGeneration)
        }
        if wrapped { hint = "search wrapped" }
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

    /// Matches to highlight on the pages at `positions`, and the current one; the block a link
    /// landed on is marked as a match is (as the current one when no search is under way).
    func highlights(on positions: [PagePosition]) -> (all: [SearchMatch], current: SearchMatch?) {
        let landed = landing.map { [$0] } ?? []
        guard let search else { return (landed, landing) }
        return (positions.flatMap { search.search.matches(on: navigator.index.page($0)) } + landed, search.current)
    }
}
