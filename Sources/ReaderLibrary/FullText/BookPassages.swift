import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// What the full-text index keeps of a book: the text of each block that has text (line
/// breaks as spaces, as the reader's search matches them) and where it starts in the source,
/// read chapter by chapter so a released book's text is decoded again for each and not kept.
enum BookPassages {
    struct Passage: Equatable {
        /// The block's source offset (a `Location`'s `offset`).
        var offset: Int
        var text: String
    }

    /// The passages of `chapter` of `book`, in order.
    static func passages(of chapter: Chapter, in book: Book) -> [Passage] {
        let paragraphs = book.paragraphs
        let texts = paragraphs.texts(of: chapter.paragraphs, keeping: false)
        return zip(chapter.paragraphs, texts).compactMap { p, text in
            holdsText(paragraphs.kinds[p]) && !text.isEmpty ? Passage(offset: paragraphs.offsets[p], text: searchable(text)) : nil
        }
    }

    /// The chapter's title as the header shows it: its containers', then its own.
    static func title(of chapter: Chapter) -> String {
        (chapter.containers + [chapter.title]).joined(separator: " · ")
    }

    /// Pictures and separators have no text to find.
    static func holdsText(_ kind: BlockKind) -> Bool {
        kind != .image && kind != .separator
    }

    /// `text` with its line feeds as spaces: one grapheme each, so match positions stay the block's.
    static func searchable(_ text: String) -> String {
        // Looked for with memchr: a byte at a time through `String.UTF8View` took a twentieth of indexing.
        let lineFeed = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, 0x0A, bytes.count) != nil } ?? false
        }
        return lineFeed ?? text.utf8.contains(0x0A) ? String(decoding: text.utf8.map { $0 == 0x0A ? 0x20 : $0 }, as: UTF8.self) : text
    }
}
