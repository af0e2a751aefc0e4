import FoundationEssentials
import ReaderCore
import ReaderStore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// What a reading session keeps on disk: the book's state (place, bookmarks, writing), merged
/// onto what another reader of the book saved meanwhile, and the settings chosen in the reader.
/// A failure is kept as one warning for when the terminal is restored.
final class SessionPersistence {
    private let store: StateStore
    private let settings: SettingsMemory
    private let warnings: WarningLog
    private let fingerprint: String
    /// The book's absolute path, recorded in the state for the library.
    private let absolutePath: String
    /// The writing chosen for this book in an earlier session, kept unless this one chooses.
    private let startWriting: WritingMode?
    /// The start of the file, saved with the state so the book is recognised after it grows:
    /// hashed once the first page is on screen, which does not need it.
    var prefix: PrefixFingerprint?
    /// The state as loaded, then as this session last saved it: what its changes are measured
    /// against when it saves onto whatever another reader of the book saved meanwhile.
    private var savedState: ReadingState?
    /// This session's place and when it last moved it (seconds since 1970; nil: not since loaded).
    private var place: (location: Location, at: Double?)
    /// Where the session opened the book: until the reader moves from it, the saved place stays
    /// (`--from-start` only peeks at the start).
    private let opened: Location
    /// Whether the reader has moved from where the book opened.
    private var moved = false
    /// Whether a failed save was already reported (once per session is enough).
    private var saveFailed = false
    /// The state of the book before it grew, which the book's own state replaces once saved.
    private var grownFrom: ReadingState?
    /// Where the book's highlights and notes are kept, and the model's `notesGeneration` last saved.
    private let notesStore: AnnotationStore
    private var savedNotes = 0
    /// The reading log, this sitting's entry in it (its time and pages filled in from the
    /// model's tally at each save; dated when first saved, so opening a book reads no time zone)
    /// and the tally last saved.
    private let logStore: ReadingLogStore
    private let wallClock: WallClock
    private let started = Int(time(nil))
    private lazy var sitting = ReadingSessionRecord(
        id: Annotation.newID(), book: fingerprint, title: "",
        day: ReadingSessionRecord.day(of: started, utcOffset: wallClock.now().utcOffset), start: Int64(started))
    private var savedTally = ReadingTally()
    /// The sync folder, and when this session last exchanged with it (the book's opening did).
    private let sync: BookSync?
    private var exchanged = MonotonicClock.now()

    /// Saves `book`'s state where it was read from; `opened`: the model's place once the book is open.
    init(book: OpenedBook, settings: SettingsMemory, warnings: WarningLog, opened: Location) {
        store = book.store
        self.settings = settings
        self.warnings = warnings
        fingerprint = book.fingerprint
        absolutePath = AbsolutePath.of(book.path)
        startWriting = book.startWriting
        savedState = book.saved
        grownFrom = book.grownFrom
        place = (book.saved?.location ?? .start, book.saved?.placedAt)
        self.opened = opened
        notesStore = book.notesStore
        logStore = book.logStore
        wallClock = book.wallClock
        sync = book.sync
    }

    /// Writes the model's place, bookmarks and writing, and the settings chosen in the reader;
    /// then, when the session is `closing` or some seconds after it last did, exchanges them with
    /// the sync folder.
    func save(_ model: ReaderModel, closing: Bool = false) {
        moved = moved || model.location != opened
        let location = moved ? model.location : place.location
        if location != place.location { place = (location, Double(time(nil))) }
        let mine = ReadingState(
            fingerprint: fingerprint, path: absolutePath, location: location, bookmarks: model.bookmarks, prefix: prefix,
            fraction: model.readFraction, writing: model.chosenWriting ?? startWriting, placedAt: place.at, title: model.bookTitle,
            authors: model.bookAuthors)
        do {
            try store.save(mine, over: savedState)
            // The next save measures this session's changes from what it had now, not from the
            // merged file: bookmarks another reader added are not this session's to remove.
            savedState = mine
            if let ancestor = grownFrom {
                store.retire(ancestor)
                grownFrom = nil
            }
        } catch {
            // The terminal may be ours: say it once we are back on the shell, once a session.
            guard !saveFailed else { return }
            saveFailed = true
            warnings.add("warning: \(error.message)")
        }
        saveNotes(model)
        exchange(closing: closing)
        logSitting(model.tally, title: model.bookTitle)
        // Settings live beside the state: when the state could not be saved, that warning says it.
        if let warning = settings.keep(model.remembered), !saveFailed { warnings.add("warning: \(warning)") }
    }

