import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The full text of every book indexed, in one SQLite database in the cache folder: the
/// passages of each book (`BookPassages`) in a table, an FTS5 trigram index over them (so
/// Chinese and Japanese are found without a word segmenter), and each book's chapters. A cache:
/// it can be deleted at any time, and one that is damaged or of another version is built anew.
public final class FullTextIndex {
    /// A book as the index has it: enough to tell whether its file changed, and what it is called.
    public struct IndexedBook: Sendable, Equatable {
        public var path: String
        public var size: Int
        public var modified: Int
        public var title: String
        public var authors: [String]

        public init(path: String, size: Int, modified: Int, title: String, authors: [String]) {
            self.path = path
            self.size = size
            self.modified = modified
            self.title = title
            self.authors = authors
        }
    }

    public let path: String
    let database: SQLiteDatabase

    /// Opens the index at `path`, creating it (and its folder); a file that is not a database of
    /// this version is replaced by an empty one.
    public init(path: String) throws(SQLiteError) {
        self.path = path
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
        try db.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        let found = try db.prepare("PRAGMA user_version")
        try found.step()
        let version = found.integer(0)
        if version != schemaVersion {
            try db.execute(
                """
                DROP TABLE IF EXISTS passage_text; DROP TABLE IF EXISTS passages; DROP TABLE IF EXISTS chapters;
                DROP TABLE IF EXISTS books;
                CREATE TABLE books(id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, size INTEGER NOT NULL,
                    modified INTEGER NOT NULL, format TEXT NOT NULL, title TEXT NOT NULL, authors TEXT NOT NULL);
                CREATE TABLE chapters(book INTEGER NOT NULL, offset INTEGER NOT NULL, title TEXT NOT NULL,
                    PRIMARY KEY (book, offset)) WITHOUT ROWID;
                CREATE TABLE passages(id INTEGER PRIMARY KEY, book INTEGER NOT NULL, offset INTEGER NOT NULL, text TEXT NOT NULL);
                CREATE INDEX passages_by_book ON passages(book);
                CREATE VIRTUAL TABLE passage_text USING fts5(text, content = 'passages', content_rowid = 'id',
                    tokenize = 'trigram', detail = 'none');
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
        let rows = try database.prepare("SELECT path, size, modified, title, authors FROM books ORDER BY path")
        var books: [IndexedBook] = []
        while try rows.step() {
            books.append(
                IndexedBook(
                    path: rows.text(0) ?? "", size: Int(rows.integer(1)), modified: Int(rows.integer(2)), title: rows.text(3) ?? "",
                    authors: (rows.text(4) ?? "").split(separator: "\n").map(String.init)))
        }
        return books
    }

    /// Whether the index holds the book at `file.path` as the file is now (its size and
    /// modification time).
    public func holds(_ file: SourceFile) throws(SQLiteError) -> Bool {
        let row = try database.prepare("SELECT size, modified FROM books WHERE path = ?", [.text(file.path)])
        return try row.step() && row.integer(0) == file.size && row.integer(1) == file.modified
    }

    /// Replaces what the index has of the book at `file.path` with `book`, read from it by
    /// `format`, in one transaction.
    public func add(_ book: Book, file: SourceFile, format: String) throws {
        try database.writing {
            try removeRows(path: file.path)
            try database.prepare(
                "INSERT INTO books(path, size, modified, format, title, authors) VALUES (?, ?, ?, ?, ?, ?)",
                [
                    .text(file.path), .integer(Int64(file.size)), .integer(Int64(file.modified)), .text(format), .text(book.title),
                    .text(book.authors.joined(separator: "\n")),
                ]
            ).step()
            let id = database.lastInsertedRow
            let chapter = try database.prepare("INSERT OR REPLACE INTO chapters(book, offset, title) VALUES (?, ?, ?)")
            let passage = try database.prepare("INSERT INTO passages(book, offset, text) VALUES (?, ?, ?)")
            let indexed = try database.prepare("INSERT INTO passage_text(rowid, text) VALUES (?, ?)")
            for c in book.chapters {
                try chapter.rerun([.integer(id), .integer(Int64(c.offset)), .text(BookPassages.title(of: c))])
                for p in BookPassages.passages(of: c, in: book) {
                    try passage.rerun([.integer(id), .integer(Int64(p.offset)), .text(p.text)])
                    try indexed.rerun([.integer(database.lastInsertedRow), .text(p.text)])
                }
            }
        }
    }

    /// Forgets the book at `path`.
    public func remove(path: String) throws {
        try database.writing { try removeRows(path: path) }
    }

    private func removeRows(path: String) throws(SQLiteError) {
        let found = try database.prepare("SELECT id FROM books WHERE path = ?", [.text(path)])
        guard try found.step() else { return }
        let id = SQLiteValue.integer(found.integer(0))
        // An external-content index forgets a row when told the text it indexed.
        try database.prepare(
            "INSERT INTO passage_text(passage_text, rowid, text) SELECT 'delete', id, text FROM passages WHERE book = ?", [id]
        ).step()
        for table in ["passages WHERE book", "chapters WHERE book", "books WHERE id"] {
            try database.prepare("DELETE FROM \(table) = ?", [id]).step()
        }
    }

    /// The places `text` is found, as the reader's search finds it in a book (case and Latin
    /// accents folded), at most `limit` of them, by book title, then place; `more` is true when
    /// there were others.
    public func search(_ text: String, limit: Int) throws(SQLiteError) -> (matches: [FullTextMatch], more: Bool) {
        guard let query = SearchQuery(text), let candidates = FullTextQuery(text), limit > 0 else { return ([], false) }
        let rows: SQLiteStatement
        switch candidates {
        case .trigrams(let expression):
            rows = try database.prepare(
                "SELECT p.book, p.offset, p.text FROM passage_text JOIN passages p ON p.id = passage_text.rowid WHERE passage_text MATCH ?",
                [.text(expression)])
        case .like(let pattern):
            rows = try database.prepare("SELECT book, offset, text FROM passages WHERE text LIKE ? ESCAPE '\\'", [.text(pattern)])
        }
        var matches: [FullTextMatch] = []
        var books: [Int64: (path: String, title: String)] = [:]
        let bookRow = try database.prepare("SELECT path, title FROM books WHERE id = ?")
        let chapterRow = try database.prepare("SELECT title FROM chapters WHERE book = ? AND offset <= ? ORDER BY offset DESC LIMIT 1")
        while try rows.step() {
            let passage = rows.text(2) ?? ""
            guard let found = query.firstMatch(in: passage) else { continue }
            guard matches.count < limit else { return (Self.ordered(matches), true) }
            let id = rows.integer(0), offset = rows.integer(1)
            if books[id] == nil, try bookRow.rerun([.integer(id)]) {
                books[id] = (bookRow.text(0) ?? "", bookRow.text(1) ?? "")
            }
            let chapter = try chapterRow.rerun([.integer(id), .integer(offset)]) ? chapterRow.text(0) ?? "" : ""
            let (snippet, span) = FullTextSnippet.around(found.utf8, in: passage)
            matches.append(
                FullTextMatch(
                    path: books[id]!.path, title: books[id]!.title, chapter: chapter,
                    location: Location(offset: Int(offset), grapheme: found.grapheme), snippet: snippet, snippetMatch: span))
        }
        return (Self.ordered(matches), false)
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
    static let schemaVersion: Int64 = 1
}
