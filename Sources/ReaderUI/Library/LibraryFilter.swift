import ReaderCore

/// What `/` in the library matches: each book's title, path, authors, tags and series,
/// lowercased once when the list is made (a 10,000-book list is filtered at every key typed).
struct LibraryFilter {
    /// Each book's fields lowercased, one per line, as UTF-8, by path.
    private let keys: [String: [UInt8]]

    init(_ entries: [LibraryEntry]) {
        var keys: [String: [UInt8]] = [:]
        for book in entries {
            let fields = [book.title, book.path] + book.authors + book.tags + [book.seriesLabel ?? ""]
            keys[book.path] = Array(fields.joined(separator: "\n").lowercased().utf8)
        }
        self.keys = keys
    }

    /// The books of `entries` one of whose fields holds `text`, in any case; all when it is empty.
    func rows(_ entries: [LibraryEntry], holding text: String) -> [LibraryEntry] {
        let needle = Array(text.lowercased().utf8)
        guard !needle.isEmpty else { return entries }
        return needle.withUnsafeBytes { needle in
            entries.filter { book in
                keys[book.path]?.withUnsafeBytes { findBytes($0.baseAddress, $0.count, needle.baseAddress, needle.count) != nil } ?? false
            }
        }
    }
}
