import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// A book's cover for the library: the picture its format names as the cover
/// (`BookFormat.cover`), or the first picture among its opening blocks.
public enum BookCover {
    /// Blocks at the start of a book looked through for a picture (a title page's heading and
    /// a line or two come before its picture in some books; a picture further on is no cover).
    static let openingBlocks = 6

    /// The bytes of the first picture among the first `openingBlocks` blocks of `book`.
    static func opening(of book: Book) -> [UInt8]? {
        guard let pictures = book.pictures else { return nil }
        for offset in book.paragraphs.offsets.prefix(openingBlocks) {
            guard pictures.path(ofBlockAt: offset) != nil else { continue }
            return try? pictures.bytes(ofBlockAt: offset)
        }
        return nil
    }

    /// The cover of the book at `path`: its format's, else, in a calibre library's book folder
    /// (one holding `metadata.opf`), the `cover.jpg` calibre keeps there; nil when there is none
    /// or the book cannot be read.
    public static func bytes(path: String) -> [UInt8]? {
        if let file = try? SourceFile(path: path), let cover = try? BookFormats.of(file).cover(path: path) { return cover }
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let folder = String(path[..<slash])
        guard case .success(let opf) = RegularFile.open(folder + "/metadata.opf") else { return nil }
        close(opf.fd)
        guard case .contents(let data) = RegularFile.read(folder + "/cover.jpg", limit: PictureDecoder.maxBytes) else { return nil }
        return Array(data)
    }
}
