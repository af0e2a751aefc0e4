/// Where a link in a book leads (`Book.links`; a `.link` span holds an index into them).
public enum LinkTarget: Sendable, Equatable {
    /// A place in the book: the source offset of the block the link names (`href#fragment`
    /// resolved to the block holding that id, or to the start of the named document) and the
    /// grapheme in it where the id stands (a note reference inside a paragraph).
    case place(offset: Int, grapheme: Int = 0)
    /// A link out of the book (`https:`, `mailto:`): shown, never opened. Sanitised.
    case external(String)
    /// A link into the book whose document is not in it (or not read yet): its entry path.
    case unresolved(String)
}
