import ArgumentParser
import ReaderCore
import ReaderUI

/// The book argument and the options every command that opens a book shares.
struct BookOptions: ParsableArguments {
    /// Completed as a file name by the shell completions (any file: a book need not end in .txt).
    @Argument(
        help: ArgumentHelp("The book to open: " + BookFormats.all.map(\.summary).joined(separator: "; ") + "."),
        completion: .file())
    var file: String

    @Option(help: "Read the file in this encoding instead of detecting it (e.g. gb18030, big5, utf-8).")
    var encoding: String?

    @Option(
        help:
            "Chapter headings: auto (the built-in rules), none (size-based sections only) or a regular expression (PCRE2) that only heading lines match; one that costs over 1000000 steps on a line is refused (exit 65; in the reader, left out with a warning)."
    )
    var chapters: String?

    /// The `--encoding` override, if any.
    func forcedEncoding() throws -> TextEncoding? {
        guard let encoding else { return nil }
        guard let e = TextEncoding(name: encoding) else { throw CLIError(ReaderError.unknownEncoding(encoding)) }
        return e
    }

    /// The `--chapters` rules, if given.
    func headingRules() throws -> HeadingRules? {
        try Self.headingRules(chapters)
    }

    /// `auto`, `none` or a regular expression as heading rules; a bad expression is a usage error (exit 64).
    static func headingRules(_ option: String?) throws -> HeadingRules? {
        switch option {
        case nil: return nil
        case "auto": return .auto
        case "none": return HeadingRules.none
        case let pattern?:
            do {
                return try HeadingRules(patterns: [pattern], builtIn: false)
            } catch {
                throw CLIError(message: "--chapters: \(error)", code: 64)
            }
        }
    }

    /// Loads the book with the `--chapters` rules, else `configRules` (the config file's, as the
    /// reader takes them), turning failures into one-line errors.
    func load(configRules: HeadingRules = .auto) throws -> Book {
        let forced = try forcedEncoding()
        let rules = try headingRules() ?? configRules
        let book: Book
        do {
            book = try BookLoader.load(path: file, encoding: forced, rules: rules)
        } catch {
            throw CLIError(error)
        }
        try RuleBudgetExceeded.check(rules, file: file)
        if let warning = missingPartsWarning(book, path: file) { printError(warning) }
        return book
    }
}

extension TerminalSize: ExpressibleByArgument {
    /// Largest `--size`: a frame is built cell by cell, and 3000x3000 took seconds and most of a gigabyte.
    static let maximumColumns = 1000
    static let maximumRows = 500

    /// Parses `COLSxROWS`, e.g. `80x24`, up to `maximumColumns`x`maximumRows`.
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), c > 0, r > 0, c <= Self.maximumColumns,
            r <= Self.maximumRows
        else {
            return nil
        }
        self.init(columns: c, rows: r)
    }
}
