import ArgumentParser
import ReaderCore

/// The book argument and the options every command that opens a book shares.
struct BookOptions: ParsableArguments {
    @Argument(help: "The book to open (.txt in UTF-8, UTF-16/32, GB18030, Big5, Shift_JIS, EUC-JP/KR, Windows-1252, Latin-1; or EPUB 2/3).")
    var file: String

    @Option(help: "Read the file in this encoding instead of detecting it (e.g. gb18030, big5, utf-8).")
    var encoding: String?

    /// The `--encoding` override, if any.
    func forcedEncoding() throws -> TextEncoding? {
        guard let encoding else { return nil }
        guard let e = TextEncoding(name: encoding) else { throw CLIError(ReaderError.unknownEncoding(encoding)) }
        return e
    }

    /// Loads the book, turning failures into one-line errors.
    func load() throws -> Book {
        let forced = try forcedEncoding()
        do {
            return try BookLoader.load(path: file, encoding: forced)
        } catch {
            throw CLIError(error)
        }
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
