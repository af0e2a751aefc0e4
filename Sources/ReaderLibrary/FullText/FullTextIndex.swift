import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The full text of every book indexed, in one SQLite database in the cache folder: the
/// passages of each book (`BookPassages`) in groups of about `groupBytes`, which groups hold
/// which trigrams and CJK bigrams (`SearchGrams`, `GramPostings`: Chinese and Japanese are
/// found without a word segmenter, accents and case folded as the reader's search folds them),
/// and each book's chapters. A cache: it can be deleted at any time, and one that is damaged
/// or of another version is built anew.
public final class FullTextIndex {
    /// A book as the index has it: enough to tell whether its file changed, and what it is called.
    public struct IndexedBook: Sendable, Equatable {
        public var path: String
        public var size: Int
        public var modified: Int
        public var title: String
        public var authors: [String]
        /// False while its text is being added (an add stopped part way is taken up where it stopped).
        public var complete: Bool

        public init(path: String, size: Int, modified: Int, title: String, authors: [String], complete: Bool = true) {
            self.path = path
            self.size = size
            self.modified = modified
            self.title = title
            self.authors = authors
            self.complete = complete
        }
    }

    public let path: String
    let database: SQLiteDatabase
    /// How much text an add writes between commits.
    let commitBytes: Int

    /// Opens the index at `path`, creating it (and its folder); a file that is not a database of
    /// this version is replaced by an empty one.
    public convenience init(path: String) throws(SQLiteError) {
        try self.init(path: path, commitBytes: 2 << 20)
    }

    init(path: String, commitBytes: Int) throws(SQLiteError) {
        self.path = path
        self.commitBytes = commitBytes
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex { _ = AtomicFile.makeDirectories(String(path[..<slash])) }
        do {
            database = try Self.opened(path)
        } catch  where error.isDamage {
            Self.delete(path)
            database = try Self.opened(path)
        }
    }

    /// The database at `path` with this version's tables.
    private static func opened(_ path: String) throws(SQLiteError) -> SQLiteDatabase {
        let db = try SQLiteDatabase(path: path, create: true)
        let found = try db.prepare("PRAGMA user_version")
        try found.step()
        let version = found.integer(0)
        found.reset()
        if version != schemaVersion {
            try db.execute(
                """
                DROP TABLE IF EXISTS passage_text; DROP TABLE IF EXISTS passages; DROP TABLE IF EXISTS group_text;
                DROP TABLE IF EXISTS grams; DROP TABLE IF EXISTS batches;
                DROP TABLE IF EXISTS groups; DROP TABLE IF EXISTS chapters; DROP TABLE IF EXISTS books;
                """)
            // Larger pages write the groups' text with less overhead. The size is set outside WAL
            // mode, which another process having the file open prevents: then pages stay as they are.
            try? db.execute("PRAGMA journal_mode = DELETE; PRAGMA page_size = \(pageSize); VACUUM")
        }
        // The log is written back every 4 MB (256 pages), as with SQLite's default pages, not 16.
        try db.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 256")
        // `grams` is keyed by batch first, so a commit appends its batch's rows at the table's end: keyed
        // by bucket first, every commit rewrote a page in each of 1,024 places (8 bytes written a byte of text).
        if version != schemaVersion {
            try db.execute(
                """
                CREATE TABLE IF NOT EXISTS books(id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, size INTEGER NOT NULL,
                    modified INTEGER NOT NULL, format TEXT NOT NULL, title TEXT NOT NULL, authors TEXT NOT NULL,
                    added_to INTEGER NOT NULL, complete INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS chapters(book INTEGER NOT NULL, offset INTEGER NOT NULL, title TEXT NOT NULL,
                    PRIMARY KEY (book, offset)) WITHOUT ROWID;
                CREATE TABLE IF NOT EXISTS groups(id INTEGER PRIMARY KEY AUTOINCREMENT, book INTEGER NOT NULL,
                    offsets TEXT NOT NULL, text TEXT NOT NULL);
                CREATE INDEX IF NOT EXISTS groups_by_book ON groups(book);
                CREATE TABLE IF NOT EXISTS grams(batch INTEGER NOT NULL, bucket INTEGER NOT NULL, postings BLOB NOT NULL,
                    PRIMARY KEY (batch, bucket)) WITHOUT ROWID;
                CREATE TABLE IF NOT EXISTS batches(id INTEGER PRIMARY KEY, last INTEGER NOT NULL);
                PRAGMA user_version = \(schemaVersion);
                """)
        }
        return db
    }

