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
        p.text.utf8.count == 1 && p.text.utf8.first == UInt8(ascii: "%")
    }

    /// The book without its `%` lines and one mark per entry (a run-in mark: the entry's first
    /// block is text, not a heading), or nil when the book is not shaped like a fortune file:
    /// fewer than `minDelimiters` `%` lines, or fewer than two entries in three short.
    static func entries(_ paragraphs: [Paragraph]) -> (paragraphs: [Paragraph], marks: [ChapterMark])? {
        var delimiters = 0
        for p in paragraphs where isDelimiter(p) { delimiters += 1 }
        guard delimiters >= minDelimiters else { return nil }
        var kept = [Paragraph]()
        kept.reserveCapacity(paragraphs.count - delimiters)
        var starts = [Int]() // index in `kept` where each entry starts
        var sizes = [Int]()
        var inEntry = false
        for p in paragraphs {
            if isDelimiter(p) {
                inEntry = false
                continue
            }
            if !inEntry {
                starts.append(kept.count)
                sizes.append(0)
                inEntry = true
            }
            sizes[sizes.count - 1] += p.text.utf8.count
            kept.append(p)
        }
        let short = sizes.filter { $0 <= shortEntryBytes }.count
        guard starts.count >= minDelimiters, short * 3 >= sizes.count * 2 else { return nil }
        let marks = starts.enumerated().map { n, start in
            let title = HeadingText.snippet(firstLine(kept[start].text), columns: titleColumns)
            return ChapterMark(paragraphIndex: start, title: title.isEmpty ? "§\(n + 1)" : title, runIn: true)
        }
        return (kept, marks)
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
