import ReaderCore
import ReaderUI

/// The settings the reader opens a book with for this user, which `render` and `info` lay
/// pages out with too, so they print what the reader shows. Each setting is the command-line
/// option, else the one remembered from the reader (the writing: the one chosen for this book),
/// else the config file's.
struct ReaderStart {
    /// The config file's settings, resolved by that precedence.
    var config: Config
    /// What the reader remembers, which it changes as the reader chooses.
    var remembered: RememberedSettings
    /// The text width `=` goes back to: the config file's, or the option's.
    var defaultTextWidth: Int?
    var theme: ThemeChoice { config.theme }
    var mode: TransitionMode { config.mode }

    /// `options` count for this run only: they are not remembered (unless changed in the reader).
    init(config: Config, remembered: RememberedSettings, options: SettingChoices = .none, bookWriting: WritingMode? = nil) {
        var resolved = remembered.applied(to: config)
        if let bookWriting { resolved.layout.writing = WritingSetting(bookWriting) }
        self.config = options.applied(to: resolved)
        self.remembered = remembered
        defaultTextWidth = options.applied(to: config).layout.maxTextWidth
    }

    /// The reader's model of `book` at `location` on a `columns` × `rows` screen, as these settings lay it out.
    /// With `backgroundLoading` (the reader), hyphenation patterns are loaded and pictures decoded
    /// in the background, the page laid out or drawn again when they are there; else at once.
    func model(
        book: Book, location: Location = .start, columns: Int, rows: Int, terminalIsDark: Bool = false,
        provisional: Bool = false, bookmarks: [Bookmark] = [], notes: BookAnnotations = BookAnnotations(fingerprint: ""),
        localTime: @escaping @Sendable () -> Double? = { nil },
        textSource: BookSource? = nil, returnTo: Location? = nil, backgroundLoading: Bool = false
    ) -> ReaderModel {
        ReaderModel(
            book: book, location: location, columns: columns, rows: rows, theme: theme, mode: mode,
            terminalIsDark: terminalIsDark, keyMap: config.keyMap, duration: config.animationDuration,
            palettes: config.palettes, layoutSettings: config.layout, defaultTextWidth: .some(defaultTextWidth), boss: config.boss,
            provisional: provisional,
            remembered: remembered, footer: config.footer, bookmarks: bookmarks, notes: notes, localTime: localTime,
            textSource: textSource, returnTo: returnTo,
            dictionaries: DictionaryShelf(folders: config.dictionaryFolders(environment: Environment.current)),
            hyphenationFolders: HyphenationPatterns.standardFolders(environment: Environment.current), backgroundLoading: backgroundLoading,
            speech: config.speech(environment: Environment.current), programPath: Environment.current["PATH"])
    }
}
