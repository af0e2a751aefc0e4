/// The number a verse of scripture opens with: `12 And…` (verse 12) or `3:12 And…` / `003:012 And…`
/// (chapter 3, verse 12), one to three digits each, then a space. Read on the UTF-8 bytes: the paragraph
/// assembler asks it of every line that opens with a digit inside a verse.
struct VerseNumber: Sendable, Equatable {
    /// The chapter, when the verse is numbered `chapter:verse`.
    var chapter: Int?
    var verse: Int

    init(chapter: Int? = nil, verse: Int) {
        self.chapter = chapter
        self.verse = verse
    }

    /// The number `text` (without its indent) opens with, or nil.
    init?(_ text: Substring) {
        self.init(utf8: text.utf8)
    }

    /// The number UTF-8 text `utf8` opens with, or nil: at most its first eight bytes are read.
    init?(utf8: some Sequence<UInt8>) {
        var bytes = utf8.makeIterator()
        guard let (first, end) = Self.number(&bytes) else { return nil }
        if end == 0x20 {
            self.init(verse: first)
        } else {
            guard end == UInt8(ascii: ":"), let (second, end) = Self.number(&bytes), end == 0x20 else { return nil }
            self.init(chapter: first, verse: second)
        }
    }

    /// Whether `next` is the verse that comes after this one: the next of the same chapter, or (numbered
    /// `chapter:verse`) the first of the next chapter or of the next book.
    func isFollowed(by next: VerseNumber) -> Bool {
        guard let chapter else { return next.chapter == nil && next.verse == verse + 1 }
        guard let nextChapter = next.chapter else { return false }
        return nextChapter == chapter && next.verse == verse + 1 || next.verse == 1 && (nextChapter == chapter + 1 || nextChapter == 1)
    }

    /// One to three ASCII digits and the byte after them (nil at the end of the text or for any other byte).
    private static func number(_ bytes: inout some IteratorProtocol<UInt8>) -> (value: Int, end: UInt8)? {
        var value = 0, digits = 0
        while let b = bytes.next() {
            guard (0x30...0x39).contains(b) else { return digits > 0 ? (value, b) : nil }
            guard digits < 3 else { return nil }
            value = value * 10 + Int(b - 0x30)
            digits += 1
        }
        return nil
    }
}
