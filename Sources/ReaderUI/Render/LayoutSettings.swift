import ReaderCore

/// How text is laid out on the screen, from the `[layout]` table of the config file.
package struct LayoutSettings: Equatable, Sendable {
    package var margins = Margins.standard
    /// Widest text column (wider windows centre it); nil = the whole width.
    package var maxTextWidth: Int? = ScreenLayout.defaultMaxTextWidth
    /// Blank line between paragraphs: nil = automatic (Latin yes, CJK no).
    package var paragraphSpacing: Bool?
    /// First-line indent in columns of Chinese, Japanese and Latin paragraphs.
    package var cjkIndent = 4
    package var japaneseIndent = 2
    package var latinIndent = 0
    /// CJK lines broken for width end flush with the text box (the gap kinsoku leaves is
    /// spread between their characters), and hyphenated Latin ones as flush as their word spaces allow.
    package var justify = true
    /// Latin paragraphs are hyphenated (the config file's `hyphenate`, on by default), with the patterns of the
    /// book's language (`Book.hyphenationLanguage`), where libhyphen and a `hyphen-*` package are installed.
    package var hyphenate = true
    /// The pattern file the page is laid out with: the reader sets it for the book on screen once
    /// the patterns are loaded; nil: no word is hyphenated.
    package var hyphenation: String?
    /// Blank rows under each row of text: 0 or 1.
    package var lineSpacing = 0
    /// How ruby annotations are shown (`effectiveRuby` is what the page gets).
    package var ruby = RubyStyle.inline
    /// The script Chinese is shown in (`[layout] chinese`): as the book has it, or converted by OpenCC.
    package var chinese = ChineseScript.asIs
    /// One page or a two-page spread (the config file's `layout`).
    package var pages = PageLayout.auto
    /// Horizontal or vertical text, or what the book asks for (the config file's `writing`).
    package var writing = WritingSetting.auto
    /// Empty cells between the columns of vertical text.
    package var columnGap = 1
    /// Whether pictures are drawn in the page (the config file's `images`).
    package var pictures = PictureSetting.auto
    /// The colours pictures are drawn in: the terminal's (the session sets them), 24-bit elsewhere.
    package var pictureColors = ColorDepth.direct
    /// Whether the terminal answered that it has the kitty graphics protocol (the session sets it).
    package var terminalHasKitty = false
    /// Whether the terminal's device attributes include sixel graphics (the session sets it).
    package var terminalHasSixel = false
    /// Whether the screen is an SVG that holds the pictures' own files (`render --format svg`).
    package var embedsPictures = false
    /// A cell's size in pixels, which sets the rows a picture takes: as the terminal answers, else 8×16.
    package var pictureCell = PixelSize(width: 8, height: 16)

    /// Largest indent the config file accepts.
    package static let maximumIndent = 16
    /// Widest `column-gap` the config file accepts.
    package static let maximumColumnGap = 8
    /// Widest `max-width` the config file accepts.
    package static let maximumTextWidth = 1000

    package init() {}

    /// The page geometry for a text box of `columns` × `rows` (for vertical writing: cells per
    /// column × columns per page) with these typographic choices.
    /// `pictureCell`: the cell size when pictures are drawn, nil for placeholders.
    package func geometry(columns: Int, rows: Int, writing: WritingMode = .horizontal, pictureCell: PixelSize? = nil) -> PageGeometry {
        PageGeometry(
            columns: columns, rows: rows, paragraphSpacing: paragraphSpacing, cjkIndent: cjkIndent,
            japaneseIndent: japaneseIndent, latinIndent: latinIndent, ruby: effectiveRuby, writing: writing,
            rubyBeside: writing == .vertical && columnGap > 0, pictureCell: pictureCell, columnGap: columnGap, hyphenates: hyphenate,
            hyphenation: hyphenation)
    }

    /// The terminal's graphics settled pages show pictures with: in an SVG the files themselves
    /// (unless `symbols` is asked for); else asked for, or under `auto` what
    /// the terminal has (kitty first); kitty only in colours that can name an image (256 or more),
    /// sixels only in colour and where chafa draws them (asked only then: chafa is loaded for
    /// books with pictures, `ScreenLayout.graphics`). Nil: character art or the placeholder.
    package var graphics: TerminalPictures.Graphics? {
        let namesImages = pictureColors == .direct || pictureColors == .ansi256
        if embedsPictures { return pictures == .symbols ? nil : .embedded }
        switch pictures {
        case .kitty: return namesImages ? .kitty : nil
        case .auto where terminalHasKitty && namesImages: return .kitty
        case .sixel,
            .auto where terminalHasSixel:
            return pictureColors != .monochrome && ChafaLibrary.shared?.sixels != nil ? .sixel : nil
        case .auto, .symbols, .off: return nil
        }
    }

    /// Whether a book that may hold pictures (`hasPictures`) is laid out with them: not `off`, and
    /// the kitty protocol or chafa there (chafa asked only then, so a TXT book never loads it).
    package func drawsPictures(hasPictures: Bool) -> Bool {
        pictures != .off && hasPictures && (graphics == .kitty || graphics == .embedded || ChafaLibrary.shared != nil)
    }

    /// The one line to say when a book that may hold pictures is to show them but chafa is missing.
    package func pictureWarning(hasPictures: Bool) -> String? {
        pictures != .off && hasPictures && graphics != .kitty && ChafaLibrary.shared == nil ? ChafaLibrary.missing : nil
    }

    /// The ruby style pages get: `above` needs the blank row of line spacing 1 to draw in, so
    /// without it annotations are shown inline.
    package var effectiveRuby: RubyStyle { ruby == .above && lineSpacing == 0 ? .inline : ruby }
}
