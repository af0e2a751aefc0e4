import ReaderCore
import Synchronization

/// Reads the whole book and counts its pages on background tasks, while the reader
/// already shows the first page from a window of the file. It calls `notify` (from its
/// threads) whenever there is something new to take, so the event loop needs no timer;
/// nothing here touches the screen or the model.
final class BookIndexer: Sendable {
    private struct State {
        var progress = 0.0
        var book: Book?
        var tables: (geometry: PageGeometry, anchors: [[PageAnchor]])?
        /// Page tables laid out while the book was read, for the chapters and geometry they were laid out for.
        var known: (geometry: PageGeometry, chapters: [Chapter], pages: [[PageAnchor]?])?
        var failure: String?
        var generation = 0
        var cancelled = false
    }

    private let state = Mutex(State())
    /// The TXT source read by `start`; nil for a book that is whole already (an EPUB).
    private let source: BookSource?
    /// Loads the index cache on the background task, when there may be one.
    private let cache: (@Sendable () -> BookIndexCache?)?
    /// Which lines are chapter headings.
    private let rules: HeadingRules
    /// Called on the background task with the whole book and the cache entry it used, e.g. to update the cache.
    private let onLoaded: @Sendable (Book, BookIndexCache?) -> Void
    /// Called on the background threads when progress or a result is ready.
    private let notify: @Sendable () -> Void

    init(
        source: BookSource?, cache: (@Sendable () -> BookIndexCache?)? = nil, rules: HeadingRules = .auto,
        notify: @escaping @Sendable () -> Void = {},
        onLoaded: @escaping @Sendable (Book, BookIndexCache?) -> Void = { _, _ in }
    ) {
        self.source = source
        self.cache = cache
        self.rules = rules
        self.notify = notify
        self.onLoaded = onLoaded
    }

    /// Starts reading the whole book; a large one is laid out at `geometry` as it is read (see `paginate`).
    func start(geometry: PageGeometry? = nil) {
        guard let source else { return }
        BackgroundThread.start { [self] in
            do {
                let entry = cache?()
                let loaded = try BookLoader.loadLaidOut(source, geometry: geometry, cache: entry, rules: rules) { fraction in
                    defer { self.notify() }
                    return self.state.withLock { s in
                        s.progress = max(s.progress, fraction)
                        return !s.cancelled
                    }
                }
                guard let (book, pages) = loaded else { return }
                state.withLock { s in
                    s.book = book
                    if let geometry { s.known = (geometry, book.chapters, pages) }
                }
                notify()
                onLoaded(book, entry)
            } catch {
                state.withLock { $0.failure = "\(error)" }
                notify()
            }
        }
    }

    /// Counts the pages of every chapter of `book` at `geometry`, replacing any count
    /// under way (the window was resized); chapters laid out while the book was read at this
    /// geometry are not laid out again.
    func paginate(_ book: Book, geometry: PageGeometry) {
        let (generation, known) = state.withLock { s in
            s.generation += 1
            s.tables = nil
            let known = s.known.flatMap { $0.geometry == geometry && $0.chapters == book.chapters ? $0.pages : nil } ?? []
            return (s.generation, known)
        }
        BackgroundThread.start { [self] in
            let tables = PageCounter.tables(Paginator(book: book, geometry: geometry), known: known) {
                self.state.withLock { $0.generation != generation || $0.cancelled }
            }
            state.withLock { s in
                guard s.generation == generation, let tables else { return }
                s.tables = (geometry, tables)
            }
            notify()
        }
    }

    /// The whole book, once read (returned once).
    func takeBook() -> Book? {
        state.withLock { s in
            defer { s.book = nil }
            return s.book
        }
    }

    /// Page tables for a geometry, once counted (returned once).
    func takeTables() -> (geometry: PageGeometry, anchors: [[PageAnchor]])? {
        state.withLock { s in
            defer { s.tables = nil }
            return s.tables
        }
    }

    /// Fraction of the file read so far.
    var progress: Double { state.withLock { $0.progress } }

    /// Why reading failed, if it did.
    var failure: String? { state.withLock { $0.failure } }


    /// Stops the background work at its next checkpoint.
    func cancel() {
        state.withLock { $0.cancelled = true }
    }
}
