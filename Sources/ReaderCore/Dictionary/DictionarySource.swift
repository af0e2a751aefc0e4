/// One dictionary on the shelf: a name and its entries by headword. Implementations search their
/// index where it lies (by `pread`, never loading it whole) and read articles on demand.
protocol DictionarySource: Sendable {
    /// The dictionary's own name (StarDict's `bookname`, dictd's `00-database-short`).
    var name: String { get }
    /// Where it was found.
    var path: String { get }
    /// The entries whose headword is `word` as the dictionary compares words (StarDict: ASCII
    /// letters in any case; dictd: letters, digits and spaces, in any case), at most `limit`;
    /// an entry that cannot be read is left out and said in `warnings`.
    func entries(for word: String, limit: Int, warnings: inout [String]) -> [DictionaryEntry]
}

/// One entry of one dictionary: its headword and its article, as typed fields.
public struct DictionaryEntry: Equatable, Sendable {
    public let dictionary: String
    public let headword: String
    public let fields: [ArticleField]

    public init(dictionary: String, headword: String, fields: [ArticleField]) {
        self.dictionary = dictionary
        self.headword = headword
        self.fields = fields
    }
}

/// A piece of an article in one markup.
public struct ArticleField: Equatable, Sendable {
    public enum Markup: Equatable, Sendable {
        /// Preformatted plain text (dictd, StarDict `m`, `l`, `n`, `w`); `{word}` marks a link in dictd's.
        case plain
        /// A pronunciation (StarDict `t`, `y`).
        case phonetic
        /// HTML (StarDict `h`), Pango markup (`g`) or XDXF (`x`), which keep their line breaks.
        case html, pango, xdxf
        /// Something not text (sound, picture, resource list), named.
        case other(String)
    }

    public let markup: Markup
    public let text: String

    public init(markup: Markup, text: String) {
        self.markup = markup
        self.text = text
    }
}
