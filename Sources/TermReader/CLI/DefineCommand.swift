import ArgumentParser
import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// `termreader define WORD`: the entries every dictionary holds for a word, as the reader's
/// panel shows them (as `sdcv` prints them), or as JSON, for scripts and tests.
struct DefineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "define",
        abstract: "Look a word up in your dictionaries (StarDict and dictd) and print its entries.",
        discussion: """
            Dictionaries are looked for in the config's [dictionary] paths, then in \
            $XDG_DATA_HOME/stardict/dic, ~/.stardict/dic, /usr/share/stardict/dic and /usr/share/dictd \
            (Debian's dict-* packages, e.g. dict-gcide). A word is also tried in lower case and by its \
            English stem (running → run); Chinese and Japanese text by its longest leading word. \
            Exit 1 when no dictionary holds the word, 69 when there is no dictionary.
            """)

    @Argument(help: "The word (or text) to look up.")
    var word: String

    @Option(
        name: .customLong("dictionary"),
        help: "A folder (or .ifo / .index file) to search instead of the configured and standard ones; repeatable.",
        completion: .file())
    var dictionaries: [String] = []

    @Flag(help: "Print one JSON object: the word found and each entry's dictionary, headword, text and links.")
    var json = false

    @Option(help: "Wrap the text to this many columns.")
    var width = 80

    func run() throws {
        try reportingErrors {
            let folders =
                dictionaries.isEmpty
                ? StartupSettings.load().config.dictionaryFolders(environment: Environment.current) : dictionaries
            for path in dictionaries where RawPaths.withCString(path, { access($0, F_OK) }) != 0 {
                printError("warning: \(Sanitizer.printable(path)): no such file or folder")
            }
            let shelf = DictionaryShelf(folders: folders)
            let result = shelf.lookUp(word)
            for warning in result.warnings { printError("warning: " + warning) }
            guard !result.dictionaries.isEmpty else {
                throw CLIError(
                    message: "no dictionaries found (install dict-gcide, or put a StarDict under ~/.local/share/stardict/dic)", code: 69)
            }
            if json {
                print(try JSONLine.encode(DefinitionJSON(result)))
            } else {
                for line in DefinitionLines(result, width: max(20, width)).lines { print(line.text) }
            }
            if result.entries.isEmpty { throw ExitCode(1) }
        }
    }
}

/// A look-up as `define --json` prints it.
struct DefinitionJSON: Encodable {
    struct Entry: Encodable {
        var dictionary: String
        var headword: String
        var text: String
        var links: [String]
    }

    var query: String
    var word: String
    var dictionaries: [String]
    var entries: [Entry]

    init(_ result: DictionaryResult) {
        query = result.query
        word = result.word
        dictionaries = result.dictionaries
        entries = result.entries.map { entry in
            let paragraphs = entry.paragraphs
            return Entry(
                dictionary: entry.dictionary, headword: entry.headword,
                text: paragraphs.map { String(repeating: " ", count: $0.indent) + $0.text }.joined(separator: "\n"),
                links: paragraphs.flatMap { $0.links.map(\.target) })
        }
    }
}