    /// Writes the model's highlights and notes when they changed, merged with what another reader of
    /// the book saved meanwhile (which the model then shows too).
    private func saveNotes(_ model: ReaderModel) {
        guard model.notesGeneration != savedNotes else { return }
        do {
            _ = model.update(.notesSaved(try notesStore.save(model.notes)))
        } catch {
            warnings.add("warning: \(error.message)")
        }
        savedNotes = model.notesGeneration
    }

    /// Puts what this session saved into the sync folder and takes in what the other machines put
    /// there (which the state files then hold, for this session's next save to merge onto), at
    /// most every `exchangeSeconds` while reading: a page turn does not read the folder.
    private func exchange(closing: Bool) {
        guard let sync, closing || MonotonicClock.now() - exchanged >= Self.exchangeSeconds else { return }
        exchanged = MonotonicClock.now()
        for warning in sync.exchange(fingerprint: fingerprint, path: absolutePath, now: Double(time(nil))) {
            warnings.add("warning: \(warning)")
        }
    }

    static let exchangeSeconds = 20.0

    /// Writes this sitting's time and pages into the reading log when they grew.
    private func logSitting(_ tally: ReadingTally, title: String) {
        guard tally != savedTally else { return }
        sitting.title = title
        sitting.seconds = Int(tally.seconds.rounded())
        sitting.pages = tally.pages
        sitting.finished = tally.finished
        do {
            try logStore.save([sitting])
        } catch {
            warnings.add("warning: \(error.message)")
        }
        savedTally = tally
    }

    /// Writes `markdown` (the book's highlights and notes) to `NAME.md` beside the annotations
    /// file, named by the book's title; what the footer says of it.
    func exportNotes(_ markdown: String, title: String) -> String {
        let path = notesStore.directory + "/" + Self.exportName(title: title, fingerprint: fingerprint)
        guard AtomicFile.write(Data(markdown.utf8), to: path, in: notesStore.directory) else { return "cannot write \(path)" }
        return "notes written to \(path)"
    }

    /// The export's file name: the title's letters and digits (others become `-`, at most 60),
    /// then the fingerprint's first 8 characters, which keeps two books of one title apart.
    static func exportName(title: String, fingerprint: String) -> String {
        var name = ""
        for c in title.prefix(60) {
            if c.isLetter || c.isNumber {
                name.append(c)
            } else if !name.isEmpty, name.last != "-" {
                name.append("-")
            }
        }
        if name.last == "-" { name.removeLast() }
        return (name.isEmpty ? "" : name + "-") + fingerprint.prefix(8) + ".md"
    }

    /// The reading statistics from the log as saved, with each book's progress from its state.
    func statistics() -> StatisticsText {
        StatisticsText.today(logStore.load().log, states: store)
    }

    /// Writes copied `text` to `clipboard.txt` beside the reader's state (readable by you alone):
    /// a terminal that ignores the clipboard sequence (VTE's, the Linux console) leaves it there.
    /// What the footer says.
    func keepCopy(_ text: String) -> String {
        let path = store.directory + "/clipboard.txt"
        guard AtomicFile.write(Data(text.utf8), to: path, in: store.directory) else { return "copied \(text.count) characters" }
        chmod(path, 0o600)
        return "copied \(text.count) characters (also in \(path))"
    }
}
