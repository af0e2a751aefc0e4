import ReaderCore

/// How text is laid out on the screen, from the `[layout]` table of the config file.
struct LayoutSettings: Equatable, Sendable {
    var margins = Margins.standard
    /// Widest text column (wider windows centre it); nil = the whole width.
    var maxTextWidth: Int? = ScreenLayout.defaultMaxTextWidth
    /// Blank line between paragraphs: nil = automatic (Latin yes, CJK no).
    var paragraphSpacing: Bool?
    /// First-line indent in columns of Chinese, Japanese and Latin paragraphs.
    var cjkIndent = 4
    var japaneseIndent = 2
    var latinIndent = 0
    /// CJK lines broken for width end flush with the text box (the gap kinsoku leaves is
    /// spread between their characters).
    var justify = true
    /// Blank rows under each row of text: 0 or 1.
    var lineSpacing = 0
    /// One page or a two-page spread (the config file's `layout`).
    var pages = PageLayout.auto
    /// Horizontal or vertical text, or what the book asks for (the config file's `writing`).
    var writing = WritingSetting.auto
    /// Empty cells between the columns of vertical text.
    var columnGap = 1

    /// Largest indent the config file accepts.
    static let maximumIndent = 16
    /// Widest `column-gap` the config file accepts.
    static let maximumColumnGap = 8
    /// Widest `max-width` the config file accepts.
    static let maximumTextWidth = 1000

    /// The page geometry for a text box of `columns` × `rows` (for vertical writing: cells per
    /// column × columns per page) with these typographic choices.
    func geometry(columns: Int, rows: Int, writing: WritingMode = .horizontal) -> PageGeometry {
        PageGeometry(
            columns: columns, rows: rows, paragraphSpacing: paragraphSpacing, cjkIndent: cjkIndent,
            japaneseIndent: japaneseIndent, latinIndent: latinIndent, writing: writing,
            rubyBeside: writing == .vertical && columnGap > 0)
    }
}
