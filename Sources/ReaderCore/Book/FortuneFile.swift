#if canImport(Glibc)
import Glibc
#endif

/// Recognises a `fortune` file (entries separated by lines holding only `%`) from the shape of
/// the whole book: many `%` lines, most entries between them short. Its `%` lines are dropped
/// and each entry becomes a section titled by its first line. A lone `%` in prose, or a few
/// between long stretches of text, leaves the book as it is.
enum FortuneFile {
    /// Fewest `%` lines that make a fortune file.
    static let minDelimiters = 3
    /// An entry of at most this many UTF-8 bytes is short: a saying, a quip, a short poem.
    static let shortEntryBytes = 1_200
    /// Display columns of an entry's title, cut from its first line.
    static let titleColumns = 40

    /// A `%` line as the assembler leaves it: a block of its own holding only `%`.
    static func isDelimiter(_ p: Paragraph) -> Bool {
        isDelimiter(text: p.text)
    }

    /// Whether block `i` of `paragraphs` is a `%` line (its size is looked at first, so other blocks are not made paragraphs).
    static func isDelimiter(_ paragraphs: some ParagraphCollection, _ i: Int) -> Bool {
        paragraphs.utf8Count(at: i) == 1 && isDelimiter(text: paragraphs.text(at: i))
    }

    /// One mark per entry of the book once its `%` lines are dropped (`BlockStore.removeAll(where: isDelimiter)`),
    /// each a run-in mark: the entry's first block is text, not a heading. Nil when the book is not shaped like a
    /// fortune file: fewer than `minDelimiters` `%` lines (`delimiters`, counted here unless given, as the
    /// assembler counts them), or fewer than two entries in three short.
    static func marks(_ paragraphs: some ParagraphCollection, delimiters: Int? = nil) -> [ChapterMark]? {
        let delimiters = delimiters ?? paragraphs.indices.count { isDelimiter(paragraphs, $0) }
        guard delimiters >= minDelimiters else { return nil }
        var starts = [(kept: Int, block: Int)]() // where each entry starts, without and with the `%` lines
        var sizes = [Int]()
        var inEntry = false, kept = 0
        for i in paragraphs.indices {
            // Each block's size read once, its text only when it is one byte (a `%` line is a block of its own).
            let size = paragraphs.utf8Count(at: i)
            if size == 1, isDelimiter(text: paragraphs.text(at: i)) {
                inEntry = false
                continue
            }
            if !inEntry {
                starts.append((kept, i))
                sizes.append(0)
                inEntry = true
            }
            sizes[sizes.count - 1] += size
            kept += 1
        }
        let short = sizes.filter { $0 <= shortEntryBytes }.count
        guard starts.count >= minDelimiters, short * 3 >= sizes.count * 2 else { return nil }
        // Tens of thousands of entries in a long file: their titles are cut on every processor at once.
        let titles = BackgroundThread.map(starts.count, minimumPerThread: 4096) { n in
            HeadingText.snippet(firstLine(paragraphs.text(at: starts[n].block)), columns: titleColumns)
        }
        return starts.indices.map { n in
            ChapterMark(paragraphIndex: starts[n].kept, title: titles[n].isEmpty ? "§\(n + 1)" : titles[n], runIn: true)
        }
    }

    /// Whether a block's text is a `%` line's.
    static func isDelimiter(text: String) -> Bool {
        text.utf8.count == 1 && text.utf8.first == UInt8(ascii: "%")
    }

    /// The first line of `text` that is not empty, found on the bytes (`memchr`): a line feed is always a
    /// character of its own, and the bytes are not gathered into characters up to it (an entry without
    /// one would be read whole).
    static func firstLine(_ text: String) -> Substring {
        var text = text
        let range = text.withUTF8 { b -> Range<Int> in
            guard let base = b.baseAddress else { return 0..<0 }
            var from = 0
            while from < b.count, b[from] == 0x0A { from += 1 }
            guard let found = memchr(base + from, 0x0A, b.count - from) else { return from..<b.count }
            return from..<(UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base)
        }
        let utf8 = text.utf8
        return text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }
}
