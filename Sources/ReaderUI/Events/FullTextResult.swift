import ReaderLibrary

/// What a library search found: its matches, in order, or why it could not look.
package struct FullTextResult: Equatable, Sendable {
    package var query: String
    package var matches: [FullTextMatch] = []
    /// True when the limit left matches out.
    package var more = false
    /// One line saying why nothing could be searched, nil when the search ran.
    package var failure: String?
}
