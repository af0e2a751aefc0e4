/// The text box a page is laid out in, and the typographic choices that change pagination.
///
/// Vertical writing lays a page out the same way, a column of text being a line: `columns`
/// is then the length of a column in cells (two per row, as a wide character takes two
/// cells of a line) and `rows` the number of columns on a page, so page tables, anchors,
/// search and bookmarks work unchanged.
public struct PageGeometry: Hashable, Sendable, Codable {
    /// Columns of text per line (after margins and any maximum width); vertical: cells per column.
    public var columns: Int
    /// Rows of text per page; vertical: columns of text per page.
    public var rows: Int
    /// Horizontal lines of text, or vertical columns.
    public var writing: WritingMode
    /// Vertical text: kana ruby is set beside its base in the gap between columns (`VerticalRuby`)
    /// rather than inline.
    public var rubyBeside: Bool
    /// Blank line between paragraphs: `nil` = automatic (Latin paragraphs yes, CJK paragraphs no).
    public var paragraphSpacing: Bool?
    /// First-line indent of Chinese (and other non-Japanese CJK) paragraphs in columns
    /// (two full-width spaces = 4, as Chinese books print).
    public var cjkIndent: Int
    /// First-line indent of Japanese paragraphs in columns (one full-width space = 2).
    public var japaneseIndent: Int
    /// First-line indent of Latin paragraphs in columns.
    public var latinIndent: Int
    /// How ruby annotations are shown: other than `inline`, lines are laid out without them.
    public var ruby: RubyStyle
    /// The size of a cell in pixels when pictures are drawn in the page (rows from their shape);
    /// nil: an image block is its one-line placeholder.
    public var pictureCell: PixelSize?
    /// Vertical text: cells between two columns (a picture spans columns and the gaps between them).
    public var columnGap: Int
    /// Latin paragraphs are hyphenated: at their soft hyphens, and where `hyphenation` says.
    public var hyphenates: Bool
    /// The hyphenation patterns Latin paragraphs are broken with (a `HyphenationPatterns` file);
    /// nil: only at soft hyphens.
    public var hyphenation: String?

    public init(
        columns: Int, rows: Int, paragraphSpacing: Bool? = nil, cjkIndent: Int = 4, japaneseIndent: Int = 2, latinIndent: Int = 0,
        ruby: RubyStyle = .inline, writing: WritingMode = .horizontal, rubyBeside: Bool = false, pictureCell: PixelSize? = nil,
        columnGap: Int = 0, hyphenates: Bool = false, hyphenation: String? = nil
    ) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.writing = writing
        self.rubyBeside = rubyBeside
        self.paragraphSpacing = paragraphSpacing
        self.cjkIndent = cjkIndent
        self.japaneseIndent = japaneseIndent
        self.latinIndent = latinIndent
        self.ruby = ruby
        self.pictureCell = pictureCell
        self.columnGap = writing == .vertical ? max(0, columnGap) : 0
        self.hyphenates = writing == .horizontal && hyphenates
        self.hyphenation = self.hyphenates ? hyphenation : nil
    }

    /// Cells across a column of vertical text: one full-width character.
    public static let verticalColumnCells = 2

    /// First-line indent for a paragraph, never more than half a line.
    func indent(_ script: Script.Paragraph) -> Int {
        let indent: Int
        switch script {
        case .latin: indent = latinIndent
        case .chinese: indent = cjkIndent
        case .japanese: indent = japaneseIndent
        }
        return min(indent, columns / 2)
    }

    /// Whether a blank line goes before a (non-first) paragraph.
    func spacing(_ script: Script.Paragraph) -> Bool {
        paragraphSpacing ?? (script == .latin)
    }
}
