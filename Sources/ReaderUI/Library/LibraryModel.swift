import ReaderCore
import ReaderLibrary

/// The library screen's state and what its keys do, in the reader's dialect: `update` takes an
/// `AppEvent` (keys, the window's size, the terminal's appearance, a forgetting's result) and
/// returns the `Effect`s the session carries out (forgetting is a `ForgetJob`, searching the
/// books' text a `FullTextSearchJob`); `view` draws it. Rows are filtered by `/`, moved through
/// with j/k/arrows/PgUp/PgDn/g/G and ordered by `o`; `d` asks before forgetting a book; `s` searches the text of
/// every book (`LibrarySearch`); `c` browses the OPDS catalogues (`CatalogBrowser`); missing books cannot be opened.
package struct LibraryModel {
    /// Which list this is: the recent books (then those of the config's `[library] folders` not
    /// read yet: `shelf`), the books of a folder, or of a calibre library.
    package enum Source: Equatable {
        case recent
        case shelf(folders: [String])
        case folder(String)
        case calibre(String)
    }

    package let source: Source
    package private(set) var entries: [LibraryEntry] {
        didSet { visible = filterKeys.rows(entries, holding: filter) }
    }
    /// The filter typed after `/` (case-insensitive, on title, authors, series, tags and path).
    package private(set) var filter = "" {
        didSet { visible = filterKeys.rows(entries, holding: filter) }
    }
    /// What the filter looks in.
    private let filterKeys: LibraryFilter
    /// The rows that pass the filter, in list order.
    package private(set) var visible: [LibraryEntry]
    /// True while the filter is being typed.
    package private(set) var editingFilter = false
    /// The order the rows are shown in (`o` turns to the next).
    package private(set) var order = LibraryOrder.listed
    /// Each book's place in the list's own order, by path.
    private let listed: [String: Int]
    /// The selected row among the visible ones, and the first shown.
    package private(set) var cursor = ListCursor()
    /// The full-text search, while it is on screen.
    package private(set) var search: LibrarySearch?
    /// The config's OPDS catalogues, where passwords are looked up and books downloaded to.
    package let catalogAccounts: [CatalogAccount]
    private let environment: [String: String]
    private let downloads: String
    /// The catalogues, while they are on screen (`c`).
    package private(set) var catalogs: CatalogBrowser?
    /// The colours the terminal shows, which a book's cover is drawn in.
    package var pictureColors = ColorDepth.ansi256
    /// The selected book's cover: the book asked for, and its picture once decoded (nil: none yet,
    /// or it has none). Asked for whenever another book is selected on a screen wide enough.
    package private(set) var cover: (path: String, picture: Bitmap?)?
    /// The selected book's cover as character art for this screen, made when the picture arrives
    /// or the screen changes, not at every frame.
    private(set) var coverArt: CoverArt.Drawn?
    /// Where the full-text index is kept; nil: no search.
    package let fullTextIndex: String?
    /// The book `d` asked about, waiting for `y`.
    package private(set) var confirming: LibraryEntry?
    /// The books asked to be forgotten whose `ForgetJob` has not answered yet.
    package private(set) var forgetting: [LibraryEntry] = []
    /// Where the books' states are kept (what forgetting deletes).
    package let store: StateStore
    /// What the rows' dates are measured from.
    package let clock: WallClock
    /// A one-line message for the footer until the next key.
    package private(set) var message: String?
    /// The screen's size, from `.resize`.
    package private(set) var columns: Int
    package private(set) var rows: Int
    /// The colours, and whether the terminal is dark (for the `auto` theme), from `.appearance`.
    package let theme: ThemeChoice
    package let palettes: ThemePalettes
    package private(set) var terminalIsDark: Bool

    package init(
        source: Source, entries: [LibraryEntry], store: StateStore, fullTextIndex: String? = nil,
        catalogs: (accounts: [CatalogAccount], environment: [String: String], downloads: String) = ([], [:], ""),
        clock: WallClock = .system,
        columns: Int = 80, rows: Int = 24, theme: ThemeChoice = .light, palettes: ThemePalettes = .standard, terminalIsDark: Bool = false
    ) {
        self.source = source
        (catalogAccounts, environment, downloads) = catalogs
        self.fullTextIndex = fullTextIndex
        listed = Dictionary(entries.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { a, _ in a })
        self.entries = entries
        filterKeys = LibraryFilter(entries)
        visible = entries
        self.store = store
        self.clock = clock
        self.columns = columns
        self.rows = rows
        self.theme = theme
        self.palettes = palettes
        self.terminalIsDark = terminalIsDark
    }

    /// Changes the state for `event`; the effects are what the session must do (open, forget,
    /// quit, fetch the cover of the book now selected).
    package mutating func update(_ event: AppEvent) -> [Effect] {
        let effects = changed(by: event)
        drawCover()
        guard search == nil, catalogs == nil, columns >= CoverArt.minimumColumns, let book = selection, !book.missing,
            cover?.path != book.path
        else { return effects }
        cover = (book.path, nil)
        return effects + [.start(LibraryCoverJob(path: book.path))]
    }

    /// Makes `coverArt` for the cover on screen — of the catalogue entry whose details are shown,
    /// else of the selected book — unless it is made already for this screen.
    private mutating func drawCover() {
        let shown: (path: String, picture: Bitmap)?
        if let catalogs {
            if case .details = catalogs.phase, let cover = catalogs.cover { shown = (cover.url, cover.picture) } else { shown = nil }
        } else if let cover, let picture = cover.picture, cover.path == selection?.path {
            shown = (cover.path, picture)
        } else {
            shown = nil
        }
        guard let shown else {
            coverArt = nil
            return
        }
        let key = CoverArt.Drawn.Key(
            path: shown.path, columns: columns, rows: rows, depth: pictureColors,
            style: palettes.palette(theme, terminalIsDark: terminalIsDark)[.text])
        if coverArt?.key != key { coverArt = CoverArt.make(shown.picture, for: key) }
    }

    private mutating func changed(by event: AppEvent) -> [Effect] {
        switch event {
        case .key(let key):
            if key != KeyMap.interrupt, search != nil { return searchKey(key) }
            if key != KeyMap.interrupt, var browser = catalogs {
                let command = browser.handle(key)
                catalogs = browser
                return carryOut(command)
            }
            switch handle(key) {
            case .none: return []
            case .open(let path): return [.open(path, at: nil)]
            case .forget(let book):
                if !forgetting.contains(book) { forgetting.append(book) }
                return [.start(ForgetJob(store: store, books: forgetting))]
            case .catalog(let command): return carryOut(command)
            case .quit: return [.quit]
            }
        case .resize(let columns, let rows):
            self.columns = columns
            self.rows = rows
            cursor.resize(pageSize: LibraryRenderer.pageSize(rows: rows), count: visible.count)
            search?.resize(pageSize: LibraryRenderer.pageSize(rows: rows))
            catalogs?.resize(pageSize: LibraryRenderer.pageSize(rows: rows))
        case .appearance(let dark): terminalIsDark = dark
        case .indexing(let fraction): search?.indexing(fraction)
        case .libraryMatches(let result): search?.answered(result)
        case .catalog(let answer):
            guard var browser = catalogs else { return [] }
            let command = browser.answered(answer)
            catalogs = browser
            return carryOut(command)
        case .libraryCover(let path, let picture):
            if cover?.path == path { cover = (path, picture) }
        case .forgotten(let answers):
            for (book, succeeded) in answers {
                forgetting.removeAll { $0 == book }
                if succeeded { forgot(book) } else { couldNotForget(book) }
            }
        default: break
        }
        return []
    }

    /// The whole screen, its rows dated by the model's clock.
    package func view() -> Frame {
        let now = clock.now()
        return LibraryRenderer.frame(
            self, columns: columns, rows: rows, palette: palettes.palette(theme, terminalIsDark: terminalIsDark), now: now.seconds,
            utcOffset: now.utcOffset)
    }

    /// What a key asks of the session.
    private enum Command: Equatable {
        case none
        case open(String)
        case forget(LibraryEntry)
        case catalog(CatalogBrowser.Command)
        case quit
    }

    /// The selected row, if any row is visible.
    package var selection: LibraryEntry? {
        let rows = visible
        return rows.indices.contains(cursor.selected) ? rows[cursor.selected] : nil
    }

    /// What the catalogues asked for.
    private mutating func carryOut(_ command: CatalogBrowser.Command) -> [Effect] {
        switch command {
        case .none: return []
        case .start(let job): return [.start(job)]
        case .fetchCover(let job): return [.start(job)]
        case .cancel: return [.cancel(CatalogJob.kind)]
        case .open(let path): return [.open(path, at: nil)]
        case .close:
            catalogs = nil
            return [.cancel(CatalogJob.kind), .cancel(CatalogCoverJob.kind)]
        }
    }

    /// A key while the search is on screen.
    private mutating func searchKey(_ key: Key) -> [Effect] {
        guard var search else { return [] }
        let command = search.handle(key)
        self.search = search
        switch command {
        case .none: return []
        case .run(let query):
            let books = entries.filter { !$0.missing }.map(\.path)
            return [.start(FullTextSearchJob(indexPath: fullTextIndex ?? "", books: books, query: query))]
        case .open(let match): return [.open(match.path, at: match.location)]
        case .close:
            self.search = nil
            return [.cancel(FullTextSearchJob.kind)]
        }
    }

    private mutating func handle(_ key: Key) -> Command {
        // Before the forget prompt and the filter: Ctrl-C quits from anywhere at once.
        if key == KeyMap.interrupt { return .quit }
        message = nil
        if let book = confirming {
            confirming = nil
            return key == .character("y") || key == .character("Y") ? .forget(book) : .none
        }
        if editingFilter { return editFilter(key) }
        if cursor.handle(key, count: visible.count) { return .none }
        switch key {
        case .character("/"):
            editingFilter = true
        case .character("o"):
            order = order.next
            entries = order.sorted(entries, listed: listed)
            move(to: 0)
        case .character("c"):
            guard !catalogAccounts.isEmpty else {
                message = "no catalogues: add a [[catalog]] with a url to the config"
                return .none
            }
            var browser = CatalogBrowser(
                accounts: catalogAccounts, environment: environment, downloads: downloads, pageSize: cursor.pageSize)
            let command = browser.begin()
            catalogs = browser
            return .catalog(command)
        case .character("s"):
            guard fullTextIndex != nil else { return .none }
            var search = LibrarySearch()
            search.resize(pageSize: cursor.pageSize)
            self.search = search
        case .enter:
            guard let book = selection else { return .none }
            guard !book.missing else {
                message = "missing: \(LibraryRenderer.printable(book.path)) is not there any more"
                return .none
            }
            return .open(book.path)
        case .character("d"), .delete:
            guard let book = selection else { return .none }
            guard book.fingerprint != nil else {
                message = "nothing saved for \(LibraryRenderer.printable(book.title))"
                return .none
            }
            confirming = book
        case .escape where !filter.isEmpty:
            setFilter("")
        case .character("q"), .escape:
            return .quit
        default: break
        }
        return .none
    }

    /// A key while the filter is typed: text narrows the list at once, Enter keeps the filter,
    /// Esc clears it.
    private mutating func editFilter(_ key: Key) -> Command {
        switch key {
        case .enter, .down, .up:
            editingFilter = false
        case .escape:
            editingFilter = false
            setFilter("")
        case .backspace:
            if filter.isEmpty { editingFilter = false } else { setFilter(String(filter.dropLast())) }
        case .control("u"):
            setFilter("")
        case .character(let c) where filter.count < Self.filterLimit:
            setFilter(filter + String(c))
        default: break
        }
        return .none
    }

    /// The book was forgotten: in the recent list it goes; in a folder (the shelf's included) it
    /// stays, without progress.
    private mutating func forgot(_ book: LibraryEntry) {
        let inFolder: Bool
        switch source {
        case .recent: inFolder = false
        case .shelf(let folders): inFolder = folders.contains { book.path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        case .folder, .calibre: inFolder = true
        }
        if !inFolder {
            entries.removeAll { $0.path == book.path && $0.fingerprint == book.fingerprint }
        } else {
            for i in entries.indices where entries[i].path == book.path {
                entries[i].fingerprint = nil
                entries[i].fraction = nil
                entries[i].lastRead = nil
                entries[i].secondsLeft = nil
            }
        }
        message = "forgot \(LibraryRenderer.printable(book.title))"
        move(to: cursor.selected)
    }

    /// The book chosen could not be opened: `reason` (its one-line error) in the footer, until the next key.
    package mutating func couldNotOpen(_ reason: String) {
        message = LibraryRenderer.printable(reason)
    }

    /// Forgetting failed: say so.
    private mutating func couldNotForget(_ book: LibraryEntry) {
        message = "cannot forget \(LibraryRenderer.printable(book.title))"
    }

    private mutating func setFilter(_ text: String) {
        filter = text
        move(to: 0)
    }

    private mutating func move(to row: Int) {
        cursor.move(to: row, count: visible.count)
    }

    /// Longest filter typed.
    package static let filterLimit = 100
}
