/// Every kind of book termreader reads, in the order they are asked whether a file is theirs:
/// the session, `info`, `render`, `bench`, the library and help all read this list.
public enum BookFormats {
    /// The formats; plain text is last, the fallback for any other file.
    public static let all: [any BookFormat] = [
        EPUBFormat(), MOBIFormat(), PDFFormat(), FB2Format(), CBZFormat(), MarkdownFormat(), HTMLFormat(), PlainTextFormat(),
    ]

    /// Bytes of the file's start a format may look at to recognise it.
    static let headBytes = 1024

    /// The format of `file` (its first bytes and its name); plain text when no other claims it.
    public static func of(_ file: SourceFile) -> any BookFormat {
        let head = file.bytes(in: 0..<min(headBytes, file.size))
        return all.first { $0.recognises(path: file.path, head: head) } ?? PlainTextFormat()
    }

    /// Every extension any format claims, in the order of `all` (`txt`, `epub`, `fb2`…).
    public static var extensions: [String] { all.flatMap(\.extensions) }

    /// The extensions as help writes them: `.txt, .epub, .fb2, .fb2.zip…`.
    public static var extensionList: String { extensions.map { "." + $0 }.joined(separator: ", ") }
}
