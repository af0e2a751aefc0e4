import ReaderCore
import ReaderLibrary

#if canImport(Glibc)
import Glibc
#endif

/// Makes the library's rows: the recent books from their saved states, or the books of one
/// folder with the progress of those read before. The list building is pure (the file system
/// is asked through `fileSize`), so sorting and marking are tested without files.
package enum LibraryCatalog {
    /// Whether a file named `name` is a book by its extension (any case): one a format of
    /// `BookFormats` claims (`.txt`, `.epub`, `.fb2.zip`…).
    package static func isBookName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return bookSuffixes.contains { lower.hasSuffix($0) }
    }

    /// `.txt`, `.epub`…: every extension a format claims, with its dot (made once: folders of
    /// thousands of books ask for each name).
    private static let bookSuffixes = BookFormats.extensions.map { "." + $0 }

    /// Recent books, newest first (then by title): one row per path (the newest state wins
    /// when a book changed and got a new fingerprint). `fileSize` gives the size of a regular
    /// file at a path, nil when there is none: such a book is marked missing.
    /// `known` names books by what the full-text index read in them, for those whose state does not.
    package static func recent(
        _ saved: [SavedState], secondsPerCharacter: Double?, known: [String: FullTextIndex.IndexedBook] = [:], fileSize: (String) -> Int?
    ) -> [LibraryEntry] {
        let newestFirst = saved.sorted { a, b in
            a.saved != b.saved ? a.saved > b.saved : a.state.fingerprint < b.state.fingerprint
        }
        var seen = Set<String>()
        var entries: [LibraryEntry] = []
        for item in newestFirst where seen.insert(item.state.path).inserted {
            entries.append(
                entry(
                    path: item.state.path, saved: item, size: fileSize(item.state.path), secondsPerCharacter: secondsPerCharacter,
                    known: known[item.state.path]))
        }
        return entries
    }

    /// The books of a folder, by title: `books` pairs each file's path and size with its saved
    /// state, when it has one.
    package static func folder(
        _ books: [(path: String, size: Int, saved: SavedState?)], secondsPerCharacter: Double?,
        known: [String: FullTextIndex.IndexedBook] = [:]
    ) -> [LibraryEntry] {
        // Each title lowered once, not at every comparison.
        let keyed: [(key: String, row: LibraryEntry)] = books.map { book in
            let row = entry(
                path: book.path, saved: book.saved, size: book.size, secondsPerCharacter: secondsPerCharacter, known: known[book.path])
            return (row.title.lowercased(), row)
        }
        return keyed.sorted { a, b in a.key != b.key ? a.key < b.key : a.row.path < b.row.path }.map(\.row)
    }

    /// The shelf: the recent books as `recent` lists them, then the books of the config's
    /// `[library] folders` (`folder`'s rows, by title) not among them.
    package static func shelf(recent: [LibraryEntry], folders: [LibraryEntry]) -> [LibraryEntry] {
        let listed = Set(recent.map(\.path))
        return recent + folders.filter { !listed.contains($0.path) }
    }

    /// One row: titled as the state names the book, else as the full-text index (`known`) does,
    /// else by its file name; progress as the reader showed it when the state was saved (while
    /// the file has the size it had then, or is gone), else the saved offset over the file's
    /// size; time left from the bytes left.
    package static func entry(
        path: String, saved: SavedState?, size: Int?, secondsPerCharacter: Double?, known: FullTextIndex.IndexedBook? = nil
    ) -> LibraryEntry {
        let indexed = known.flatMap { $0.title.isEmpty ? nil : $0 }
        var row = LibraryEntry(
            title: saved?.state.title ?? indexed?.title ?? LibraryEntry.title(of: path), path: path, fingerprint: saved?.state.fingerprint,
            fraction: nil, lastRead: saved?.saved, secondsLeft: nil, missing: size == nil)
        row.authors = saved?.state.authors ?? indexed?.authors ?? []
        if let saved, let total = size ?? saved.state.prefix?.size, total > 0 {
            let sameSize = size == nil || size == saved.state.prefix?.size
            let fraction = (sameSize ? saved.state.fraction : nil) ?? saved.state.location.fraction(ofSourceSize: total)
            row.fraction = fraction
            row.secondsLeft = LibraryTimeLeft.seconds(fraction: fraction, size: total, secondsPerCharacter: secondsPerCharacter)
        }
        return row
    }

    /// The books of a calibre library, in calibre's title order, each with calibre's title,
    /// authors, series and tags and the file of its best format; `saved` gives the state saved
    /// for a file, when it has one. A book with no file is listed as missing.
    package static func calibre(
        _ books: [CalibreBook], secondsPerCharacter: Double?, fileSize: (String) -> Int?, saved: (String) -> SavedState?
    ) -> [LibraryEntry] {
        books.map { book in
            let path = book.preferredFile ?? ""
            let size = path.isEmpty ? nil : fileSize(path)
            var row = entry(path: path, saved: size == nil ? nil : saved(path), size: size, secondsPerCharacter: secondsPerCharacter)
            row.title = book.title
            row.authors = book.authors
            row.series = book.series
            row.seriesIndex = book.seriesIndex
            row.tags = book.tags
            return row
        }
    }

    /// The state saved for the book at `path`, found by its fingerprint (three 64 KiB samples:
    /// constant time per book).
    package static func saved(path: String, store: StateStore) -> SavedState? {
        (try? SourceFile(path: path)).flatMap { store.saved(fingerprint: Fingerprint.of($0)) }
    }

    /// The size of the regular file at `path`, nil when there is none (or it is a folder, FIFO, device).
    package static func regularFileSize(_ path: String) -> Int? {
        var info = stat()
        let found = RawPaths.withCString(path) { stat($0, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access($0, R_OK) == 0 }
        guard found else { return nil }
        return Int(info.st_size)
    }

    /// The books (`isBookName`) in `folder` and its subfolders (hidden ones skipped), with their
    /// sizes, and for each the state saved for it: the newest one saved under its path when the
    /// sizes agree, else — only for a book the size of a state whose file is not in the folder
    /// (a book moved or renamed) — the one saved under its fingerprint. So a folder of thousands
    /// of books is listed with a stat each, reading none of them.
    package static func scan(folder: String, store: StateStore) -> [(path: String, size: Int, saved: SavedState?)] {
        let found = BookFolder.sizedBooks(in: folder, limit: maximumFolderBooks)
        var byPath: [String: SavedState] = [:]
        let states = store.all()
        for s in states where byPath[s.state.path].map({ $0.saved < s.saved }) ?? true { byPath[s.state.path] = s }
        let here = Set(found.map(\.path))
        let movedSizes = Set(states.filter { !here.contains($0.state.path) }.compactMap { $0.state.prefix?.size })
        return found.map { path, size in
            if let state = byPath[path], state.state.prefix?.size == size { return (path, size, state) }
            return (path, size, movedSizes.contains(size) ? saved(path: path, store: store) : nil)
        }
    }

    /// Most books listed from one folder.
    package static let maximumFolderBooks = 100_000
}
