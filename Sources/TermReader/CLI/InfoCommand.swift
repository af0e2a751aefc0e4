import ArgumentParser
import FoundationEssentials
import ReaderCore
import ReaderUI

/// `termreader info FILE`: what the core found — encoding, size, chapters, pages (laid out as
/// the reader lays them out for this user; `--no-config` for the defaults).
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Show what the reader found in a book: encoding, chapters, pages.")

    @OptionGroup var book: BookOptions
    @OptionGroup var settings: SettingsOptions

    @Option(help: "Screen size the pages are counted for, as COLSxROWS (at most 1000x500).")
    var size = TerminalSize(columns: 80, rows: 24)

    @Flag(help: "Print one JSON object.")
    var json = false

    /// The JSON shape; keys are stable (documented in README).
    struct Report: Encodable {
        struct ChapterEntry: Encodable {
            var title: String
            /// Depth in the contents tree, 1 at the top.
            var level: Int
            /// Containers (`Book One: 1805`) whose headings open at this chapter, outermost first.
            var containers: [String]
            var offset: Int
            var pages: Int
        }
        var file: String
        /// The format that read it (`BookFormat.name`: `txt`, `epub`, `mobi`, `pdf`, `fb2`, `markdown`, `html`).
        var format: String
        var title: String
        /// The authors the book names (EPUB, MOBI, FB2, PDF, CBZ); empty when it names none.
        var authors: [String]
        /// The language the book declares (EPUB, FB2), else nil.
        var language: String?
        var encoding: String
        var bytes: Int
        var characters: Int
        var paragraphs: Int
        /// Blocks by kind (`"paragraph"`, `"heading"` (every level), `"line-group"`, `"preformatted"`, `"list-item"`, `"separator"`…).
        var blocks: [String: Int]
        var size: String
        var pages: Int
        var chapters: [ChapterEntry]
    }

    func run() throws {
        try reportingErrors {
            let (config, remembered, bookWriting) = settings.load(book: book.file)
            let loaded = try book.load(configRules: config.chapterRules)
            let start = ReaderStart(config: config, remembered: remembered, bookWriting: bookWriting)
            let model = ModelDriver(start: start, book: loaded, columns: size.columns, rows: size.rows).model
            // A forced encoding reads any file as text, as `BookOptions.load` does.
            let format = try book.forcedEncoding() == nil ? BookFormats.of(SourceFile(path: book.file)).name : PlainTextFormat().name
            let report = Report(
                file: book.file, format: format, title: loaded.title, authors: loaded.authors, language: loaded.language,
                encoding: loaded.encoding.rawValue, bytes: loaded.sourceSize,
                characters: loaded.characterCount, paragraphs: loaded.paragraphs.count,
                blocks: BlockCounts.byName(loaded.paragraphs.kinds), size: size.description,
                pages: model.totalPages ?? 0,
                chapters: zip(loaded.chapters, model.chapterPageCounts).map { c, pages in
                    Report.ChapterEntry(title: c.title, level: c.level, containers: c.containers, offset: c.offset, pages: pages)
                })
            if json {
                print(try JSONLine.encode(report))
            } else {
                print("file:       \(Sanitizer.printable(report.file))")
                print("format:     \(report.format)")
                print("title:      \(Sanitizer.printable(report.title))")
                if !report.authors.isEmpty { print("authors:    \(Sanitizer.printable(report.authors.joined(separator: ", ")))") }
                if let language = report.language { print("language:   \(Sanitizer.printable(language))") }
                print("encoding:   \(report.encoding)")
                print("bytes:      \(report.bytes)")
                print("characters: \(report.characters)")
                print("paragraphs: \(report.paragraphs)")
                print("blocks:     " + report.blocks.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
                print("pages:      \(report.pages) at \(report.size)")
                print("chapters:   \(report.chapters.count)")
                for (i, c) in report.chapters.enumerated() {
                    for (k, container) in c.containers.enumerated() {
                        print(String(repeating: "  ", count: c.level - c.containers.count + k) + container)
                    }
                    print(String(repeating: "  ", count: c.level) + "\(i + 1). \(c.title)  (offset \(c.offset), \(c.pages) pages)")
                }
            }
        }
    }
}
