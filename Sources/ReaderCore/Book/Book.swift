/// A decoded, cleaned book: its paragraphs in reading order and its chapters.
public struct Book: Sendable {
    /// Shown in the header: the file name without folders and extension.
    public var title: String
    /// Encoding the source file was read with.
    public var encoding: TextEncoding
    /// Size of the source file in bytes (for percentages).
    public var sourceSize: Int
    /// Where the reading order ends: progress (percent, pages and time left) counts the offsets
    /// below it. An EPUB's `linear="no"` items come after it (reached by links and the contents);
    /// `sourceSize` for every other book.
    public var readingOrderSize: Int
    /// Every paragraph, sorted by source offset.
    public let paragraphs: ParagraphList
    /// Chapters tiling `paragraphs` in order.
    public var chapters: [Chapter]
    /// The direction the book asks its pages to turn (an EPUB's spine may say right to left).
    public var pageProgression: PageProgression = .leftToRight
    /// The book's language as it declares it (an EPUB's `dc:language`, a BCP 47 tag such as `ja`
    /// or `zh-Hant`); nil when it says none (every TXT book).
    public var language: String?
    /// The book's authors as it names them (an EPUB's or MOBI's `dc:creator`s, an FB2's `title-info`, a PDF's Author); empty when it names none.
    public var authors: [String] = []
    /// Every link target of the book; a `.link` span names one by its index.
    public var links: [LinkTarget] = []
    /// The pictures its image blocks show, read from the book's files when shown; nil for a format
    /// without pictures (a TXT book), so nothing about pictures is loaded for it.
    public var pictures: BookPictures?
    /// The pages of the source a place is on, when its places are pages (a PDF); nil for every other book.
    public var sourcePages: SourcePages?
    /// Parts of the book that could not be read and were left out (a damaged EPUB's spine documents
    /// absent from its archive); empty for a whole book.
    public var missing: [String] = []

    /// `rules` are the heading rules the paragraphs were assembled with (released text is read again with them).
    public init(
        title: String, encoding: TextEncoding, sourceSize: Int, paragraphs: [Paragraph], chapters: [Chapter],
        rules: HeadingRules = .auto
    ) {
        self.init(
            title: title, encoding: encoding, sourceSize: sourceSize, blocks: BlockStore(paragraphs), chapters: chapters, rules: rules)
    }

    /// A book of `blocks` held whole, stored flat.
    init(title: String, encoding: TextEncoding, sourceSize: Int, blocks: BlockStore, chapters: [Chapter], rules: HeadingRules = .auto) {
        self.title = title
        self.encoding = encoding
        self.sourceSize = sourceSize
        readingOrderSize = sourceSize
        var kinds = Array(blocks.kinds)
        Self.markHeadings(of: chapters, in: &kinds)
        paragraphs = ParagraphList(
            offsets: blocks.offsets, kinds: kinds, texts: ParagraphTexts(blocks, offsets: blocks.offsets, rules: rules))
        self.chapters = chapters
    }

    /// A book read without keeping its text (`BookLoader` streams large books): where each block starts
    /// and its kind; every chapter's text is read again from `source` when asked for, as after `releaseText`.
    init(
        title: String, encoding: TextEncoding, sourceSize: Int, offsets: BlockOffsets, kinds: consuming [BlockKind], chapters: [Chapter],
        rules: HeadingRules, source: BookSource
    ) {
        self.title = title
        self.encoding = encoding
        self.sourceSize = sourceSize
        readingOrderSize = sourceSize
        Self.markHeadings(of: chapters, in: &kinds)
        paragraphs = ParagraphList(offsets: offsets, kinds: kinds, texts: ParagraphTexts(nil, offsets: offsets, rules: rules))
        self.chapters = chapters
        paragraphs.texts.release(source: source, chapters: chapters, recent: [])
    }

    /// Makes the heading block of each of `chapters` (a TXT book's chapter heading lines) a heading
    /// at the chapter's level in `kinds`, so every heading is one kind of block.
    static func markHeadings(of chapters: [Chapter], in kinds: inout [BlockKind]) {
        for chapter in chapters {
            if let h = chapter.heading, kinds.indices.contains(h), kinds[h].headingLevel == nil { kinds[h] = .heading(chapter.level) }
        }
    }

    /// From now on keeps decoded only the chapters in use, starting with chapter `current`
    /// and its neighbours, and reads any other again from `source` when asked for. Call it
    /// once the whole book is laid out; every copy of this book shares its text.
    public func releaseText(source: BookSource, current: Int) {
        let recent = [current + 1, current - 1, current].filter(chapters.indices.contains)
        paragraphs.texts.release(source: source, chapters: chapters, recent: recent)
        // Hand the freed text back to the system rather than keep it in malloc's free lists.
        _ = mallocTrim(0)
    }

    /// Whether every paragraph's text is in memory (until `releaseText`).
    public var holdsAllText: Bool { paragraphs.texts.isResident }

    /// Whether `other` is this book or a copy of it (copies share their text).
    public func isSameBook(as other: Book) -> Bool { paragraphs.texts === other.paragraphs.texts }

    /// Index of the last paragraph whose offset is ≤ `offset` (0 when before the first).
    public func paragraphIndex(atOrBefore offset: Int) -> Int {
        max(0, paragraphs.offsets.partitioningIndex { $0 > offset } - 1)
    }

    /// Index of the chapter holding paragraph `index`.
    public func chapterIndex(ofParagraph index: Int) -> Int {
        max(0, chapters.partitioningIndex { $0.paragraphs.lowerBound > index } - 1)
    }

    /// Number of characters (grapheme clusters) of text in the book.
    public var characterCount: Int {
        paragraphs.reduce(0) { $0 + $1.text.count }
    }
}
