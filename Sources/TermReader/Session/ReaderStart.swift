import ReaderCore
import ReaderUI

/// The settings the reader opens a book with for this user, which `render` and `info` lay
/// pages out with too, so they print what the reader shows. Each setting is the command-line
/// option, else the one remembered from the reader (the writing: the one chosen for this book),
/// else the config file's.
struct ReaderStart {
    /// The config file's settings, its layout resolved by that precedence.
    var config: Config
    /// What the reader remembers; the model applies the text width and line spacing chosen in it.
    var remembered: RememberedSettings
    var theme: ThemeChoice
    var mode: TransitionMode

    /// `lineSpacing` (an option of `render` only) counts for this run, over the remembered one.
    init(
        config: Config, remembered: RememberedSettings, theme: ThemeChoice? = nil, mode: TransitionMode? = nil,
        layout: PageLayout? = nil, ruby: RubyStyle? = nil, writing: WritingSetting? = nil, bookWriting: WritingMode? = nil,
        lineSpacing: Int? = nil, images: PictureSetting? = nil, chinese: ChineseScript? = nil, hyphenate: Bool? = nil
    ) {
        var config = config
        var remembered = remembered
        config.layout.pages = remembered.layout(option: layout, config: config)
        config.layout.ruby = ruby ?? remembered.ruby ?? config.layout.ruby
        config.layout.chinese = chinese ?? remembered.chinese ?? config.layout.chinese
        if let writing = writing ?? bookWriting.map(WritingSetting.init) { config.layout.writing = writing }
        if let images { config.layout.pictures = images }
        config.layout.hyphenate = hyphenate ?? remembered.hyphenate ?? config.layout.hyphenate
        if let lineSpacing {
            config.layout.lineSpacing = lineSpacing
            remembered.lineSpacing = nil
        }
        self.theme = remembered.theme(option: theme, config: config)
        self.mode = remembered.mode(option: mode, config: config)
        self.config = config
        self.remembered = remembered
    }

    /// The reader's model of `book` at `location` on a `columns` × `rows` screen, as these settings lay it out.
    /// Hyphenation patterns are loaded in the background when `patternsLater` (the reader: the page
    /// is laid out again when they are there), else before the model is made.
    func model(
        book: Book, location: Location = .start, columns: Int, rows: Int, terminalIsDark: Bool = false,
        provisional: Bool = false, bookmarks: [Bookmark] = [], notes: BookAnnotations = BookAnnotations(fingerprint: ""),
        localTime: @escaping @Sendable () -> Double? = { nil },
        textSource: BookSource? = nil, returnTo: Location? = nil, patternsLater: Bool = false
    ) -> ReaderModel {
        ReaderModel(
            book: book, location: location, columns: columns, rows: rows, theme: theme, mode: mode,
            terminalIsDark: terminalIsDark, keyMap: config.keyMap, duration: config.animationDuration,
            palettes: config.palettes, layoutSettings: config.layout, boss: config.boss, provisional: provisional,
            remembered: remembered, footer: config.footer, bookmarks: bookmarks, notes: notes, localTime: localTime,
            textSource: textSource, returnTo: returnTo,
            dictionaries: DictionaryShelf(folders: config.dictionaryFolders(environment: Environment.current)),
            hyphenationFolders: HyphenationPatterns.standardFolders(environment: Environment.current), loadsPatternsNow: !patternsLater,
            speech: config.speech(environment: Environment.current), programPath: Environment.current["PATH"])
    }
}
