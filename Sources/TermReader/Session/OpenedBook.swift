import ReaderCore
import ReaderLibrary
import ReaderStore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// A book opened for reading, before any terminal is taken: the file, what an earlier read
/// learned about opening it (encoding, wrap style), the saved place, bookmarks and writing,
/// and for a book of another format than TXT (`BookFormats`) its window holding that place. A bad book fails here, as one line on a
/// plain terminal.
final class OpenedBook {
    /// Bytes of the file decoded for the first pages: a few screens' worth, so the first
    /// page costs about the same for any book and any window size.
    static func windowBytes(columns: Int, rows: Int) -> Int {
        max(24 * 1024, columns * rows * 12)
    }

    /// The TXT book's source; nil for a book of another format.
    let source: BookSource?
    /// The book's format when it is not TXT (read through the registry, not `BookSource`).
    let document: (any BookFormat)?
    /// That book opened once for the session: its window read now, the whole book by the load job.
    let opened: (any OpenedDocument)?
    /// For a book of another format, its window: the part holding the saved place (an EPUB's content document).
    let documentWindow: Book?
    let path: String
    let cacheStore: IndexCacheFolder
    /// Where this book's state is kept.
    let store: StateStore
    /// What an earlier read learned about opening this file, when it still describes it.
    let opening: BookOpening?
    let modified: Int
    let fingerprint: String
    /// The file as opened.
    let file: SourceFile
    /// The saved state as loaded (nil: none, or unreadable).
    let saved: ReadingState?
    /// The state of this book before text was appended to it, when `saved` was taken from it:
    /// retired once this book's own state is saved.
    let grownFrom: ReadingState?
    let startLocation: Location
    let startBookmarks: [Bookmark]
    /// The reader's highlights and notes of this book (`AnnotationStore`).
    let startNotes: BookAnnotations
    /// Where the highlights and notes are kept.
    let notesStore: AnnotationStore
    /// Where the reading log is kept, and the clock its sittings are dated by.
    let logStore: ReadingLogStore
    let wallClock: WallClock
    /// The writing chosen for this book in an earlier session (`ReadingState.writing`).
    let startWriting: WritingMode?
    /// Which lines are chapter headings; the rules' step budget is this book's alone.
    let rules: HeadingRules
    /// The sync folder this book's place, bookmarks and notes are exchanged through, if any.
    let sync: BookSync?
    /// The library's full-text index, which the book joins once read whole (`FullTextIndexJob`).
    let fullTextIndex: String

    /// Opens `path` with the state and cache folders `environment` names. Warnings about the
    /// cache, the state or missing parts are printed at once, before the screen is taken.
    init(
        file path: String, encoding forced: TextEncoding?, rules: HeadingRules = .auto, start: Location?, sync: BookSync? = nil,
        environment: [String: String] = Environment.current
    ) throws(ReaderError) {
        self.rules = rules.forNewBook()
        self.sync = sync
        fullTextIndex = FullTextIndex.standardPath(environment: environment)
        self.path = path
        file = try SourceFile(path: path)
        fingerprint = Fingerprint.of(file)
        modified = file.modified
        cacheStore = IndexCacheFolder.standard(environment: environment)
        store = StateStore.standard(environment: environment)
        let format = forced == nil ? BookFormats.of(file) : PlainTextFormat()
        document = format is PlainTextFormat ? nil : format
        if document != nil {
            opening = nil
            source = nil
        } else {
            let lookup: CacheLookup<BookOpening> =
                forced == nil ? cacheStore.lookupOpening(fingerprint: fingerprint, size: file.size, modified: modified) : .missing
            let opened = try BookSource(file: file, encoding: forced, known: lookup.entry?.known)
            source = opened
            // A damaged entry is mentioned once and rebuilt by this session's full read.
            if let complaint = lookup.complaint {
                printError("warning: ignoring index cache \(complaint); rebuilding it")
            } else if let reason = opened.ignoredKnown {
                printError("warning: ignoring index cache \(cacheStore.openingPath(for: fingerprint)) (\(reason)); rebuilding it")
            }
            opening = opened.ignoredKnown == nil ? lookup.entry : nil
        }
        // What the other machines did with this book comes into its state files before they are read.
        for warning in sync?.exchange(fingerprint: fingerprint, path: AbsolutePath.of(path), now: Double(time(nil))) ?? [] {
            printError("warning: " + warning)
        }
        var loaded: ReadingState?
        var ancestor: ReadingState?
        do {
            loaded = try store.load(fingerprint: fingerprint)
        } catch {
            printError("warning: \(error.message)")
        }
        // No state for this exact file: it may be a book read before that has grown since.
        if loaded == nil, let grown = store.grownState(of: file, fingerprint: fingerprint) {
            (loaded, ancestor) = (grown.state, grown.ancestor)
        }
        saved = loaded
        grownFrom = ancestor
        startLocation = start ?? loaded?.location ?? .start
        startBookmarks = loaded?.bookmarks ?? []
        notesStore = AnnotationStore.standard(environment: environment)
        logStore = ReadingLogStore.standard(environment: environment)
        wallClock = .system
        let notes = notesStore.load(fingerprint: fingerprint)
        if let warning = notes.warning { printError("warning: " + warning) }
        startNotes = notes.annotations
        startWriting = loaded?.writing
        let key = BookSnapshot.Key(fingerprint: fingerprint, size: file.size, modified: modified)
        opened = try document?.open(path: path, snapshots: SnapshotFolder.standard(environment: environment), key: key)
        documentWindow = try opened?.window(from: startLocation.offset)
        if let documentWindow, let warning = missingPartsWarning(documentWindow, path: path) { printError(warning) }
    }

    /// The provisional book the first page is drawn from: a window of the file around the saved
    /// place, sized for a `size` screen (another format's window was read when it was opened).
    func window(for size: TerminalSize) throws(ReaderError) -> Book {
        if let documentWindow { return documentWindow }
        return try BookLoader.window(
            source!, from: startLocation.offset, maxBytes: Self.windowBytes(columns: size.columns, rows: size.rows), rules: rules)
    }

    /// The job that reads the whole book in the background (a large TXT book laid out at
    /// `geometry` as it is read) and updates the index cache; cache complaints go to `warnings`.
    func loadJob(geometry: PageGeometry, warnings: WarningLog) -> BookLoadJob {
        let cached: (@Sendable () -> IndexCacheEntry?)? =
            opening == nil
            ? nil
            : { @Sendable [cacheStore, fingerprint, modified, source] in
                source.flatMap { source in
                    let lookup = cacheStore.lookup(fingerprint: fingerprint, size: source.file.size, modified: modified)
                    if let complaint = lookup.complaint { warnings.add("warning: ignoring index cache \(complaint); rebuilding it") }
                    return lookup.entry
                }
            }
        return BookLoadJob(
            source: source, document: opened, geometry: geometry, cache: cached, rules: rules
        ) {
            [cacheStore, fingerprint, modified, source, rules] book, used in
            // Chapters found by rules stopped halfway are not this book's under those rules.
            guard let source, rules.budgetFailure == nil else { return }
            let fresh = IndexCacheEntry(book: book, source: source, fingerprint: fingerprint, modified: modified, rules: rules)
            // Chapters found under other rules are replaced, not a fault of the entry.
            if let used, used.rules == fresh.rules, used.chapters != fresh.chapters {
                warnings.add(
                    "warning: ignoring index cache \(cacheStore.path(for: fingerprint)) (its chapters do not fit the book); rebuilding it")
            }
            if fresh != used { cacheStore.save(fresh) }
        }
    }
}
