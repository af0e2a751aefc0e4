import ReaderCore
import ReaderUI
import Synchronization

/// Reads the whole book in the background while the reader already shows the first page from
/// a window of the file: reports `.indexing(progress)`, and ends with `.bookLoaded` (a large
/// TXT book with the pages it laid out at `geometry` as it was read) or `.indexingFailed`.
/// Started by the session once the first page is on screen.
final class BookLoadJob: BackgroundJob {
    /// The TXT source to read, or nil for a book of another format.
    private let source: BookSource?
    /// The book of another format to read instead, opened when its window was read.
    private let document: (any OpenedDocument)?
    /// The geometry a large TXT book is laid out at as it is read.
    private let geometry: PageGeometry?
    /// Loads the index cache on the background thread, when there may be one.
    private let cache: (@Sendable () -> IndexCacheEntry?)?
    /// Which lines are chapter headings.
    private let rules: HeadingRules
    /// Called on a background thread with the whole book and the cache entry it used (to update the cache).
    private let onLoaded: @Sendable (Book, IndexCacheEntry?) -> Void

    init(
        source: BookSource?, document: (any OpenedDocument)? = nil, geometry: PageGeometry? = nil,
        cache: (@Sendable () -> IndexCacheEntry?)? = nil,
        rules: HeadingRules = .auto, onLoaded: @escaping @Sendable (Book, IndexCacheEntry?) -> Void = { _, _ in }
    ) {
        self.source = source
        self.document = document
        self.geometry = geometry
        self.cache = cache
        self.rules = rules
        self.onLoaded = onLoaded
    }

    func run(_ context: JobContext) -> AppEvent? {
        guard source != nil || document != nil else { return nil }
        do {
            let entry = cache?()
            // Parts read in parallel report out of order: the footer only goes forward.
            let highest = Mutex(0.0)
            let progress: @Sendable (Double) -> Bool = { fraction in
                highest.withLock { highest in
                    highest = max(highest, fraction)
                    context.report(.indexing(highest))
                }
                return !context.isStale()
            }
            let loaded =
                if let document {
                    try document.load(progress: progress).map { (book: $0, pages: [KnownPages?]()) }
                } else {
                    try BookLoader.loadLaidOut(source!, geometry: geometry, cache: entry, rules: rules, progress: progress)
                }
            guard let (book, pages) = loaded else { return nil }
            // The cache is written beside, not before, the book's arrival (a write, an fsync, a rename).
            context.alongside { [onLoaded] in onLoaded(book, entry) }
            let laidOut = geometry.flatMap { pages.isEmpty ? nil : LaidOutPages(geometry: $0, chapters: book.chapters, pages: pages) }
            return .bookLoaded(book, laidOut: laidOut)
        } catch {
            return .indexingFailed("\(error)")
        }
    }

    /// One read of one book is never asked for twice: a job is only itself.
    static func == (a: BookLoadJob, b: BookLoadJob) -> Bool { a === b }
}
