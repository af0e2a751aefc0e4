import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The full text of every book indexed, in one SQLite database in the cache folder: the
/// passages of each book (`BookPassages`) in groups of about `groupBytes`, an FTS5 index of
/// the groups' trigrams and CJK bigrams (`SearchGrams`: Chinese and Japanese are found without
/// a word segmenter, accents and case folded as the reader's search folds them), and each
/// book's chapters. A cache: it can be deleted at any time, and one that is damaged or of
/// another version is built anew.
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
        try GramTokenizer.register(on: db)
        try db.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        let found = try db.prepare("PRAGMA user_version")
        try found.step()
        let version = found.integer(0)
        if version != schemaVersion {
            try db.execute(
                """
                DROP TABLE IF EXISTS passage_text; DROP TABLE IF EXISTS passages; DROP TABLE IF EXISTS group_text;
                DROP TABLE IF EXISTS groups; DROP TABLE IF EXISTS chapters; DROP TABLE IF EXISTS books;
                CREATE TABLE books(id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, size INTEGER NOT NULL,
                    modified INTEGER NOT NULL, format TEXT NOT NULL, title TEXT NOT NULL, authors TEXT NOT NULL,
                    added_to INTEGER NOT NULL, complete INTEGER NOT NULL);
                CREATE TABLE chapters(book INTEGER NOT NULL, offset INTEGER NOT NULL, title TEXT NOT NULL,
                    PRIMARY KEY (book, offset)) WITHOUT ROWID;
                CREATE TABLE groups(id INTEGER PRIMARY KEY, book INTEGER NOT NULL, offsets TEXT NOT NULL, text TEXT NOT NULL);
                CREATE INDEX groups_by_book ON groups(book);
                CREATE VIRTUAL TABLE group_text USING fts5(text, content = 'groups', content_rowid = 'id',
                    tokenize = '\(GramTokenizer.name)', detail = 'none');
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
    /// of that file. Its text is added a group at a time and committed every `commitBytes`, so
    /// an add that stops (`proceed` returns false, or the program ends) keeps what it wrote, and
    /// the next add of the same file takes up from there.
    public func add(_ book: Book, file: SourceFile, format: String, proceed: () -> Bool = { true }) throws {
        let (id, start) = try database.writing { () throws -> (Int64, Int) in
            let found = try database.prepare(
                "SELECT id, size, modified, added_to FROM books WHERE path = ? AND complete = 0", [.text(file.path)])
            if try found.step(), found.integer(1) == file.size, found.integer(2) == file.modified {
                return (found.integer(0), Int(found.integer(3)))
            }
            try removeRows(path: file.path)
            try database.prepare(
                "INSERT INTO books(path, size, modified, format, title, authors, added_to, complete) VALUES (?, ?, ?, ?, ?, ?, 0, 0)",
                [
                    .text(file.path), .integer(Int64(file.size)), .integer(Int64(file.modified)), .text(format), .text(book.title),
                    .text(book.authors.joined(separator: "\n")),
                ]
            ).step()
            let id = database.lastInsertedRow
            let chapter = try database.prepare("INSERT OR REPLACE INTO chapters(book, offset, title) VALUES (?, ?, ?)")
            for c in book.chapters {
                try chapter.rerun([.integer(id), .integer(Int64(c.offset)), .text(BookPassages.title(of: c))])
            }
            return (id, 0)
        }
        let group = try database.prepare("INSERT INTO groups(book, offsets, text) VALUES (?, ?, ?)")
        let indexed = try database.prepare("INSERT INTO group_text(rowid, text) VALUES (?, ?)")
        let progress = try database.prepare("UPDATE books SET added_to = ?, complete = ? WHERE id = ?")
        // Another process adding the same file (a reader and a search) or replacing it takes it over.
        let current = try database.prepare("SELECT added_to FROM books WHERE id = ? AND complete = 0")
        var offsets: [Int] = [], text = "", uncommitted = 0, addedTo = start
        func write() throws(SQLiteError) {
            guard let last = offsets.last else { return }
            try group.rerun([.integer(id), .text(offsets.map(String.init).joined(separator: ",")), .text(text)])
            try indexed.rerun([.integer(database.lastInsertedRow), .text(text)])
            addedTo = last + 1
            try progress.rerun([.integer(Int64(addedTo)), .integer(0), .integer(id)])
            uncommitted += text.utf8.count
            offsets.removeAll(keepingCapacity: true)
            text = ""
        }
        /// Opens the next transaction; false (and none open) when the book is no longer ours.
        func begin() throws(SQLiteError) -> Bool {
            try database.execute("BEGIN IMMEDIATE")
            let ours = try current.rerun([.integer(id)]) && current.integer(0) == addedTo
            current.reset()
            guard ours else {
                try database.execute("COMMIT")
                return false
            }
            return true
        }
        guard try begin() else { return }
        do {
            for chapter in book.chapters {
                for passage in BookPassages.passages(of: chapter, in: book) where passage.offset >= addedTo {
                    if !text.isEmpty { text.append("\n") }
                    text += passage.text
                    offsets.append(passage.offset)
                    guard text.utf8.count >= Self.groupBytes else { continue }
                    try write()
                    guard uncommitted >= Self.commitBytes else { continue }
                    try database.execute("COMMIT")
                    uncommitted = 0
                    guard proceed(), try begin() else { return }
                }
            }
            try write()
            try progress.rerun([.integer(Int64(file.size)), .integer(1), .integer(id)])
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
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
            "INSERT INTO group_text(group_text, rowid, text) SELECT 'delete', id, text FROM groups WHERE book = ?", [id]
        ).step()
        for table in ["groups WHERE book", "chapters WHERE book", "books WHERE id"] {
            try database.prepare("DELETE FROM \(table) = ?", [id]).step()
        }
    }

    /// The places `text` is found, as the reader's search finds it in a book (case and Latin
    /// accents folded), at most `limit` of them, by book title, then place; `more` is true when
    /// there were others.
    public func search(_ text: String, limit: Int) throws(SQLiteError) -> (matches: [FullTextMatch], more: Bool) {
        guard let query = SearchQuery(text), limit > 0 else { return ([], false) }
        let rows: SQLiteStatement
        switch FullTextQuery(text) {
        case .terms(let expression):
            rows = try database.prepare(
                "SELECT g.book, g.offsets, g.text FROM group_text JOIN groups g ON g.id = group_text.rowid WHERE group_text MATCH ?",
                [.text(expression)])
        case .scan:
            rows = try database.prepare("SELECT book, offsets, text FROM groups")
        }
        var matches: [FullTextMatch] = []
        var books: [Int64: (path: String, title: String)] = [:]
        let bookRow = try database.prepare("SELECT path, title FROM books WHERE id = ?")
        let chapterRow = try database.prepare("SELECT title FROM chapters WHERE book = ? AND offset <= ? ORDER BY offset DESC LIMIT 1")
        while try rows.step() {
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

    /// By title, then file, then place.
    private static func ordered(_ matches: [FullTextMatch]) -> [FullTextMatch] {
        matches.sorted { a, b in
            if a.title != b.title { return a.title.lowercased() < b.title.lowercased() }
            if a.path != b.path { return a.path < b.path }
            return (a.location.offset, a.location.grapheme) < (b.location.offset, b.location.grapheme)
        }
    }

    /// The version of the tables this build makes; another is built anew.
    static let schemaVersion: Int64 = 2
    /// About how much text one row of the index holds: larger groups share more terms (a
    /// term is kept once a group), smaller ones leave fewer passages to look through per match.
    static let groupBytes = 32_768
    /// How much text an add writes between commits.
    static let commitBytes = 1 << 20
}
