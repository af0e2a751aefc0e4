import ReaderCore
import ReaderLibrary

/// Puts the book being read into the library's full-text index once the reader has read it
/// whole, from the reader's own decoded text (nothing is read twice), on a low-priority thread
/// after the book's own loading: the book is then found by `termreader search` and the library's
/// `s` without waiting for it to be indexed. A book the index holds as it is now is left alone;
/// a failure is silent (the search reads the book itself when asked).
package struct FullTextIndexJob: BackgroundJob {
    package let indexPath: String
    package let book: Book
    /// The book's file, by its absolute path (as the index names books).
    package let path: String

    package init(indexPath: String, book: Book, path: String) {
        self.indexPath = indexPath
        self.book = book
        self.path = path
    }

    package func run(_ context: JobContext) -> AppEvent? {
        guard let file = try? SourceFile(path: path), let index = try? FullTextIndex(path: indexPath),
            (try? index.holds(file)) == false, !context.isStale()
        else { return nil }
        try? index.add(book, file: file, format: BookFormats.of(file).name) { !context.isStale() }
        return nil
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.indexPath == b.indexPath && a.path == b.path && a.book.isSameBook(as: b.book)
    }
}
