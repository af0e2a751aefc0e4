import ReaderCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension FullTextIndex {
    /// What bringing the index up to date did.
    public struct Update: Sendable, Equatable {
        /// Books read and indexed (new, or changed since they were).
        public var indexed: [String] = []
        /// Source bytes of the books indexed.
        public var bytes = 0
        /// Books forgotten because their file is gone.
        public var removed: [String] = []
        /// Books that could not be read or indexed, with the reason, one line each.
        public var failed: [(path: String, reason: String)] = []

        public static func == (a: Update, b: Update) -> Bool {
            a.indexed == b.indexed && a.bytes == b.bytes && a.removed == b.removed && a.failed.map(\.path) == b.failed.map(\.path)
        }
    }

    /// Brings the index up to date: each of `paths` not indexed yet, not whole yet, or changed
    /// since (size or modification time), is read as the reader reads it and indexed, small
    /// books many to a commit (`FullTextWriter`), the next books read while the last is written
    /// and written in the order they are read; each book indexed whose file is gone is forgotten.
    /// `progress` is told of each book before it is added and as it is (how many books were begun,
    /// this one included; the count to read; its path), on the calling thread; when it returns
    /// false, the rest is left for later. `Update.indexed` keeps the order of `paths`.
    public func update(paths: [String], progress: (Int, Int, String) -> Bool = { _, _, _ in true }) -> Update {
        var report = Update()
        let indexed: [IndexedBook]
        do {
            indexed = try books()
        } catch {
            report.failed.append((path, error.message))
            return report
        }
        var known: [String: IndexedBook] = [:]
        for book in indexed { known[book.path] = book }
        for book in indexed where !Self.exists(book.path) {
            do {
                try remove(path: book.path)
                report.removed.append(book.path)
            } catch {
                report.failed.append((book.path, "\(error)"))
            }
        }
        var files: [SourceFile] = []
        var seen = Set<String>()
        for path in paths where seen.insert(path).inserted {
            do {
                let file = try SourceFile(path: path)
                if let old = known[path], old.complete, old.size == file.size, old.modified == file.modified { continue }
                files.append(file)
            } catch {
                report.failed.append((path, error.description))
            }
        }
        let writer: FullTextWriter
        do {
            writer = try FullTextWriter(index: self)
        } catch {
            report.failed += files.map { ($0.path, error.message) }
            return report
        }
        // The next books are read, and cut into groups, on two other threads while this one
        // writes (each takes the next book not taken, and reads a few megabytes ahead), so books
        // slow to read (an EPUB) and books slow to write (a long text) overlap; this thread writes
        // whichever book is read first, so one slow book holds up neither the other reader nor
        // it. Their terms are cut where they are read, but by this thread while it waits for them.
        let lock = HandoffLock()
        let handoffs = (0..<Self.readers).map { _ in Handoff<Handed>(limit: Self.readAheadBytes / Self.readers, lock: lock) }
        let taken = Mutex(0)
        var begun = 0
        var written: [(file: Int, path: String)] = []
        BackgroundThread.parallel(1 + Self.readers) { thread in
            guard thread == 0 else {
                Self.read(files, taking: taken, into: handoffs[thread - 1])
                return
            }
            defer { handoffs.forEach { $0.close() } }
            var turn = 0
            while let ready = Handoff.firstReady(handoffs, from: turn), let handed = handoffs[ready].take() {
                // The next reader is looked at first next time: when both have a book, they take turns.
                turn = (ready + 1) % Self.readers
                // What is left of a book whose add stopped is passed over.
                guard case .book(let i, let book) = handed else { continue }
                let file = files[i]
                begun += 1
                guard progress(begun, files.count, file.path) else { break }
                do {
                    guard let book = try book.get() else { break }
                    var groups = HandedGroups(handoff: handoffs[ready])
                    try writer.add(book, file: file, format: BookFormats.of(file).name, groups: &groups) {
                        progress(begun, files.count, file.path)
                    }
                    written.append((i, file.path))
                    report.bytes += file.size
                } catch let error as ReaderError {
                    report.failed.append((file.path, error.description))
                } catch {
                    report.failed.append((file.path, "\(error)"))
                }
            }
        }
        do {
            try writer.finish()
        } catch {
            report.failed.append((written.popLast()?.path ?? "", error.message))
        }
        report.indexed = written.sorted { $0.file < $1.file }.map(\.path)
        return report
    }

    /// Reads the next of `files` not `taken` until none is left, and hands over the book (or why
    /// it could not be read), then its groups a run at a time, then its end; stops once `handoff`
    /// is closed.
    private static func read(_ files: [SourceFile], taking taken: borrowing Mutex<Int>, into handoff: Handoff<Handed>) {
        defer { handoff.close() }
        while let i = taken.withLock({ next -> Int? in
            guard next < files.count else { return nil }
            defer { next += 1 }
            return next
        }) {
            let file = files[i]
            guard handoff.waitForRoom(file.size) else { return }
            let book = Result { () throws(ReaderError) in try BookLoader.load(path: file.path) { _ in !handoff.isClosed } }
            guard handoff.put(.book(i, book), weight: file.size) else { return }
            guard case .success(let loaded?) = book else { continue }
            var run: [TextGroup] = [], weight = 0
            // Terms are cut here, but by the writer while it waits for this thread.
            for group in BookGroups(loaded, cutsTerms: { !handoff.isUserWaiting }) {
                guard !handoff.isClosed else { return }
                run.append(group)
                weight += group.bytes
                guard weight >= runBytes else { continue }
                guard handoff.put(.groups(run), weight: weight) else { return }
                run = []
                weight = 0
            }
            guard handoff.put(.groups(run), weight: weight), handoff.put(.end, weight: 0) else { return }
        }
    }

    /// How many bytes of books (their files' sizes, then their groups) may be read ahead of the
    /// one being written, by all the threads reading.
    static let readAheadBytes = 8 << 20
    /// How many threads read books.
    private static let readers = 2
    /// About how many bytes of groups are handed over at once.
    private static let runBytes = 1 << 20

    /// Whether there is still something at `path` (a book that cannot be read now is kept).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return RawPaths.withCString(path) { stat($0, &info) } == 0 || errno != ENOENT && errno != ENOTDIR
    }
}

/// What the reading thread hands the writing one: a book read (or why not), then its groups in
/// runs, then its end.
private enum Handed {
    case book(Int, Result<Book?, ReaderError>)
    case groups([TextGroup])
    case end
}

/// A book's groups as the reading thread hands them over, up to the book's end.
private struct HandedGroups: IteratorProtocol {
    let handoff: Handoff<Handed>
    private var run: [TextGroup] = []
    private var position = 0
    private var ended = false

    init(handoff: Handoff<Handed>) {
        self.handoff = handoff
    }

    mutating func next() -> TextGroup? {
        while position == run.count {
            guard !ended, case .groups(let next)? = handoff.take() else {
                ended = true
                return nil
            }
            run = next
            position = 0
        }
        position += 1
        return run[position - 1]
    }
}
