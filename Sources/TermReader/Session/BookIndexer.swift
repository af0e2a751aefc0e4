import ReaderCore
import ReaderUI
import Synchronization

/// Reads the whole book and counts its pages on background tasks, while the reader
/// already shows the first page from a window of the file. It calls `notify` (from its
/// threads) whenever there is something new to take, so the event loop needs no timer;
/// nothing here touches the screen or the model.
final class BookIndexer: Sendable {
    private struct State {
        var progress = 0.0
        var book: Book?
        /// Page tables laid out while the book was read, for the chapters and geometry they were laid out for.
        var known: (geometry: PageGeometry, chapters: [Chapter], pages: [[PageAnchor]?])?
        var failure: String?
        var cancelled = false
    }

    private let state = Mutex(State())
    /// Page counting: a newer geometry replaces the count under way.
    private let pages: LatestJob<(geometry: PageGeometry, anchors: [[PageAnchor]])>
    /// The TXT source read by `start`.
    private let source: BookSource?
    /// The EPUB read by `start` instead, when the book is one.
    private let epub: String?
    /// Loads the index cache on the background task, when there may be one.
    private let cache: (@Sendable () -> BookIndexCache?)?
    /// Which lines are chapter headings.
    private let rules: HeadingRules
    /// Called on the background task with the whole book and the cache entry it used, e.g. to update the cache.
    private let onLoaded: @Sendable (Book, BookIndexCache?) -> Void
    /// Called on the background threads when progress or a result is ready.
    private let notify: @Sendable () -> Void

    init(
        source: BookSource?, epub: String? = nil, cache: (@Sendable () -> BookIndexCache?)? = nil, rules: HeadingRules = .auto,
        notify: @escaping @Sendable () -> Void = {},
        onLoaded: @escaping @Sendable (Book, BookIndexCache?) -> Void = { _, _ in }
    ) {
        self.source = source
        self.epub = epub
        self.cache = cache
        self.rules = rules
        self.notify = notify
        self.onLoaded = onLoaded
        pages = LatestJob(notify: notify)
    }

    /// Starts reading the whole book; a large TXT book is laid out at `geometry` as it is read (see `paginate`).
    func start(geometry: PageGeometry? = nil) {
        guard source != nil || epub != nil else { return }
        BackgroundThread.start { [self] in
            do {
                let entry = cache?()
                let progress: @Sendable (Double) -> Bool = { fraction in
                    defer { self.notify() }
                    return self.state.withLock { s in
                        s.progress = max(s.progress, fraction)
                        return !s.cancelled
                    }
                }
                let loaded = if let epub { try EPUBLoader.load(path: epub, progress: progress).map { (book: $0, pages: [[PageAnchor]?]()) } } else {
                    try BookLoader.loadLaidOut(source!, geometry: geometry, cache: entry, rules: rules, progress: progress)
                }
                guard let (book, pages) = loaded else { return }
                state.withLock { s in
                    s.book = book
                    if let geometry, !pages.isEmpty { s.known = (geometry, book.chapters, pages) }
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
        let known = state.withLock { s in
            s.known.flatMap { $0.geometry == geometry && $0.chapters == book.chapters ? $0.pages : nil } ?? []
        }
        pages.start { isStale in
            PageCounter.tables(Paginator(book: book, geometry: geometry), known: known) { isStale() }.map { (geometry, $0) }
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
        pages.take()
    }

    /// Fraction of the file read so far.
    var progress: Double { state.withLock { $0.progress } }

    /// Why reading failed, if it did.
    var failure: String? { state.withLock { $0.failure } }


    /// Stops the background work at its next checkpoint.
    func cancel() {
        state.withLock { $0.cancelled = true }
        pages.cancel()
    }
}
