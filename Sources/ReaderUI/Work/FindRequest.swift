import ReaderCore

/// A search step for a background thread: a book whose text is not all in memory may have
/// to read chapters again to answer it, which must never hold up the screen.
package struct FindRequest: Sendable, Equatable {
    package let finder: MatchFinder
    package let step: MatchMove
    /// Tells requests apart: the answer to an older one is dropped.
    package let token: Int
    /// A step of the search under way (`n`, `N`), not a new search.
    package var continuing = false

    package static func == (a: FindRequest, b: FindRequest) -> Bool {
        a.token == b.token && a.step == b.step
    }
}
