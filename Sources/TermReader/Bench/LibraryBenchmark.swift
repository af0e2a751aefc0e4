import ReaderCore
import ReaderLibrary
import ReaderStore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// `termreader bench DIR`: the library's numbers on a folder of books — listing it as
/// `termreader DIR` does (walk, sizes, states), indexing every book for full-text search into a
/// fresh index, and queries over that index.
struct LibraryBenchmark {
    /// The JSON shape; keys are stable.
    struct Report: Encodable {
        var folder: String
        var books: Int
        var bytes: Int
        /// Listing the folder: walk, sizes and saved states, rows made (median of three).
        var list_ms: Double
        /// Filtering as you type: the slowest key of `/` and `filterTyped`, each key's update and
        /// frame, on a 120×40 screen.
        var filter_key_ms: Double
        var index_s: Double
        var index_mb_per_s: Double
        var index_file_mb: Double
        /// Each query's time and matches (at most `limit`).
        var queries: [String: Query]
        var peak_rss_mb: Double

        struct Query: Encodable {
            var ms: Double
            var matches: Int
        }
    }

    let folder: String
    let store: StateStore
    /// An empty folder the index is built in (and removed from).
    let scratch: String
    /// What the filter measurement types.
    static let filterTyped = "whale"
    static let queries = ["the whale", "Elizabeth", "孙悟空", "悟空", "吾輩は猫", "no such phrase", "龘龘"]
    static let limit = 100

    func run() throws -> Report {
        var listing: [Double] = []
        var rows: [LibraryEntry] = []
        for _ in 0..<3 {
            let start = MonotonicClock.now()
            rows = LibraryCatalog.folder(LibraryCatalog.scan(folder: folder, store: store), secondsPerCharacter: nil)
            listing.append((MonotonicClock.now() - start) * 1000)
        }
        let filterKey = slowestFilterKey(rows)
        let paths = rows.map(\.path)
        let bytes = paths.reduce(0) { $0 + (LibraryCatalog.regularFileSize($1) ?? 0) }
        let indexPath = scratch + "/fulltext.sqlite"
        defer { FullTextIndex.delete(indexPath) }
        let index = try FullTextIndex(path: indexPath)
        let start = MonotonicClock.now()
        _ = index.update(paths: paths)
        let seconds = MonotonicClock.now() - start
        var queries: [String: Report.Query] = [:]
        for query in Self.queries {
            let start = MonotonicClock.now()
            let found = try index.search(query, limit: Self.limit)
            queries[query] = Report.Query(ms: Benchmark.round((MonotonicClock.now() - start) * 1000), matches: found.matches.count)
        }
        // The database and its write-ahead log, which holds the latest commits until a checkpoint.
        let fileBytes = ["", "-wal"].reduce(0.0) { total, suffix in
            var info = stat()
            return total + (stat(indexPath + suffix, &info) == 0 ? Double(info.st_size) : 0)
        }
        return Report(
            folder: folder, books: rows.count, bytes: bytes, list_ms: Benchmark.round(Benchmark.median(listing)),
            filter_key_ms: Benchmark.round(filterKey),
            index_s: Benchmark.round(seconds), index_mb_per_s: Benchmark.round(Double(bytes) / 1_000_000 / max(seconds, 1e-9)),
            index_file_mb: Benchmark.round(fileBytes / 1_000_000), queries: queries,
            peak_rss_mb: Benchmark.round(Benchmark.peakRSSMegabytes()))
    }

    /// The slowest key, in milliseconds, of typing `/` and `filterTyped` in the library over `rows`.
    func slowestFilterKey(_ rows: [LibraryEntry]) -> Double {
        var model = LibraryModel(source: .recent, entries: rows, store: store, columns: 120, rows: 40)
        var slowest = 0.0
        for c in "/" + Self.filterTyped {
            let start = MonotonicClock.now()
            _ = model.update(.key(.character(c)))
            _ = model.view()
            slowest = max(slowest, (MonotonicClock.now() - start) * 1000)
        }
        return slowest
    }
}
