import ReaderCore
import ReaderLibrary

/// Searches the full text of the library's books for the library screen: brings the index at
/// `indexPath` up to date with `books` (reporting `.indexing` as it reads them, stopping when a
/// newer search starts), then answers `.libraryMatches`.
package struct FullTextSearchJob: BackgroundJob {
    package let indexPath: String
    package let books: [String]
    package let query: String
    package let limit: Int

    package init(indexPath: String, books: [String], query: String, limit: Int = 500) {
        self.indexPath = indexPath
        self.books = books
        self.query = query
        self.limit = limit
    }

    package func run(_ context: JobContext) -> AppEvent? {
        do {
            let index = try FullTextIndex(path: indexPath)
            _ = index.update(paths: books) { n, count, _ in
                context.report(.indexing(Double(n - 1) / Double(max(1, count))))
                return !context.isStale()
            }
            guard !context.isStale() else { return nil }
            let found = try index.search(query, limit: limit)
            return .libraryMatches(FullTextResult(query: query, matches: found.matches, more: found.more))
        } catch {
            return .libraryMatches(FullTextResult(query: query, failure: "cannot search: \(error)"))
        }
    }
}
