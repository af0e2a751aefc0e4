import CCmark

#if canImport(Glibc)
import Glibc
#endif

/// A Markdown book (`.md`, `.markdown`): cmark-gfm (with tables, strikethrough, autolinks and
/// footnotes) writes it as HTML, read through `MarkupBook`; each block is anchored at its line in
/// the Markdown file (`MarkdownOrigins`). Code blocks keep every byte; a footnote reference
/// leads to its note.
public struct MarkdownFormat: BookFormat {
    /// Largest file read.
    static let maxBytes = 32 << 20

    /// cmark-gfm's extensions, registered once for the run (Swift runs a static's initialiser once,
    /// whichever threads ask for it first).
    private static let extensions: Void = tr_cmark_register()

    public init() {}
    public var name: String { "markdown" }
    public var summary: String { "Markdown (CommonMark with GitHub's tables and footnotes)" }
    public var extensions: [String] { ["md", "markdown"] }

    public func recognises(path: String, head: [UInt8]) -> Bool { hasExtension(path) }

    public var windowIsWhole: Bool { true }
    public var keepsConversion: Bool { true }

    /// The whole book: one document is read at once.
    public func window(path: String, from offset: Int) throws(ReaderError) -> Book { try load(path: path) }

    public func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        let file = try SourceFile(path: path)
        guard file.size <= Self.maxBytes else { throw .badBook(path, format: "Markdown", reason: "larger than \(Self.maxBytes >> 20) MB") }
        let source = MarkupEncoding.utf8(file.bytes(in: 0..<file.size))
        guard !source.isEmpty else { throw .emptyFile(path) }
        Self.extensions
        let html = try source.withUnsafeBufferPointer { buffer throws(ReaderError) -> [UInt8] in
            let rendered = buffer.withMemoryRebound(to: CChar.self) { tr_markdown_to_html($0.baseAddress, $0.count) }
            guard let rendered else { throw .badBook(path, format: "Markdown", reason: "out of memory") }
            defer { tr_cmark_free(rendered) }
            return Array(UnsafeRawBufferPointer(start: rendered, count: strlen(rendered)))
        }
        let origins = MarkdownOrigins(html: html, source: source)
        return try MarkupBook.book(
            html, origin: origins.sourceOffset, format: "Markdown", path: path, sourceSize: source.count, title: nil, language: nil,
            pictures: FolderPictureFiles(besideBookAt: path))
    }
}
