/// A styled run inside a block's text, as UTF-8 offsets into that text.
public struct InlineSpan: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// Emphasis (Gutenberg `_word_`): drawn in italic.
        case emphasis
        /// A ruby annotation shown inline after its base (`漢字(かんじ)`): drawn dimmed.
        case rubyAnnotation
        /// Strong importance (EPUB `<b>`, `<strong>`): drawn in bold.
        case strong
        /// The base a ruby annotation reads (`漢字` of `漢字(かんじ)`): the text just before its
        /// `rubyAnnotation` span. Not styled; the `above` ruby style centres the annotation over it.
        case rubyBase
        /// A link (EPUB `<a href>`): drawn underlined; `link` says where it goes.
        case link
        /// A name the reader puts before a value, not the book's text: a table's column header on
        /// each row read as fields (`Size: 4 MB`). Drawn in bold; the sweep's round trip leaves it out.
        case label
    }

    public var kind: Kind
    /// For a `.link`, the index of its target in `Book.links` (0 for other kinds). Four bytes
    /// beside `kind` fit in the span's padding: a link costs no more memory than emphasis.
    public var link: UInt32
    /// UTF-8 offsets of the run in the block's text, half-open.
    public var utf8: Range<Int>

    public init(_ kind: Kind, utf8: Range<Int>, link: UInt32 = 0) {
        self.kind = kind
        self.utf8 = utf8
        self.link = link
    }
}
