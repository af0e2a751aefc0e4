import ReaderCore
import ReaderLibrary
import ReaderStore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// The library's ways in: `termreader` with no file (the recent books), `termreader DIR` (the
/// books of a folder), `termreader --last` (the last book read, opened at once). A book chosen
/// in the library opens in the same process; `q` in the book then quits the program, as it
/// always does. A book that cannot be opened leaves the library up, its error in the footer.
enum LibraryLauncher {
    /// Handles the command lines that are the library's own (none, or `--last` alone) without
    /// the argument parser; returns false for any other command line.
    static func runPlain(_ arguments: [String]) -> Bool {
        let action: () throws -> Void
        switch arguments {
        case []: action = { try showRecent() }
        case ["--last"]: action = openLast
        default: return false
        }
        do {
            try action()
        } catch {
            CLIError.exit(reporting: error)
        }
        return true
    }

    /// The recent books, newest first, then those of the config's `[library] folders` not read
    /// yet, by title.
    static func showRecent() throws {
        let store = StateStore.standard(environment: Environment.current)
        let startup = StartupSettings.load()
        let folders = startup.config.libraryFolders.map { AbsolutePath.of(Config.expanded($0, environment: Environment.current)) }
        let source: LibraryModel.Source = folders.isEmpty ? .recent : .shelf(folders: folders)
        try show(source: source, startup: startup, options: .none) { pace in
            let known = known()
            let recent = LibraryCatalog.recent(
                store.all(), secondsPerCharacter: pace, known: known, fileSize: LibraryCatalog.regularFileSize)
            guard !folders.isEmpty else { return recent }
            var seen = Set<String>()
            let books = folders.flatMap { LibraryCatalog.scan(folder: $0, store: store) }.filter { seen.insert($0.path).inserted }
            return LibraryCatalog.shelf(recent: recent, folders: LibraryCatalog.folder(books, secondsPerCharacter: pace, known: known))
        }
    }

    /// The books directly in `folder` (`LibraryCatalog.isBookName`).
    static func showFolder(_ folder: String, options: SettingChoices) throws {
        guard RawPaths.withCString(folder, { access($0, R_OK | X_OK) }) == 0 else {
            throw CLIError(.unreadable(folder, reason: String(cString: strerror(errno))))
        }
        let store = StateStore.standard(environment: Environment.current)
        if CalibreLibrary.isLibrary(folder) { return try showCalibre(AbsolutePath.of(folder), store: store, options: options) }
        let root = AbsolutePath.of(folder)
        try show(source: .folder(folder), startup: StartupSettings.load(), options: options) { pace in
            LibraryCatalog.folder(LibraryCatalog.scan(folder: root, store: store), secondsPerCharacter: pace, known: known())
        }
    }

    /// The books of the calibre library in `folder`, with calibre's titles, authors and series.
    private static func showCalibre(_ folder: String, store: StateStore, options: SettingChoices) throws {
        let books: [CalibreBook]
        do {
            books = try CalibreLibrary.books(in: folder)
        } catch {
            throw CLIError(message: "cannot read the calibre library in \(folder): \(error)", code: 65)
        }
        try show(source: .calibre(folder), startup: StartupSettings.load(), options: options) { pace in
            LibraryCatalog.calibre(
                books, secondsPerCharacter: pace, fileSize: LibraryCatalog.regularFileSize,
                saved: { LibraryCatalog.saved(path: $0, store: store) })
        }
    }

    /// The books the full-text index has read, by path: their titles and authors name the rows
    /// of books whose state does not.
    private static func known() -> [String: FullTextIndex.IndexedBook] {
        let books = FullTextIndex.books(at: FullTextIndex.standardPath(environment: Environment.current))
        return Dictionary(books.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Reopens the book read last; exit 66 when there is none or it is no longer there.
    static func openLast() throws {
        let store = StateStore.standard(environment: Environment.current)
        let newest = LibraryCatalog.recent(store.all(), secondsPerCharacter: nil) { _ in 0 }.first
        guard let last = newest else { throw CLIError(message: "no book has been read yet", code: 66) }
        guard LibraryCatalog.regularFileSize(last.path) != nil else {
            throw CLIError(message: "the last book read is missing: \(last.path)", code: 66)
        }
        try ReadCommand.read(file: last.path, encoding: nil)
    }

    /// Shows the list made by `entries` (given the reader's pace) and opens the book chosen, both
    /// with the settings `options` choose for this run.
    private static func show(
        source: LibraryModel.Source, startup: (config: Config, settings: SettingsMemory), options: SettingChoices,
        entries: (Double?) -> [LibraryEntry]
    ) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw CLIError(message: "not a terminal; the library needs one (termreader --help for the commands)", code: 1)
        }
        let (config, settings) = startup
        // Until the terminal answers the background query, COLORFGBG is the best guess.
        let model = LibraryModel(
            source: source, entries: entries(settings.initial.pace.secondsPerCharacter),
            store: StateStore.standard(environment: Environment.current),
            fullTextIndex: FullTextIndex.standardPath(environment: Environment.current),
            catalogs: (config.catalogs, Environment.current, config.downloads(environment: Environment.current)),
            theme: options.applied(to: settings.initial.applied(to: config)).theme, palettes: config.palettes,
            terminalIsDark: TerminalAppearance.isDark(colorFGBG: Environment.current["COLORFGBG"]) ?? false)
        let session = LibrarySession(model: model)
        while let (path, place) = try session.run() {
            do {
                return try ReadCommand.read(file: path, encoding: nil, options: options, start: place)
            } catch {
                // A book that cannot be opened is one line in the list's footer, not the end of the program.
                guard let failure = CLIError(reporting: error) else { throw error }
                session.couldNotOpen(failure.message)
            }
        }
    }
}
