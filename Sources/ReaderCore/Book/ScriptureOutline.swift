/// Recognises scripture, a book of books with numbered chapters and verses, from the shape of the
/// whole text, in its two common layouts:
/// - verses numbered `chapter:verse` (`1:1 In the beginning…`, `001:001 …`): a verse numbered 1:1
///   opens a book, titled by the short line just above it (`Book 01 Genesis`, `The First Book of
///   Moses: Called Genesis`); each chapter starts at its first verse (a run-in mark: the verse is text).
/// - chapter headings (`Genesis 1`, `Chapter 1`, `CHAPTER 1`, `Psalm 23`, `1 Kings 3`) each followed
///   by verse 1 (`1 In the beginning…`): chapter 1 opens a book, titled by the short line above
///   its heading when that line names it, else by the heading's name (`Genesis`).
/// Books are level 1, chapters level 2 inside them; verse numbers stay in the text.
enum ScriptureOutline {
    /// Fewest verse paragraphs that make a text scripture.
    static let minVerses = 20
    /// Fewest chapter headings in the heading layout.
    static let minHeadings = 3
    /// Longest line, in UTF-8 bytes, that may title a book.
    static let maxTitleBytes = 120
    /// Longest chapter heading, in UTF-8 bytes.
    static let maxHeadingBytes = 40

    /// Chapter marks when the text is shaped like scripture, else nil. Most books are ruled out by
    /// the count of paragraphs that open with a digit (`digitLed`, counted here unless given): verses
    /// are at least half of scripture's paragraphs.
    static func marks(_ paragraphs: some ParagraphCollection, digitLed: Int? = nil) -> [ChapterMark]? {
        let digitLed = digitLed ?? Self.digitLed(paragraphs)
        guard digitLed >= minVerses, digitLed * 3 >= paragraphs.count else { return nil }
        return colonVerseMarks(paragraphs) ?? headedChapterMarks(paragraphs)
    }

    /// How many of `paragraphs` open with an ASCII digit.
    static func digitLed(_ paragraphs: some ParagraphCollection) -> Int {
        paragraphs.indices.reduce(0) { count, i in count + (paragraphs.withUTF8(at: i) { isDigitLed($0) } ? 1 : 0) }
    }

    /// Whether UTF-8 text `utf8` opens with an ASCII digit, as a verse does.
    @inline(__always)
    static func isDigitLed(_ utf8: some Collection<UInt8>) -> Bool {
        utf8.first.map { (0x30...0x39).contains($0) } == true
    }

    // MARK: chapter:verse

    /// `1:1 text` (UTF-8) → (1, 1); nil when the paragraph does not open with a chapter:verse number and a space.
    static func colonVerse(utf8: some Sequence<UInt8>) -> (chapter: Int, verse: Int)? {
        guard let number = VerseNumber(utf8: utf8), let chapter = number.chapter else { return nil }
        return (chapter, number.verse)
    }

    /// Books open at verse 1:1, chapters where the chapter number changes. (Each block's number is read
    /// from its bytes where they lie: the blocks are not made strings.)
    private static func colonVerseMarks(_ paragraphs: some ParagraphCollection) -> [ChapterMark]? {
        let verses = paragraphs.indices.map { i in paragraphs.withUTF8(at: i) { colonVerse(utf8: $0) } }
        let count = verses.lazy.filter { $0 != nil }.count
        guard count >= minVerses, count * 2 >= paragraphs.count else { return nil }
        var marks = [ChapterMark]()
        var chapter: Int?
        var bookTitle = "", books = 0
        for (i, v) in verses.enumerated() {
            guard let v else { continue }
            if v.chapter == 1 && v.verse == 1 || chapter == nil {
                let titled = i > 0 && verses[i - 1] == nil ? title(paragraphs[i - 1]) : nil
                books += 1
                bookTitle = titled ?? "Book \(books)"
                marks.append(
                    ChapterMark(
                        paragraphIndex: titled == nil ? i : i - 1, title: chapterTitle(v.chapter, in: bookTitle),
                        level: 2, containers: [bookTitle], runIn: titled == nil))
            } else if v.chapter != chapter {
                marks.append(ChapterMark(paragraphIndex: i, title: chapterTitle(v.chapter, in: bookTitle), level: 2, runIn: true))
            }
            chapter = v.chapter
        }
        return marks
    }