    /// Removes the database at `path` and its write-ahead log.
    public static func delete(_ path: String) {
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
    }

    /// Every book indexed, by path.
    public func books() throws(SQLiteError) -> [IndexedBook] {
        try Self.books(in: database)
    }

    /// The books an index at `path` holds, read without writing anything (the library lists them
    /// by the titles and authors they gave); none when there is no index there, or it cannot be read.
    public static func books(at path: String) -> [IndexedBook] {
        guard let database = try? SQLiteDatabase(path: path, create: false), let version = try? database.prepare("PRAGMA user_version"),
            (try? version.step()) == true, version.integer(0) == schemaVersion
        else { return [] }
        return (try? books(in: database)) ?? []
    }

    private static func books(in database: SQLiteDatabase) throws(SQLiteError) -> [IndexedBook] {
        let rows = try database.prepare("SELECT path, size, modified, title, authors, complete FROM books ORDER BY path")
        var books: [IndexedBook] = []
        while try rows.step() {
            books.append(
                IndexedBook(
                    path: rows.text(0) ?? "", size: Int(rows.integer(1)), modified: Int(rows.integer(2)), title: rows.text(3) ?? "",
                    authors: (rows.text(4) ?? "").split(separator: "\n").map(String.init), complete: rows.integer(5) != 0))
        }
        return books
    }

    /// Whether the index holds the whole book at `file.path` as the file is now (its size and
    /// modification time).
    public func holds(_ file: SourceFile) throws(SQLiteError) -> Bool {
        let row = try database.prepare("SELECT size, modified, complete FROM books WHERE path = ?", [.text(file.path)])
        return try row.step() && row.integer(0) == file.size && row.integer(1) == file.modified && row.integer(2) != 0
    }

    /// Puts `book`, read from the file at `file.path` by `format`, in place of what the index had
    /// of that file (`FullTextWriter`): committed every `commitBytes`, so an add that stops
    /// (`proceed` returns false, or the program ends) keeps what it wrote, and the next add of
    /// the same file takes up from there.
    public func add(_ book: Book, file: SourceFile, format: String, proceed: () -> Bool = { true }) throws {
        let writer = try FullTextWriter(index: self)
        var groups = BookGroups(book)
        try writer.add(book, file: file, format: format, groups: &groups, proceed: proceed)
        try writer.finish()
    }

    /// Forgets the book at `path`.
    public func remove(path: String) throws {
        try database.writing { try removeRows(path: path) }
    }

    /// Forgets the book at `path`, in the transaction open, and the postings of every batch
    /// left without a group (a batch holding other books keeps its postings of this one, which
    /// only make groups no longer there candidates).
    func removeRows(path: String) throws(SQLiteError) {
        let found = try database.prepare("SELECT id FROM books WHERE path = ?", [.text(path)])
        guard try found.step() else { return }
        let id = SQLiteValue.integer(found.integer(0))
        let span = try database.prepare("SELECT min(id), max(id) FROM groups WHERE book = ?", [id])
        try span.step()
        let (low, high) = (span.integer(0), span.integer(1))
        for table in ["groups WHERE book", "chapters WHERE book", "books WHERE id"] {
            try database.prepare("DELETE FROM \(table) = ?", [id]).step()
        }
        let batches = try database.prepare("SELECT id, last FROM batches WHERE last >= ? AND id <= ?", [.integer(low), .integer(high)])
        var empty: [Int64] = []
        let live = try database.prepare("SELECT 1 FROM groups WHERE id BETWEEN ? AND ? LIMIT 1")
        while try batches.step() {
            if try !live.rerun([.integer(batches.integer(0)), .integer(batches.integer(1))]) { empty.append(batches.integer(0)) }
        }
        for batch in empty {
            try database.prepare("DELETE FROM grams WHERE batch = ?", [.integer(batch)]).step()
            try database.prepare("DELETE FROM batches WHERE id = ?", [.integer(batch)]).step()
        }
    }

