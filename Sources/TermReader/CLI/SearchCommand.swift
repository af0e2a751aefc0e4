import ArgumentParser
import ReaderCore
import ReaderLibrary
import ReaderStore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// `termreader search WORDS`: finds text in every book of the library — the recent books, those
/// of the config's `[library] folders`, those indexed before and those named with `--in` — through the full-text index in the cache folder,
/// brought up to date first (new and changed books read, gone ones forgotten).
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find text in every book of your library (the recent books, the config's library folders and those named with --in).",
        discussion: """
            Matches are found as the reader's own search finds them: case and Latin accents do not matter, and \
            Chinese and Japanese need no spaces. The index is kept in the cache folder (fulltext.sqlite) and may be \
            deleted at any time. Exit status 1 when nothing is found.
            """)

    @Argument(help: "The text to find (words given apart are joined by spaces).")
    var words: [String]

    @Option(
        name: .customLong("in"),
        help: ArgumentHelp("A book, or a folder of books at any depth, to index and search too.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Most matches printed.")
    var limit = 100

    @Flag(help: "Print one JSON object with stable keys.")
    var json = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
        guard !words.joined().isEmpty else { throw ValidationError("nothing to search for") }
    }

    func run() throws {
        try reportingErrors {
            let environment = Environment.current
            let index: FullTextIndex
            do {
                index = try FullTextIndex(path: FullTextIndex.standardPath(environment: environment))
            } catch {
                throw CLIError(
                    message: "cannot open the search index \(FullTextIndex.standardPath(environment: environment)): \(error)", code: 74)
            }
            let recent = StateStore.standard(environment: environment).all().map(\.state.path)
            let showProgress = isatty(STDERR_FILENO) == 1
            // The config's folders that are not there (an unmounted disk) are passed over.
            let shelf = StartupSettings.load().config.libraryFolders.map { Config.expanded($0, environment: environment) }
                .filter(BookFolder.isFolder)
            let named = BookFolder.books(in: paths + shelf).map(AbsolutePath.of)
            let update = index.update(paths: recent + named) { n, count, path in
                if showProgress { printStatus("indexing \(n)/\(count): \(path)") }
                return true
            }
            if showProgress, !update.indexed.isEmpty { clearStatus() }
            // The recent books' failures are the reader's to report when they are opened.
            let asked = Set(named)
            for failure in update.failed where asked.contains(failure.path) {
                printError("warning: not indexed: \(failure.reason)")
            }
            let found: (matches: [FullTextMatch], more: Bool)
            do {
                found = try index.search(words.joined(separator: " "), limit: limit)
            } catch {
                throw CLIError(message: "cannot search the index: \(error)", code: 74)
            }
            if json {
                print(try JSONLine.encode(SearchJSON(matches: found.matches, more: found.more)))
            } else {
                for line in SearchListing.lines(found.matches, more: found.more) { print(line) }
            }
            if found.matches.isEmpty { throw ExitCode(1) }
        }
    }
}

/// `search --json`: the matches in order, and whether `--limit` left others out.
struct SearchJSON: Encodable {
    var matches: [FullTextMatch]
    var more: Bool
}
