import ArgumentParser
import FoundationEssentials
import ReaderCore
import ReaderStore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// `termreader notes FILE`: the book's highlights and notes, as Markdown or JSON; `--add TEXT`
/// first highlights the first place the book holds TEXT (for scripts, and tests); `--import`
/// first takes the highlights of a KOReader sidecar.
struct NotesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notes", abstract: "Print a book's highlights and notes (Markdown or JSON), or add one.")

    @OptionGroup var book: BookOptions

    @Option(help: "markdown (grouped by chapter) or json.")
    var format = NotesFormat.markdown

    @Option(help: "Highlight the first place the book holds this text (letters in any case), then print.")
    var add: String?

    @Option(help: "The note to attach to the highlight --add makes.")
    var note: String?

    @Option(help: "The colour of the highlight --add makes: yellow, green, blue or pink.")
    var color = HighlightColor.yellow

    @Option(
        name: .customLong("import"),
        help: "First import the highlights and notes of a KOReader sidecar for this book (BOOK.sdr/metadata.epub.lua, or the .sdr folder).",
        completion: .file())
    var sidecar: String?

    enum NotesFormat: String, ExpressibleByArgument, CaseIterable {
        case markdown, json
    }

    func validate() throws {
        if add == nil, note != nil { throw ValidationError("--note needs --add") }
    }

    func run() throws {
        try reportingErrors {
            let loaded = try book.load(configRules: StartupSettings.load().config.chapterRules)
            let fingerprint = Fingerprint.of(try SourceFile(path: book.file))
            let store = AnnotationStore.standard(environment: Environment.current)
            var (annotations, warning) = store.load(fingerprint: fingerprint)
            if let warning { printError("warning: " + warning) }
            if let sidecar {
                let highlights = try KOReaderSidecar.read(sidecar)
                let placed = highlights.compactMap(loaded.annotation(importing:))
                for annotation in placed { annotations.put(annotation) }
                annotations = try save(annotations, in: store)
                let missing = highlights.count - placed.count
                printError(
                    "imported \(placed.count) highlight\(placed.count == 1 ? "" : "s") from \(sidecar)"
                        + (missing > 0 ? "; \(missing) not found in the book" : ""))
            }
            if let add {
                guard let span = loaded.firstSpan(of: add) else {
                    throw CLIError(message: "'\(add)' is not in \(book.file)", code: 65)
                }
                annotations.put(
                    Annotation(
                        start: span.start, end: span.end, text: span.text, color: color, note: Sanitizer.clean(note ?? ""),
                        created: Int64(time(nil))))
                annotations = try save(annotations, in: store)
            }
            // Annotations whose text the book no longer holds are left out (and kept on disk).
            let shown = annotations.annotations.compactMap(loaded.resolved)
            switch format {
            case .markdown: print(AnnotationExport.markdown(shown, book: loaded), terminator: "")
            case .json: print(try JSONLine.encode(AnnotationExport.document(shown, book: loaded)))
            }
        }
    }

    /// Saves `annotations` merged with the store's file (exit 73 when it cannot be written).
    private func save(_ annotations: BookAnnotations, in store: AnnotationStore) throws -> BookAnnotations {
        do {
            return try store.save(annotations)
        } catch {
            throw CLIError(message: error.message, code: 73)
        }
    }
}

extension HighlightColor: ExpressibleByArgument {}
