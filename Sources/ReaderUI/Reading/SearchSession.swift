import ReaderCore

/// The reader's search bookkeeping as a value: the search under way, the step waiting for a
/// background answer, the count asked for, and the block a followed link landed on (marked
/// as a match is). It decides what each step asks; the reader moves and draws.
struct SearchSession {
    /// The search under way (nil: none, or closed with Esc).
    private(set) var state: ActiveSearch?
    /// A step answered on a background thread (the book's text is not all in memory).
    private(set) var pending: FindRequest?
    /// The block a followed link landed on, marked until the next key, click or wheel step so the eye finds it.
    var landing: SearchMatch?
    /// Counters that tell searches, and requests, apart.
    private var generation = 0
    private var token = 0
    /// The search whose matches were last asked to be counted (nil: no count is wanted).
    private var countedGeneration: Int?

    /// Whether Esc has something to close: a search or a step waiting for its answer.
    var isActive: Bool { state != nil || pending != nil }

    /// Esc, or a new book: no search, no answer awaited.
    mutating func cancel() {
        state = nil
        pending = nil
    }

    /// A query that searches for nothing: the search under way ends.
    mutating func drop() {
        state = nil
    }

    /// What `n` (`forward`) or `N` asks for.
    enum Next {
        case noSearch
        /// A step is still waiting for its answer: one step at a time, the next starts where it lands.
        case waiting
        case find(MatchMove, MatchFinder)
    }

    /// The next or previous match: from the current match while it is on screen (`isOnScreen`),
    /// else from the page on screen (`here`: its start), after a jump or paging on.
    func next(forward: Bool, isOnScreen: (SearchMatch) -> Bool, here: () -> PageAnchor) -> Next {
        guard let state else { return .noSearch }
        guard pending == nil else { return .waiting }
        guard isOnScreen(state.current) else { return .find(forward ? .from(here()) : .backFrom(here()), state.finder) }
        return .find(forward ? .after(state.current) : .before(state.current), state.finder)
    }

    /// A new request for `step` of `search` (`continuing`: a step of the search under way, whose count is kept).
    mutating func request(_ step: MatchMove, of search: MatchFinder, continuing: Bool) -> FindRequest {
        token += 1
        return FindRequest(finder: search, step: step, token: token, continuing: continuing)
    }

    /// `request` is answered on a background thread: its answer is awaited.
    mutating func wait(for request: FindRequest) {
        pending = request
    }

    /// The background answer for request `token`: the request it answers, or nil for one no longer awaited.
    mutating func answered(token: Int) -> FindRequest? {
        guard let request = pending, request.token == token else { return nil }
        pending = nil
        return request
    }

    /// The answer to `request`: its match becomes the current one (a new search for a request
    /// that does not continue one); no match ends the search. Returns `result`.
    mutating func land(_ request: FindRequest, _ result: (match: SearchMatch, wrapped: Bool)?) -> (
        match: SearchMatch, wrapped: Bool
    )? {
        guard let (match, _) = result else {
            state = nil
            return nil
        }
        if request.continuing {
            state?.current = match
        } else {
            generation += 1
            state = ActiveSearch(finder: request.finder, current: match, tally: nil, generation: generation)
        }
        return result
    }

    /// Match `n` (0-based, in reading order), once the count has found it.
    func match(_ n: Int) -> SearchMatch? {
        guard let state, let tally = state.tally, let (paragraph, index) = tally.place(ofMatch: n) else { return nil }
        let matches = state.finder.matches(inParagraphs: paragraph..<paragraph + 1)
        return index < matches.count ? matches[index] : nil
    }

    /// The reader chose `match` (from the results list): it becomes the current one.
    mutating func select(_ match: SearchMatch) {
        state?.current = match
    }

    /// The finished background count for search `generation` (dropped for an older search).
    mutating func adoptCount(_ tally: MatchTally, generation: Int) {
        guard state?.generation == generation else { return }
        state?.tally = tally
    }

    /// Counting follows the search: a new search is counted, a closed one stops its count.
    mutating func countingEffect() -> Effect? {
        if let state, state.tally == nil, state.generation != countedGeneration {
            countedGeneration = state.generation
            return .start(MatchCountJob(finder: state.finder, generation: state.generation))
        }
        if state == nil, countedGeneration != nil {
            countedGeneration = nil
            return .cancel(MatchCountJob.kind)
        }
        return nil
    }

    /// Matches to highlight on the pages at `positions` (`page` lays one out), and the current
    /// one; the landing block is marked as a match is (as the current one when no search is under way).
    func highlights(on positions: [PagePosition], page: (PagePosition) -> Paginator.Page) -> (
        all: [SearchMatch], current: SearchMatch?
    ) {
        let landed = landing.map { [$0] } ?? []
        guard let state else { return (landed, landing) }
        return (positions.flatMap { state.finder.matches(on: page($0)) } + landed, state.current)
    }
}
