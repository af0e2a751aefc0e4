import ReaderCore

/// A search step for a background thread: a book whose text is not all in memory may have
/// to read chapters again to answer it, which must never hold up the screen.
struct SearchRequest: Sendable, Equatable {
    let search: TextSearch
    let step: SearchStep
    /// Tells requests apart: the answer to an older one is dropped.
    let token: Int

    static func == (a: SearchRequest, b: SearchRequest) -> Bool {
        a.token == b.token && a.step == b.step
    }
}
