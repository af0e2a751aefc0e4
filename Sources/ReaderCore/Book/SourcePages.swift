/// The pages of a book's source, when its places are pages (a PDF): page N takes the offsets
/// `N × span ..< (N + 1) × span`, so any place names the page of the file it is on ("PDF p. 41").
public struct SourcePages: Sendable, Equatable {
    /// Offsets one page takes.
    public let span: Int
    /// Pages in the source.
    public let count: Int
    /// What the source is, for the reader (`PDF`).
    public let name: String

    /// The page (1-based) the place at `offset` is on.
    public func page(at offset: Int) -> Int { min(count, max(1, offset / span)) }
}
