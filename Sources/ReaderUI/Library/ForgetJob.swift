import ReaderCore

/// Forgets books' saved states (place and bookmarks; the books themselves are never touched)
/// for the library, and answers with `.forgotten`. A newer job replaces the one under way and
/// carries every book not yet answered, so none is left unanswered; forgetting twice is harmless.
package struct ForgetJob: BackgroundJob {
    package let store: StateStore
    package let books: [LibraryEntry]

    package init(store: StateStore, books: [LibraryEntry]) {
        self.store = store
        self.books = books
    }

    package func run(_ context: JobContext) -> AppEvent? {
        .forgotten(books.map { book in (book, book.fingerprint.map { store.forget(fingerprint: $0) } ?? false) })
    }

    package static func == (a: ForgetJob, b: ForgetJob) -> Bool {
        a.store.directory == b.store.directory && a.books == b.books
    }
}
