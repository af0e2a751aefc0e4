import ReaderCore

/// Search: `/` types a query, `Enter` goes to the first match from this page on, `n`/`N`
/// go to the next and previous match (wrapping around) — from the page on screen when the
/// reader has gone elsewhere since —, `Esc` clears the highlight.
extension ReaderModel {
    /// Starts a search for `text` from the current page.
    func startSearch(_ text: String) -> [Effect] {
        // With Chinese shown in another script, a search finds its words in either script.
        guard let query = SearchQuery(text, scripts: layoutSettings.chinese == .asIs ? nil : ScriptFold.shared) else {
            search.drop()
            return []
        }
        remembered.remember(query: text)
        guard !isProvisional else {
            hint = "still reading the book: search in a moment"
            return []
        }
        return perform(.from(navigator.page.start), of: MatchFinder(query: query, book: navigator.book))
    }

    /// The next (or previous) match, wrapping around the book.
    func nextMatch(forward: Bool) -> [Effect] {
        switch search.next(forward: forward, isOnScreen: { isShown($0.start) }, here: { navigator.page.start }) {
        case .noSearch:
            hint = "no search: / to search"
            return []
        case .waiting: return []
        case .find(let step, let textSearch): return perform(step, of: textSearch, continuing: true)
        }
    }

    /// The answer to the background request `token`: the match it found, if any.
    func adoptFound(_ result: (match: SearchMatch, wrapped: Bool)?, token: Int) -> [Effect] {
        guard let request = search.answered(token: token) else { return [] }
        if hint == Self.searchingHint { hint = nil }
        return land(request, result)
    }

    static let searchingHint = "searching…"

    /// Answers at once when the whole text is in memory; otherwise asks a background thread.
    /// `continuing`: a step of the search under way (its count is kept), not a new one.
    private func perform(_ step: MatchMove, of textSearch: MatchFinder, continuing: Bool = false) -> [Effect] {
        let request = search.request(step, of: textSearch, continuing: continuing)
        if navigator.book.holdsAllText { return land(request, textSearch.find(step)) }
        search.wait(for: request)
        hint = Self.searchingHint
        return [.start(FindJob(request))]
    }

    /// Goes to match `n` of the list, which becomes the current match.
    func openResult(_ n: Int) -> [Effect] {
        guard let match = search.match(n) else { return [] }
        search.select(match)
        return show(match)
    }

    /// One row of the results list: where match `n` is (percent of the book) and its
    /// line, cut to `width` columns with the match a third of the way in.
    func resultRow(_ n: Int, width: Int) -> String {
        guard let match = search.match(n) else { return "" }
        let book = navigator.book
        let percent = Int((book.progress(atOffset: Double(book.paragraphs.offsets[match.paragraph])) * 100).rounded(.down))
        let label = "\(percent)%".padding(to: 5)
        return label + ResultsList.context(shown(book.paragraphs[match.paragraph].text), around: match.graphemes, width: width - 5)
    }

    /// Shows the match a step found, or says there is none.
    private func land(_ request: FindRequest, _ result: (match: SearchMatch, wrapped: Bool)?) -> [Effect] {
        guard let (match, wrapped) = search.land(request, result) else {
            hint = "not found: \(request.finder.query.text)"
            return []
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

    /// What is marked on the pages at `positions`, the first mark of a grapheme winning: the
    /// sentence read aloud, the selection, the current search match, the other matches (see `SearchSession.highlights`), then the reader's highlights.
    func marks(on positions: [PagePosition]) -> [TextMark] {
        let paragraphs = positions.flatMap { navigator.index.page($0).lines.filter { $0.kind != .blank }.map(\.paragraph) }
        let shown = paragraphs.min().flatMap { first in paragraphs.max().map { first...$0 } }
        var marks = spokenMarks + (shown.flatMap { range in selection.map { TextMark.marks(of: $0, paragraphs: range) } } ?? [])
        let found = search.highlights(on: positions) { navigator.index.page($0) }
        marks += found.current.map { [TextMark($0, role: .highlightCurrent)] } ?? []
        marks += found.all.map { TextMark($0, role: .highlight) }
        guard !notes.annotations.isEmpty, let shown else { return marks }
        return marks + TextMark.marks(of: notes.annotations, in: navigator.book, paragraphs: shown)
    }
}
