import ReaderCore

/// A search the reader made: the query, the match on screen, and the count of all
/// matches once the background count has finished.
package struct ActiveSearch: Sendable {
    package var finder: MatchFinder
    /// The match the reader is on (drawn in the current-match colour).
    package var current: SearchMatch
    /// The finished count, set by the session when the background task is done.
    package var tally: MatchTally?
    /// Identifies this search, so a count for an older one is never applied.
    package var generation: Int

    /// "match 3 of 41", or "match …" while counting.
    package var summary: String {
        guard let tally else { return "searching…" }
        guard let number = tally.number(of: current) else { return "\(tally.count) matches" }
        return "match \(number) of \(tally.count)"
    }
}
