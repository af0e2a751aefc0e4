import ArgumentParser
import FoundationEssentials
import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// `termreader bench [FILE]`: measures opening, indexing, memory and animation frames.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure time to first page, indexing speed, memory, frame composition and bytes per turn.",
        discussion: "Build in release mode for meaningful numbers: swift run -c release termreader bench")

    @Argument(
        help:
            "The book to measure; without one, a 20 MB mixed CJK/Latin book is generated in a temporary folder. A folder: the library's numbers instead (listing it, indexing its books for search, queries)."
    )
    var file: String?

    @Option(help: "Screen size for opening and indexing, as COLSxROWS (at most 1000x500).")
    var size = TerminalSize(columns: 120, rows: 40)

    @Option(
        help: "Chapter headings: auto, none or a regular expression that only heading lines match. Default: the config file's rules."
    )
    var chapters: String?

    @Flag(help: "Print one JSON object with stable keys.")
    var json = false

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        try reportingErrors {
            // `--chapters`, else the config file's rules, as info, render and the reader take them.
            let rules = try BookOptions.headingRules(chapters) ?? settings.config().chapterRules
            if let file, BookFolder.isFolder(file) { return try library(AbsolutePath.of(file)) }
            var path = file
            var generated: String?
            if path == nil {
                let book = try Self.scratchFolder() + "/bench-20mb.txt"
                guard BenchBook.write(to: book, bytes: 20_000_000) else { throw CLIError(message: "cannot write \(book)", code: 1) }
                path = book
                generated = book
            }
            defer {
                if let generated {
                    unlink(generated)
                    rmdir(String(generated[..<generated.lastIndex(of: "/")!]))
                }
            }
            let report: Benchmark.Report
            do {
                report = try Benchmark(path: path!, size: size, rules: rules).run()
            } catch let error as ReaderError {
                throw CLIError(error)
            }
            if json {
                print(try JSONLine.encode(report))
            } else {
                print(
                    "file            \(Sanitizer.printable(report.file)) (\(report.bytes) bytes, \(report.chapters) chapters, \(report.pages) pages at \(report.size))"
                )
                print("first page      \(report.first_page_ms) ms")
                print("index           \(report.index_ms) ms  (\(report.index_mb_per_s) MB/s)")
                if let ms = report.after_window_ms { print("after window    \(ms) ms  (the whole book, from what the window opened)") }
                if let ms = report.reopen_first_page_ms {
                    print("reopened        \(ms) ms  (the first page, once the book was read whole and kept)")
                }
                print("peak RSS        \(report.peak_rss_mb) MB")
                for mode in Benchmark.modes.map(\.name) {
                    let sizes = Benchmark.frameSizes.map(\.description)
                    let frames = sizes.map { "\($0) \(report.frame_ms[mode]?[$0] ?? 0) ms" }.joined(separator: ", ")
                    let bytes = sizes.map { "\($0) \(report.bytes_per_turn[mode]?[$0] ?? 0) B" }.joined(separator: ", ")
                    print("\(mode.padding(to: 7)) frame   \(frames);  per turn \(bytes)")
                }
            }
        }
    }

    /// A new folder for what a measurement writes; the caller removes it.
    private static func scratchFolder() throws -> String {
        var template = Array("/tmp/termreader-bench-XXXXXX".utf8CString)
        guard let dir = mkdtemp(&template) else { throw CLIError(message: "cannot create a temporary folder", code: 1) }
        return String(cString: dir)
    }

    /// The library's numbers on the books in `folder`.
    private func library(_ folder: String) throws {
        let store = StateStore.standard(environment: Environment.current)
        let scratch = try Self.scratchFolder()
        defer { rmdir(scratch) }
        let report = try LibraryBenchmark(folder: folder, store: store, scratch: scratch).run()
        if json { return print(try JSONLine.encode(report)) }
        print("folder          \(Sanitizer.printable(report.folder)) (\(report.books) books, \(report.bytes) bytes)")
        print("list            \(report.list_ms) ms")
        print("filter key      \(report.filter_key_ms) ms (slowest key typing /\(LibraryBenchmark.filterTyped))")
        print("search index    \(report.index_s) s  (\(report.index_mb_per_s) MB/s, \(report.index_file_mb) MB on disk)")
        for query in LibraryBenchmark.queries {
            guard let q = report.queries[query] else { continue }
            print("query           \(query): \(q.ms) ms, \(q.matches) matches")
        }
        print("peak RSS        \(report.peak_rss_mb) MB")
    }
}
