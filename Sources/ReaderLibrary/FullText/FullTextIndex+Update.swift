import ReaderCore

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
    /// books many to a commit (`FullTextWriter`), the next book read while the last is written;
    /// each book indexed whose file is gone is forgotten. `progress` is told of each book before
    /// it is added and as it is (its number from 1, the count to read, its path), on the calling
    /// thread; when it returns false, the rest is left for later.
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
        // The next books are read on another thread while this one writes: a few megabytes of
        // them ahead, so a book slow to read (an EPUB) and one slow to write (a long text) overlap.
        let loaded = Handoff<(index: Int, book: Result<Book?, ReaderError>)>(limit: Self.readAheadBytes)
        BackgroundThread.parallel(2) { thread in
            guard thread == 0 else {
                for (i, file) in files.enumerated() {
                    guard loaded.waitForRoom(file.size) else { break }
                    let book = Result { () throws(ReaderError) in try BookLoader.load(path: file.path) { _ in !loaded.isClosed } }
                    guard loaded.put((i, book), weight: file.size) else { break }
                }
                loaded.close()
                return
            }
            defer { loaded.close() }
            while let (i, book) = loaded.take() {
                let file = files[i]
                guard progress(i + 1, files.count, file.path) else { break }
                do {
                    guard let book = try book.get() else { break }
                    try writer.add(book, file: file, format: BookFormats.of(file).name) { progress(i + 1, files.count, file.path) }
                    report.indexed.append(file.path)
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
            report.failed.append((report.indexed.popLast() ?? "", error.message))
        }
        return report
    }

    /// How many bytes of books (their files' sizes) may be read ahead of the one being written.
    static let readAheadBytes = 8 << 20

    /// Whether there is still something at `path` (a book that cannot be read now is kept).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return RawPaths.withCString(path) { stat($0, &info) } == 0 || errno != ENOENT && errno != ENOTDIR
    }
}
