import ReaderCore

/// Adds books' text to the full-text index: their groups of passages (`TextGroup`, one `groups`
/// row each), and the postings of each batch of groups (`GramPostings`). A batch is one
/// transaction of about `commitBytes` of text and may hold several books, so a shelf of small
/// books costs few commits. An add that stops (`proceed` returns false, or the program ends)
/// keeps every batch committed, and the next add of the same file takes up where the last
/// commit left it.
final class FullTextWriter {
    private let index: FullTextIndex
    private let database: SQLiteDatabase
    /// The postings of the groups the open transaction wrote, which it writes when it commits.
    private var batch = GramPostings()
    /// Whether a transaction is open, and how much text it has written.
    private var open = false
    private var uncommitted = 0
    /// Cuts the terms of the groups that come without them.
    private let grams = SearchGrams()
    private let group, progress, current, gramRow, batchRow: SQLiteStatement

    init(index: FullTextIndex) throws(SQLiteError) {
        self.index = index
        database = index.database
        group = try database.prepare("INSERT INTO groups(book, offsets, text) VALUES (?, ?, ?)")
        progress = try database.prepare("UPDATE books SET added_to = ?, complete = ? WHERE id = ?")
        current = try database.prepare("SELECT added_to FROM books WHERE id = ? AND complete = 0")
        gramRow = try database.prepare("INSERT INTO grams(batch, bucket, postings) VALUES (?, ?, ?)")
        batchRow = try database.prepare("INSERT INTO batches(id, last) VALUES (?, ?)")
    }

    /// Puts `book`, read from the file at `file.path` by `format`, in place of what the index
    /// had of that file, or goes on with an add of it that stopped; `groups` are the book's
    /// (`BookGroups`), from its start; the terms of those that come without them are cut here. It returns with the book written but perhaps not yet
    /// committed (`finish`), or once `proceed` says to stop, or when another process adding the
    /// same file (a reader and a search) has taken it over.
    func add(_ book: Book, file: SourceFile, format: String, groups: inout some IteratorProtocol<TextGroup>, proceed: () -> Bool) throws {
        do {
            if !open { try begin() }
            let id = try start(book, file: file, format: format)
            var addedTo = id.start
            while let next = groups.next() {
                // A stopped add committed whole groups: those before where it stopped are in.
                guard let first = next.offsets.first, let last = next.offsets.last, first >= addedTo else { continue }
                try group.rerun([.integer(id.row), .text(next.offsets.map(String.init).joined(separator: ",")), .text(next.text)])
                batch.add(group: database.lastInsertedRow, hashes: next.hashes ?? grams.hashes(of: next.text))
                addedTo = last + 1
                try progress.rerun([.integer(Int64(addedTo)), .integer(0), .integer(id.row)])
                uncommitted += next.text.utf8.count
                guard uncommitted >= index.commitBytes else { continue }
                try commit()
                guard proceed() else { return }
                try begin()
                let ours = try current.rerun([.integer(id.row)]) && current.integer(0) == addedTo
                current.reset()
                guard ours else { return }
            }
            try progress.rerun([.integer(Int64(file.size)), .integer(1), .integer(id.row)])
        } catch {
            rollBack()
            throw error
        }
    }

    /// Commits what the adds wrote.
    func finish() throws(SQLiteError) {
        do {
            if open { try commit() }
        } catch {
            rollBack()
            throw error
        }
    }

    /// The book's row, and the source offset its text is to be added from: where a stopped add
    /// of the same file as it is now left off, or the start of a new row.
    private func start(_ book: Book, file: SourceFile, format: String) throws(SQLiteError) -> (row: Int64, start: Int) {
        let found = try database.prepare(
            "SELECT id, size, modified, added_to FROM books WHERE path = ? AND complete = 0", [.text(file.path)])
        if try found.step(), found.integer(1) == file.size, found.integer(2) == file.modified {
            return (found.integer(0), Int(found.integer(3)))
        }
        try index.removeRows(path: file.path)
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

    private func begin() throws(SQLiteError) {
        try database.execute("BEGIN IMMEDIATE")
        open = true
    }

    /// Writes the batch's postings and commits it.
    private func commit() throws(SQLiteError) {
        if let range = batch.groups {
            for row in batch.rows() {
                try gramRow.rerun([.integer(range.lowerBound), .integer(Int64(row.bucket)), .blob(row.bytes)])
            }
            try batchRow.rerun([.integer(range.lowerBound), .integer(range.upperBound)])
        }
        try database.execute("COMMIT")
        batch = GramPostings()
        open = false
        uncommitted = 0
    }

    private func rollBack() {
        if open { try? database.execute("ROLLBACK") }
        batch = GramPostings()
        open = false
        uncommitted = 0
    }
}
