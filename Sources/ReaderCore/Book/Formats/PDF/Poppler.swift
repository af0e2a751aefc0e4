/// poppler's programs (`pdfinfo`, `pdftohtml`; GPL, so run as programs, never linked), as the
/// PDF format runs them: a PDF's page count and title, and its text with boxes and fonts.
enum Poppler {
    /// What to tell a reader whose system lacks them.
    static let missing = "PDF books need poppler's pdftohtml and pdfinfo: install poppler-utils"
    /// Longest a whole book's text may take to extract.
    static let wholeSeconds = 600
    /// Longest the first pages' text (and `pdfinfo`) may take.
    static let windowSeconds = 60

    /// A PDF's page count and the title and author its metadata gives.
    struct Info {
        var pages: Int
        var title: String?
        var author: String?
    }

    /// `pdfinfo` of the PDF at `path`.
    static func info(_ path: String) throws(ReaderError) -> Info {
        let output = try run("pdfinfo", ["-enc", "UTF-8", argument(path)], path: path, seconds: windowSeconds, withErrors: true)
        let text = String(decoding: output, as: UTF8.self)
        var info = Info(pages: 0, title: nil, author: nil)
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = String(line[line.index(after: colon)...]).trimmingSpaces
            switch line[..<colon] {
            case "Pages": info.pages = Int(value) ?? 0
            case "Title": info.title = value.isEmpty ? nil : value
            case "Author": info.author = value.isEmpty ? nil : value
            default: break
            }
        }
        guard info.pages > 0 else {
            if text.contains("password") { throw .passwordProtected(path) }
            let reason = text.split(separator: "\n").first.map { Sanitizer.clean(String($0)) } ?? "pdfinfo found no pages"
            throw .badBook(path, format: "PDF", reason: reason)
        }
        return info
    }

    /// The text of pages `pages` of the PDF at `path`, as `pdftohtml -xml` writes it.
    static func text(_ path: String, pages: ClosedRange<Int>, seconds: Int) throws(ReaderError) -> PDFText {
        let output = try run(
            "pdftohtml",
            [
                "-xml", "-i", "-q", "-nodrm", "-stdout", "-enc", "UTF-8", "-f", String(pages.lowerBound), "-l", String(pages.upperBound),
                argument(path),
            ],
            path: path, seconds: seconds, withErrors: false)
        do {
            return try PDFText.parse(output)
        } catch {
            throw .badBook(path, format: "PDF", reason: error.reason)
        }
    }

    /// `path` as an argument no program takes for an option (`-x.pdf` → `./-x.pdf`).
    static func argument(_ path: String) -> String { path.hasPrefix("-") ? "./" + path : path }

    private static func run(_ program: String, _ arguments: [String], path: String, seconds: Int, withErrors: Bool)
        throws(ReaderError) -> [UInt8]
    {
        switch ChildProcess(program: program, arguments: arguments, seconds: seconds, withErrors: withErrors).run() {
        case .success(let finished):
            if finished.status != 0, finished.output.isEmpty || !withErrors {
                throw .badBook(path, format: "PDF", reason: "\(program) failed (exit \(finished.status))")
            }
            return finished.output
        case .failure(.notFound): throw .unsupported(path, install: missing)
        case .failure(.timedOut): throw .badBook(path, format: "PDF", reason: "\(program) took more than \(seconds) s")
        case .failure(.tooMuchOutput): throw .badBook(path, format: "PDF", reason: "more text than a book holds")
        case .failure(.cannotStart(let reason)): throw .unreadable(path, reason: "cannot run \(program): \(reason)")
        }
    }
}
