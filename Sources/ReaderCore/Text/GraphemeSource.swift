/// A forward stream of grapheme clusters over one text, addressed by UTF-8 byte offset.
///
/// `LineBreaker` reads graphemes from it and rewinds to an earlier break opportunity.
protocol GraphemeSource {
    /// Length of the text in UTF-8 bytes.
    var count: Int { get }
    /// UTF-8 offset of the next grapheme (or the text's length at the end).
    var offset: Int { get }
    /// Facts of the next grapheme, advancing past it; nil at the end of the text.
    mutating func next() -> GraphemeInfo?
    /// Skips up to `limit` graphemes that are each one printable non-space ASCII byte (width 1,
    /// class `LineBreakClass.of(ascii:)`) and certainly whole, returning how many; a source may always answer 0.
    mutating func skipASCIIWord(limit: Int) -> Int
    /// Skips whole graphemes that are each one printable ASCII byte, spaces included, that fit in
    /// `limit` cells, up to and including the last space among them, returning how many: words that
    /// all fit, each followed by its spaces; a source may always answer 0.
    mutating func skipASCIIWords(limit: Int) -> Int
    /// Skips one space (0x20) that is a grapheme of its own (width 1, class `.space`), returning
    /// whether it did: the space after a word, read without `next()`; a source may always answer false.
    mutating func skipSpace() -> Bool
    /// Skips up to `limit` graphemes that are each one CJK Unified Ideograph U+4E00–9FFF or a kana
    /// read as one (width 2, class `.ideographic`, no kinsoku), three bytes each and certainly whole;
    /// a source may always answer 0.
    mutating func skipIdeographs(limit: Int) -> Int
    /// The UTF-8 byte at `offset` (inside the text): what a skipped ASCII run holds.
    func byte(at offset: Int) -> UInt8
    /// Moves back to `offset`, which must be the start of a grapheme already read.
    mutating func seek(to offset: Int)
}
