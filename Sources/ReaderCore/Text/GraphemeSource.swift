/// A forward stream of grapheme clusters over one text, addressed by UTF-8 byte offset.
///
/// `LineBreaker` reads graphemes from it and rewinds to an earlier break opportunity.
protocol GraphemeSource {
    /// UTF-8 offset of the next grapheme (or the text's length at the end).
    var offset: Int { get }
    /// Facts of the next grapheme, advancing past it; nil at the end of the text.
    mutating func next() -> GraphemeInfo?
    /// Moves back to `offset`, which must be the start of a grapheme already read.
    mutating func seek(to offset: Int)
}
