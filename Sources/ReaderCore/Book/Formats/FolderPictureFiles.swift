/// The pictures of a book that is one file (HTML, Markdown): the files beside it its `img`s
/// name, relative to the book's folder, never outside it (`../`, an absolute path or a URL
/// names none).
struct FolderPictureFiles: PictureFiles {
    /// The book's folder.
    let folder: String

    /// The pictures beside the book at `path`.
    init(besideBookAt path: String) {
        folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }

    func read(_ source: String, prefix: Int?) throws(PictureError) -> [UInt8] {
        guard let name = EPUBPath.resolve(source, from: MarkupBook.documentName)?.path else {
            throw .unavailable("\(source) is not a file beside the book")
        }
        let file: SourceFile
        do { file = try SourceFile(path: folder + "/" + name) } catch { throw .unavailable(error.description) }
        let size = min(file.size, prefix ?? file.size)
        guard size <= PictureDecoder.maxBytes else { throw .unavailable("\(name) is larger than \(PictureDecoder.maxBytes >> 20) MB") }
        return file.bytes(in: 0..<size)
    }
}