    // MARK: Chapter headings

    /// `Genesis 1`, `CHAPTER 1`, `1 Kings 3`, `Song of Solomon 2` → (name, number): one short line of
    /// one to four words, the first capitalised or a number, then the chapter number.
    static func chapterHeading(_ text: String) -> (name: Substring, number: Int)? {
        guard text.utf8.count <= maxHeadingBytes, let space = text.lastIndex(of: " ") else { return nil }
        let digits = text[text.index(after: space)...]
        guard (1...3).contains(digits.utf8.count), digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let number = Int(digits), number > 0
        else { return nil }
        let name = text[..<space]
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        guard (1...4).contains(words.count), let first = words.first?.unicodeScalars.first,
            ("A"..."Z").contains(first) || ("1"..."3").contains(first),
            words.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) } }),
            name.unicodeScalars.contains(where: { $0.properties.isAlphabetic })
        else { return nil }
        return (name, number)
    }

    /// The verse number a paragraph opens with (`1 In the beginning…` → 1), or nil.
    static func numberedVerse(_ text: String) -> Int? {
        guard let number = VerseNumber(text[...]), number.chapter == nil else { return nil }
        return number.verse
    }

    /// Each chapter at its heading; chapter 1 opens a book.
    private static func headedChapterMarks(_ paragraphs: some ParagraphCollection) -> [ChapterMark]? {
        var headings = [(index: Int, name: Substring, number: Int)]()
        var verses = 0
        for i in paragraphs.indices {
            // Heading first: `1 Corinthians 1` also opens with a number and a space, as a verse does. Only
            // a short block may be one, made a string; a verse's number is read from the bytes.
            if paragraphs.utf8Count(at: i) <= maxHeadingBytes, let h = chapterHeading(paragraphs.text(at: i)) {
                headings.append((i, h.name, h.number))
            } else if let number = paragraphs.withUTF8(at: i, { VerseNumber(utf8: $0) }), number.chapter == nil {
                verses += 1
            }
        }
        // Each heading is followed by verse 1, and verses are most of the text.
        let followed = headings.filter { h in h.index + 1 < paragraphs.count && numberedVerse(paragraphs[h.index + 1].text) == 1 }
        guard followed.count >= minHeadings, followed.count * 3 >= headings.count * 2, verses >= minVerses,
            verses * 2 >= paragraphs.count - headings.count
        else { return nil }
        var marks = [ChapterMark]()
        for h in followed {
            let heading = HeadingText.collapsed(paragraphs[h.index].text[...]).split(separator: " ").map(HeadingText.displayWord)
                .joined(separator: " ")
            if h.number == 1 {
                let above =
                    h.index > 0 && numberedVerse(paragraphs[h.index - 1].text) == nil
                    ? title(paragraphs[h.index - 1]).flatMap { namesBook($0, h.name) ? $0 : nil } : nil
                let book = above ?? HeadingText.displayWord(h.name)
                marks.append(
                    ChapterMark(paragraphIndex: above == nil ? h.index : h.index - 1, title: heading, level: 2, containers: [book]))
            } else {
                marks.append(ChapterMark(paragraphIndex: h.index, title: heading, level: 2))
            }
        }
        return marks
    }

    // MARK: Helpers

    /// A paragraph that can title a book: one short line, whitespace collapsed.
    private static func title(_ p: Paragraph) -> String? {
        guard p.text.utf8.count <= maxTitleBytes, !p.text.contains("\n") else { return nil }
        let title = HeadingText.collapsed(p.text[...])
        return title.isEmpty ? nil : title
    }

    /// Whether `line`, found above the first chapter heading `name 1`, is the book's title: it names
    /// the book (`The Second Book of Moses, called Exodus` above `Exodus 1`), or the heading names no
    /// book (`Chapter 1`). A collection's title (`THE HOLY BIBLE` above `Genesis 1`) is not.
    private static func namesBook(_ line: String, _ name: Substring) -> Bool {
        let name = name.lowercased()
        return name == "chapter" || line.lowercased().contains(name)
    }

    /// `Chapter 3`, or `Psalm 23` in the book of Psalms.
    private static func chapterTitle(_ number: Int, in book: String) -> String {
        (book.contains("Psalm") || book.contains("PSALM") ? "Psalm " : "Chapter ") + String(number)
    }
}
