import Foundation
import TestSupport
import Testing

@testable import ReaderLibrary

/// A calibre library read from its `metadata.db`: one built by calibre's own calibredb, and
/// databases a hostile or broken library might hold.
@Suite struct CalibreLibraryTests {
    @Test(.enabled(if: CalibreFixture.available, "needs calibre's calibredb"))
    func readsTitlesAuthorsSeriesTagsAndTheFileOfTheBestFormat() throws {
        let folder = try TemporaryFolder()
        let library = try CalibreFixture.make(in: folder.path)
        #expect(CalibreLibrary.isLibrary(library))
        let books = try CalibreLibrary.books(in: library)
        #expect(books.map(\.title) == ["Alice in Wonderland", "The Lighthouse Keeper", "灯塔"])
        let byTitle = Dictionary(uniqueKeysWithValues: books.map { ($0.title, $0) })
        let keeper = try #require(byTitle["The Lighthouse Keeper"])
        #expect(keeper.authors == ["Maren Holt", "Tobias Wren"])
        #expect(keeper.seriesLabel == "Island Tales 2")
        #expect(keeper.tags == ["lighthouse", "sea"])
        #expect(byTitle["灯塔"]?.authors == ["林海"])
        #expect(byTitle["灯塔"]?.seriesLabel == nil)
        let alice = try #require(byTitle["Alice in Wonderland"])
        #expect(Set(alice.files.keys) == ["EPUB", "TXT"])
        #expect(alice.preferredFile == alice.files["EPUB"])
        for book in books {
            let file = try #require(book.preferredFile)
            #expect(file.hasPrefix(library + "/"))
            #expect(FileManager.default.fileExists(atPath: file), "\(file)")
        }
    }

    /// The tables calibre's metadata.db has that the reader reads, holding one book at `path`.
    func database(at folder: String, bookFolder: String, fileName: String) throws {
        let db = try SQLiteDatabase(path: folder + "/metadata.db", create: true)
        try db.execute(
            """
            CREATE TABLE books(id INTEGER PRIMARY KEY, title TEXT, sort TEXT, path TEXT, series_index REAL);
            CREATE TABLE authors(id INTEGER PRIMARY KEY, name TEXT); CREATE TABLE books_authors_link(id INTEGER PRIMARY KEY, book, author);
            CREATE TABLE series(id INTEGER PRIMARY KEY, name TEXT); CREATE TABLE books_series_link(id INTEGER PRIMARY KEY, book, series);
            CREATE TABLE tags(id INTEGER PRIMARY KEY, name TEXT); CREATE TABLE books_tags_link(id INTEGER PRIMARY KEY, book, tag);
            CREATE TABLE data(id INTEGER PRIMARY KEY, book, format TEXT, name TEXT);
            """)
        try db.prepare("INSERT INTO books VALUES (1, 'Escape', 'Escape', ?, 1)", [.text(bookFolder)]).step()
        try db.prepare("INSERT INTO data VALUES (1, 1, 'TXT', ?)", [.text(fileName)]).step()
    }

    @Test func namesThatLeaveTheLibraryAreNotFollowed() throws {
        for (bookFolder, fileName) in [("../../etc", "passwd"), ("/etc", "passwd"), ("a/b", "../../../etc/passwd")] {
            let folder = try TemporaryFolder()
            try database(at: folder.path, bookFolder: bookFolder, fileName: fileName)
            let books = try CalibreLibrary.books(in: folder.path)
            #expect(books.allSatisfy { $0.preferredFile == nil }, "\(bookFolder) \(fileName)")
        }
    }

    @Test func aDatabaseThatIsNotOneIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data(repeating: 0x41, count: 4096), to: "metadata.db")
        #expect(throws: SQLiteError.self) { try CalibreLibrary.books(in: folder.path) }
        let empty = try TemporaryFolder()
        try empty.write(Data(), to: "metadata.db")
        #expect(throws: SQLiteError.self) { try CalibreLibrary.books(in: empty.path) }
    }
}
