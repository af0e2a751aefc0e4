import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// The measurements behind `termreader bench`: opening, indexing, memory, frame
/// composition and terminal output per turn, in one run.
struct Benchmark {
    /// Screen sizes frames are measured at.
    static let frameSizes = [TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 200, rows: 60)]
    /// Modes measured, in report order.
    static let modes: [TransitionMode] = [.none, .push, .slide, .curl, .scroll]

    struct Report: Encodable {
        var file: String
        var bytes: Int
        var size: String
        var first_page_ms: Double
        var index_ms: Double
        var index_mb_per_s: Double
        /// A book of another format read whole and laid out after its first page, from what the
        /// window opened (a MOBI unpacked once), as the reader reads it in the background.
        var after_window_ms: Double?
        /// The first page of a book of a format slow to convert, opened again once read whole: from
        /// the snapshot the reader kept of it (`BookSnapshot`), without its converter.
        var reopen_first_page_ms: Double?
        var pages: Int
        var chapters: Int
        var peak_rss_mb: Double
        var rss_after_index_mb: Double
        var frame_ms: [String: [String: Double]]
        var bytes_per_turn: [String: [String: Int]]
    }

    let path: String
    let size: TerminalSize
    /// Which lines are chapter headings.
    var rules = HeadingRules.auto

    func run() throws -> Report {
        // Time to the first composed page, as the reader opens a book: map and sample the
        // file, decode a window from the place, lay out and compose the page.
        var firstPage: [Double] = []
        // A book of another format opens at the window holding the place (an EPUB's content
        // document), as the reader opens it.
        let format = BookFormats.of(try SourceFile(path: path))
        let isText = format is PlainTextFormat
        // The hyphenation patterns of the book's language, which the reader loads in the background
        // and lays the whole book out with.
        var hyphenation: String?
        for _ in 0..<5 {
            let start = MonotonicClock.now()
            let window =
                try !isText
                ? format.open(path: path).window(from: 0)
                : BookLoader.window(
                    BookSource.open(path: path), from: 0, maxBytes: OpenedBook.windowBytes(columns: size.columns, rows: size.rows),
                    rules: rules)
            hyphenation = composeFirstPage(of: window)
            firstPage.append((MonotonicClock.now() - start) * 1000)
        }
        try RuleBudgetExceeded.check(rules, file: path)
        var book: Book!
        // Whole-book indexing: load plus every page at this size.
        var index: [Double] = []
        var pages = 0
        var geometry = ScreenLayout(columns: size.columns, rows: size.rows).geometry()
        geometry.hyphenation = hyphenation
        for _ in 0..<3 {
            book = nil
            let start = MonotonicClock.now()
            let pageIndex = try Self.index(path: path, format: format, geometry: geometry, rules: rules)
            book = pageIndex.book
            pages = pageIndex.totalPages ?? 0
            index.append((MonotonicClock.now() - start) * 1000)
            try RuleBudgetExceeded.check(rules, file: path)
        }
        let indexMs = Self.median(index)
        // Memory high-water mark of opening and indexing, before the frame measurements,
        // and what stays once the book is laid out and keeps only the chapters in use.
        let peakRSS = Self.peakRSSMegabytes()
        if isText { book.releaseText(source: try BookSource.open(path: path), current: 0) }
        let afterIndexRSS = Self.currentRSSMegabytes()
        // After the memory is measured: each holds a window and a whole book beside the one above.
        var afterWindow: [Double] = []
        for _ in 0..<(isText ? 0 : 3) {
            let opened = try format.open(path: path)
            _ = try opened.window(from: 0)
            let start = MonotonicClock.now()
            _ = Self.paginated(try opened.load { _ in true }!, geometry: geometry, known: [])
            afterWindow.append((MonotonicClock.now() - start) * 1000)
        }
        let reopened = try format.keepsConversion ? reopenFirstPage(format) : []
        var frameMs: [String: [String: Double]] = [:]
        var bytesPerTurn: [String: [String: Int]] = [:]
        for mode in Self.modes {
            for frameSize in Self.frameSizes {
                let (ms, frames) = measureFrames(book: book, mode: mode, size: frameSize)
                frameMs[mode.name, default: [:]][frameSize.description] = (ms * 1000).rounded() / 1000
                let counts = (try? PtyByteCounter.bytesPerFrame(frames)) ?? []
                bytesPerTurn[mode.name, default: [:]][frameSize.description] = counts.dropFirst().reduce(0, +)
            }
        }
        return Report(
            file: path, bytes: book.sourceSize, size: size.description,
            first_page_ms: Self.round(Self.median(firstPage)), index_ms: Self.round(indexMs),
            index_mb_per_s: Self.round(Double(book.sourceSize) / 1_000_000 / (indexMs / 1000)),
            after_window_ms: afterWindow.isEmpty ? nil : Self.round(Self.median(afterWindow)),
            reopen_first_page_ms: reopened.isEmpty ? nil : Self.round(Self.median(reopened)),
            pages: pages, chapters: book.chapters.count,
            peak_rss_mb: Self.round(peakRSS), rss_after_index_mb: Self.round(afterIndexRSS), frame_ms: frameMs, bytes_per_turn: bytesPerTurn
        )
    }

    /// Composes the first page of `window` as the reader opens a book; the hyphenation patterns it
    /// would lay the whole book out with.
    private func composeFirstPage(of window: Book) -> String? {
        let model = ReaderModel(
            book: window, location: .start, columns: size.columns, rows: size.rows, theme: .light, mode: .none, provisional: true,
            hyphenationFolders: HyphenationPatterns.standardFolders(environment: Environment.current), backgroundLoading: true)
        _ = model.view()
        return model.eventualGeometry.hyphenation
    }

    /// Milliseconds to the first page of the book, a book of `format`, opened five times once it was
    /// read whole and kept, as the session opens it (snapshots in a temporary folder of their own,
    /// removed after; none when it cannot be made).
    private func reopenFirstPage(_ format: any BookFormat) throws -> [Double] {
        var template = Array("/tmp/termreader-snapshots-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return [] }
        let folder = SnapshotFolder(directory: String(cString: made))
        let file = try SourceFile(path: path)
        let key = BookSnapshot.Key(fingerprint: Fingerprint.of(file), size: file.size, modified: file.modified)
        defer {
            unlink(folder.path(for: key.fingerprint))
            rmdir(folder.directory)
        }
        let first = try format.open(path: path, snapshots: folder, key: key)
        _ = try first.window(from: 0)
        _ = try first.load { _ in true }
        return try (0..<5).map { _ in
            let start = MonotonicClock.now()
            _ = composeFirstPage(of: try format.open(path: path, snapshots: folder, key: key).window(from: 0))
            return (MonotonicClock.now() - start) * 1000
        }
    }

    /// The whole book at `path` read and every page laid out at `geometry`, as the reader's background
    /// indexing does: pages laid out while a large book is read are not laid out again.
    static func index(path: String, format: any BookFormat, geometry: PageGeometry, rules: HeadingRules) throws(ReaderError) -> PageTables {
        let (loaded, known) =
            try !(format is PlainTextFormat)
            ? (format.load(path: path), [])
            : BookLoader.loadLaidOut(BookSource.open(path: path), geometry: geometry, rules: rules)!
        return paginated(loaded, geometry: geometry, known: known)
    }

    /// Every page of `book` laid out at `geometry` (those in `known` already were).
    static func paginated(_ book: Book, geometry: PageGeometry, known: [KnownPages?]) -> PageTables {
        let pageIndex = PageTables(paginator: Paginator(book: book, geometry: geometry))
        if let tables = PageTableBuilder.tables(pageIndex.paginator, known: known) { pageIndex.adopt(tables) }
        return pageIndex
    }

    /// Mean milliseconds to compose one full-screen frame of a turn in `mode`, and the
    /// frames of one turn (the page before, each animation frame at 60 fps, the page after).
    private func measureFrames(book: Book, mode: TransitionMode, size: TerminalSize) -> (Double, [Frame]) {
        let model = ReaderModel(book: book, location: .start, columns: size.columns, rows: size.rows, theme: .dark, mode: mode)
        _ = model.update(.key(.character("]")), now: 0)
        _ = model.update(.tick, now: 10)
        var now = 100.0
        var oneTurn: [Frame] = [model.view(now: now)]
        var composed = 0
        let start = MonotonicClock.now()
        for turn in 0..<20 {
            _ = model.update(.key(.character(mode == .scroll ? "j" : " ")), now: now)
            let steps = mode == .none || mode == .scroll ? 1 : Int(Animator.defaultDuration * 60)
            for step in 1...steps {
                let frame = model.view(now: now + Double(step) / 60)
                composed += 1
                if turn == 0 { oneTurn.append(frame) }
            }
            now += 10
            _ = model.update(.tick, now: now)
        }
        let elapsed = (MonotonicClock.now() - start) * 1000
        if mode != .none && mode != .scroll { oneTurn.append(model.view(now: now)) }
        return (elapsed / Double(composed), oneTurn)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func round(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// Resident memory of this process now, in MB (from /proc/self/statm; 0 if unreadable).
    static func currentRSSMegabytes() -> Double {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return 0 }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = read(fd, &buffer, buffer.count)
        guard count > 0 else { return 0 }
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// Peak resident memory of this process so far, in MB.
    static func peakRSSMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
