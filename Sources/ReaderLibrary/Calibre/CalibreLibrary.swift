import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// A calibre library: a folder holding calibre's `metadata.db` (SQLite) and each book's files in
/// a folder of its own. Read only, in one short read transaction, so calibre is never locked out
/// for longer than a query.
public enum CalibreLibrary {
    /// The database calibre keeps in the library folder.
    public static let databaseName = "metadata.db"

    /// The formats the reader opens first when a book has several, best first.
    static let formatPreference = ["EPUB", "KEPUB", "AZW3", "MOBI", "FB2", "CBZ", "HTMLZ", "MD", "TXT", "HTML", "PDF"]

    /// Whether `folder` is a calibre library.
    public static func isLibrary(_ folder: String) -> Bool {
        var info = stat()
        return RawPaths.withCString(folder + "/" + databaseName) { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Every book in the library at `folder`, by title; at most `limit`.
    public static func books(in folder: String, limit: Int = 100_000) throws(SQLiteError) -> [CalibreBook] {
        let database = try SQLiteDatabase(path: folder + "/" + databaseName, create: false)
        let rows = try database.prepare(
            """
            SELECT b.id, b.title, b.path, b.series_index,
                (SELECT group_concat(name, char(31)) FROM (SELECT a.name FROM books_authors_link l JOIN authors a ON a.id = l.author
                    WHERE l.book = b.id ORDER BY l.id)),
                (SELECT s.name FROM books_series_link l JOIN series s ON s.id = l.series WHERE l.book = b.id),
                (SELECT group_concat(name, char(31)) FROM (SELECT t.name FROM books_tags_link l JOIN tags t ON t.id = l.tag
                    WHERE l.book = b.id ORDER BY t.name)),
                (SELECT group_concat(format || char(30) || name, char(31)) FROM data WHERE book = b.id)
            FROM books b ORDER BY b.sort, b.id LIMIT ?
            """, [.integer(Int64(limit))])
        var books: [CalibreBook] = []
        while try rows.step() {
            guard let relative = rows.text(2), isSafe(folder: relative) else { continue }
            let folderOfBook = folder + "/" + relative
            var files: [String: String] = [:]
            for entry in fields(rows.text(7)) {
                let parts = entry.split(separator: "\u{1E}", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, isSafe(String(parts[1])) else { continue }
                let format = parts[0].uppercased()
                files[format] = folderOfBook + "/" + parts[1] + "." + format.lowercased()
            }
            books.append(
                CalibreBook(
                    id: Int(rows.integer(0)), title: rows.text(1) ?? "", authors: fields(rows.text(4)), series: rows.text(5),
                    seriesIndex: rows.real(3), tags: fields(rows.text(6)), files: files))
        }
        return books
    }

    /// The values of a `group_concat` made with the unit separator.
    private static func fields(_ text: String?) -> [String] {
        text.map { $0.split(separator: "\u{1F}").map(String.init) } ?? []
    }

    /// A book's folder from the database stays inside the library: relative, no `..`.
    private static func isSafe(folder: String) -> Bool {
        !folder.isEmpty && !folder.hasPrefix("/") && !folder.split(separator: "/").contains("..")
    }

    /// A file name from the database stays inside the book's folder: no slash, no `..`.
    private static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != ".." && name != "."
    }
}
