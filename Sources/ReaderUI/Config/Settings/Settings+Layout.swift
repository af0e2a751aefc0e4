import ReaderCore

/// The settings of `[layout]`: how pages are laid out.
extension Settings {
    package static let pages = Setting(
        "layout", "layout", format: .word, path: \.layout.pages, remembered: .always("layout"), actions: [.cycleLayout],
        summary: "pages on screen",
        help:
            "auto shows two pages side by side, a book's open spread, when each can be \(PageLayout.comfortableWidth) columns wide, and one column otherwise; single or spread."
    )
    package static let maxWidth = Setting(
        "layout", "max-width", format: .width(ScreenLayout.minimumColumns...LayoutSettings.maximumTextWidth),
        path: \.layout.maxTextWidth, remembered: .always("textWidth"), actions: [.widerText, .narrowerText, .resetWidth],
        summary: "widest text column",
        help: "In columns: wider windows centre the text; = in the reader goes back to this one.")
    package static let paragraphSpacing = Setting(
        "layout", "paragraph-spacing", format: .automatic, path: \.layout.paragraphSpacing,
        summary: "a blank line between paragraphs", help: "auto: in Latin text, not in Chinese and Japanese.")
    package static let cjkIndent = indent("cjk", \.layout.cjkIndent, "Chinese paragraphs' first-line indent")
    package static let japaneseIndent = indent("japanese", \.layout.japaneseIndent, "Japanese paragraphs' first-line indent")
    package static let latinIndent = indent("latin", \.layout.latinIndent, "Latin paragraphs' first-line indent")
    package static let justify = Setting(
        "layout", "justify", format: .boolean, path: \.layout.justify, summary: "lines end flush",
        help:
            "In Chinese and Japanese the gap a line break leaves is spread between characters; hyphenated Latin text takes it in its word spaces (a space each at most, the rest left at the end)."
    )
    package static let hyphenate = Setting(
        "layout", "hyphenate", format: .boolean, path: \.layout.hyphenate, remembered: .always("hyphenate"), actions: [.hyphenate],
        summary: "hyphenation of Latin words at the line's end",
        help:
            "By the patterns of the book's language (its declared one, else the one its words say): needs libhyphen0 and a hyphen-* package (hyphen-en-us); without patterns for the language, Latin text stays ragged. Soft hyphens in the book are where its words break. Search and copying see the words whole."
    )
    package static let lineSpacing = Setting(
        "layout", "line-spacing", format: .integer(0...1), path: \.layout.lineSpacing, remembered: .always("lineSpacing"),
        actions: [.lineSpacing], summary: "blank rows under each row of text", help: "0 or 1.")
    package static let ruby = Setting(
        "layout", "ruby", format: .word, path: \.layout.ruby, remembered: .always("ruby"), actions: [.cycleRuby],
        summary: "ruby (readings over kanji; above needs line spacing 1)",
        help:
            "inline after their base, 漢字(かんじ); above on the row over the base, as printed books set them (it needs line spacing 1, else they show inline; vertical text sets them beside their base); off hidden."
    )
    package static let chinese = Setting(
        "layout", "chinese", format: .word, path: \.layout.chinese, remembered: .always("chinese"), actions: [.cycleChinese],
        summary: "the script Chinese is shown in",
        help:
            "as-is, or converted by OpenCC (libopencc1.1) to simplified, traditional, taiwan (Taiwan's forms and words) or hongkong: what is shown, never the file; places, search, bookmarks and highlights keep to the book's own text."
    )
    package static let writing = Setting(
        "layout", "writing", format: .word, path: \.layout.writing, remembered: .perBook, actions: [.cycleWriting],
        summary: "writing",
        help:
            "Text in rows (horizontal), or in columns top to bottom, right to left (vertical, 縦書き), or auto: vertical for a Japanese book that asks for it (right-to-left pages)."
    )
    package static let columnGap = Setting(
        "layout", "column-gap", format: .integer(0...LayoutSettings.maximumColumnGap), path: \.layout.columnGap,
        summary: "empty columns between the columns of vertical text", help: "In cells.")
    package static let images = Setting(
        "layout", "images", format: .word, path: \.layout.pictures, summary: "pictures in the page",
        help:
            "auto draws them through the kitty graphics protocol when the terminal answers that it has it (kitty, Ghostty, WezTerm, Konsole), else in sixels when it says it has those (foot, mlterm, xterm -ti vt340, Windows Terminal), else as character art; kitty always through the protocol (in tmux, with allow-passthrough on); sixel always in sixels; symbols as character art (chafa draws sixels and character art: libchafa0); off as a one-line [image: …] placeholder. Page turns draw pictures as character art."
    )

    /// `[layout]`, in the order the default config file lists it.
    static var layoutTable: [AnySetting] {
        [pages.erased] + margins.map(\.erased)
            + [
                maxWidth.erased, paragraphSpacing.erased, cjkIndent.erased, japaneseIndent.erased, latinIndent.erased,
                justify.erased, hyphenate.erased, lineSpacing.erased, ruby.erased, chinese.erased, writing.erased,
                columnGap.erased, images.erased,
            ]
    }

    /// The four margins: empty cells around the text (of each page of a spread).
    package static let margins = [
        ("left", \Config.layout.margins.left), ("right", \Config.layout.margins.right), ("top", \Config.layout.margins.top),
        ("bottom", \Config.layout.margins.bottom),
    ].map { side, path in
        Setting(
            "layout", "margin-" + side, format: .integer(0...Margins.maximum), path: path, summary: "empty cells " + side + " of the text",
            help: "In columns or rows, kept in full from 36 columns and 12 rows; smaller windows shrink them.")
    }

    private static func indent(_ script: String, _ path: WritableKeyPath<Config, Int> & Sendable, _ summary: String) -> Setting<Int> {
        Setting(
            "layout", "indent-" + script, format: .integer(0...LayoutSettings.maximumIndent), path: path, summary: summary,
            help: "In columns (a CJK character is two columns wide).")
    }
}