    /// The places `text` is found, as the reader's search finds it in a book (case and Latin
    /// accents folded), at most `limit` of them, by book title, then place; `more` is true when
    /// there were others.
    public func search(_ text: String, limit: Int) throws(SQLiteError) -> (matches: [FullTextMatch], more: Bool) {
        guard let query = SearchQuery(text), limit > 0 else { return ([], false) }
        // The groups to read: those holding every term of the query, or all of them.
        let rows: SQLiteStatement, candidates: [Int64]?
        switch FullTextQuery(text) {
        case .terms(let keys):
            rows = try database.prepare("SELECT book, offsets, text FROM groups WHERE id = ?")
            candidates = try groups(holding: keys)
        case .scan:
            rows = try database.prepare("SELECT book, offsets, text FROM groups")
            candidates = nil
        }
        var next = 0
        /// Moves `rows` to the next group to read; false when there are no more.
        func step() throws(SQLiteError) -> Bool {
            guard let candidates else { return try rows.step() }
            while next < candidates.count {
                next += 1
                if try rows.rerun([.integer(candidates[next - 1])]) { return true }
            }
            return false
        }
        var matches: [FullTextMatch] = []
        var books: [Int64: (path: String, title: String)] = [:]
        let bookRow = try database.prepare("SELECT path, title FROM books WHERE id = ?")
        let chapterRow = try database.prepare("SELECT title FROM chapters WHERE book = ? AND offset <= ? ORDER BY offset DESC LIMIT 1")
        while try step() {
            let id = rows.integer(0), text = rows.text(2) ?? ""
            // One scan tells most groups that hold no match (one may match across its passages).
            guard query.firstMatch(in: text) != nil else { continue }
            let offsets = (rows.text(1) ?? "").split(separator: ",").compactMap { Int($0) }
            let passages = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
            for (offset, passage) in zip(offsets, passages) {
                let passage = String(decoding: passage, as: UTF8.self)
                guard let found = query.firstMatch(in: passage) else { continue }
                guard matches.count < limit else { return (Self.ordered(matches), true) }
                if books[id] == nil, try bookRow.rerun([.integer(id)]) {
                    books[id] = (bookRow.text(0) ?? "", bookRow.text(1) ?? "")
                }
                let chapter = try chapterRow.rerun([.integer(id), .integer(Int64(offset))]) ? chapterRow.text(0) ?? "" : ""
                let (snippet, span) = FullTextSnippet.around(found.utf8, in: passage)
                matches.append(
                    FullTextMatch(
                        path: books[id]!.path, title: books[id]!.title, chapter: chapter,
                        location: Location(offset: offset, grapheme: found.grapheme), snippet: snippet, snippetMatch: span))
            }
        }
        return (Self.ordered(matches), false)
    }

    /// The groups, in order, whose postings list every term of `keys` (a group gone since is
    /// still listed).
    private func groups(holding keys: [UInt64]) throws(SQLiteError) -> [Int64] {
        // One row per batch, each looked up by its key: a batch's rows lie together (`grams`).
        let rows = try database.prepare(
            "SELECT batch, postings FROM grams WHERE batch IN (SELECT id FROM batches) AND bucket = ? ORDER BY batch")
        var holding: [Int64]?
        for key in keys {
            let hash = GramPostings.hash(key)
            var found: [Int64] = []
            var more = try rows.rerun([.integer(Int64(GramPostings.bucket(of: hash)))])
            while more {
                let batch = rows.integer(0)
                rows.withBytes(1) { GramPostings.groups(of: hash, in: $0, first: batch, into: &found) }
                more = try rows.step()
            }
            holding = holding.map { Self.common($0, found) } ?? found
            if holding?.isEmpty == true { break }
        }
        return holding ?? []
    }

    /// The values in both of two ascending lists.
    private static func common(_ a: [Int64], _ b: [Int64]) -> [Int64] {
        var both: [Int64] = [], i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] < b[j] {
                i += 1
            } else if b[j] < a[i] {
                j += 1
            } else {
                both.append(a[i])
                i += 1
                j += 1
            }
        }
        return both
    }

    /// By title, then file, then place.
    private static func ordered(_ matches: [FullTextMatch]) -> [FullTextMatch] {
        matches.sorted { a, b in
            if a.title != b.title { return a.title.lowercased() < b.title.lowercased() }
            if a.path != b.path { return a.path < b.path }
            return (a.location.offset, a.location.grapheme) < (b.location.offset, b.location.grapheme)
        }
    }

    /// The version of the tables this build makes; another is built anew.
    static let schemaVersion: Int64 = 4
    /// About how much text one row of the index holds: larger groups share more terms (a
    /// term is kept once a group), smaller ones leave fewer passages to look through per match.
    static let groupBytes = 32_768
    /// The database's page size: a group's text fills two pages, not nine.
    static let pageSize = 16_384
}
