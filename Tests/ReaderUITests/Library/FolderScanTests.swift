import Foundation
import ReaderCore
import ReaderLibrary
import TestSupport
import Testing

@testable import ReaderUI

/// `termreader DIR` lists the books of a folder tree: subfolders walked, hidden ones skipped, each
/// book's state found by its path, or by its content when it was moved here.
@Suite struct FolderScanTests {
    /// The state the reader would save for the book at `path`, `offset` bytes in.
    func state(of path: String, savedAs shown: String, offset: Int) throws -> ReadingState {
        let file = try SourceFile(path: path)
        return ReadingState(
            fingerprint: Fingerprint.of(file), path: shown, location: Location(offset: offset, grapheme: 0),
            prefix: PrefixFingerprint.of(file))
    }

    @Test func booksAtAnyDepthWithTheirStatesByPathOrByContent() throws {
        let folder = try TemporaryFolder()
        let emma = try folder.write(Data(String(repeating: "Emma Woodhouse, handsome. ", count: 40).utf8), to: "Austen/Emma.txt")
        let moved = try folder.write(Data(String(repeating: "Call me Ishmael. ", count: 30).utf8), to: "Melville/Moby Dick.txt")
        try folder.write(Data("new".utf8), to: "Unread/New.md")
        try folder.write(Data("hidden".utf8), to: ".trash/Old.txt")
        try folder.write(Data("not a book".utf8), to: "Austen/cover.jpg")
        let store = StateStore(directory: folder.path + "/state")
        try store.save(try state(of: emma, savedAs: emma, offset: 520))
        // Read from where it used to be: found by its content, as the size matches a state whose file is not here.
        try store.save(try state(of: moved, savedAs: "/old/place/Moby Dick.txt", offset: 255))

        let books = LibraryCatalog.scan(folder: folder.path, store: store)
        #expect(books.map(\.path) == [emma, moved, folder.path + "/Unread/New.md"])
        #expect(books.map { $0.saved?.state.location.offset } == [520, 255, nil])
        let rows = LibraryCatalog.folder(books, secondsPerCharacter: nil)
        #expect(rows.map(\.title) == ["Emma", "Moby Dick", "New"])
        #expect(rows.map(\.fraction) == [0.5, 0.5, nil])
    }

    @Test func aBookNeverOpenedIsNamedAsTheSearchIndexRecordedIt() {
        let known = FullTextIndex.IndexedBook(
            path: "/books/pg1342.epub", size: 10, modified: 0, title: "Pride and Prejudice", authors: ["Jane Austen"])
        let rows = LibraryCatalog.folder(
            [("/books/pg1342.epub", 10, nil), ("/books/zz.txt", 10, nil)], secondsPerCharacter: nil, known: [known.path: known])
        #expect(rows.map(\.title) == ["Pride and Prejudice", "zz"])
        #expect(rows.map(\.authors) == [["Jane Austen"], []])
    }
}
