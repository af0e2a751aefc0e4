import Synchronization

/// Reads a book: the whole of it (decode and clean every line, assemble paragraphs, find
/// chapters), or only a window from a saved place, to show a page before the rest is read.
public enum BookLoader {
    /// Sections cut from a book without headings hold at most about this many bytes of text.
    public static let sectionBytes = 30_000
    /// Source bytes between progress reports.
    static let progressStep = 1 << 20

    /// Loads the file at `path`; `encoding` overrides detection; `rules` say which lines are
    /// headings. A book of another format (`BookFormats`) is read by it unless an encoding is forced.
    public static func load(path: String, encoding: TextEncoding? = nil, rules: HeadingRules = .auto) throws(ReaderError) -> Book {
        try load(path: path, encoding: encoding, rules: rules) { _ in true }!
    }

    /// Loads the file at `path` as `load(path:encoding:rules:)` does; `progress` gets the fraction
    /// read now and then, from any thread, and returning false cancels the load (the result is then nil).
    public static func load(
        path: String, encoding: TextEncoding? = nil, rules: HeadingRules = .auto, progress: @Sendable (Double) -> Bool
    ) throws(ReaderError) -> Book? {
        let file = try SourceFile(path: path)
        if encoding == nil {
            let format = BookFormats.of(file)
            if !(format is PlainTextFormat) { return try format.load(path: path, progress: progress) }
        }
        return try load(BookSource(file: file, encoding: encoding), rules: rules, progress: progress)
    }

    /// Loads the whole book. `progress` gets the fraction of the file read so far, now
    /// and then, from any thread; returning false cancels the load (the result is then nil).
    /// Chapters come from `cache` when it fits the text and was made under the same `rules`, else from detection. A large book is
    /// read in parts on every processor at once, split where paragraphs certainly start; one with more
    /// than `streamingBytes` of text is read without keeping its text (`loadOutline`).
    public static func load(
        _ source: BookSource, cache: IndexCacheEntry? = nil, rules: HeadingRules = .auto,
        progress: @Sendable (Double) -> Bool = { _ in true }
    ) throws(ReaderError) -> Book? {
        if source.textRange.count > streamingBytes {
            return try loadOutline(source, cache: cache, rules: rules, following: { nil }, progress: progress)?.book
        }
        return try loadWhole(source, cache: cache, rules: rules, progress: progress)
    }

    /// The book read in parts with every block's text.
    private static func loadWhole(
        _ source: BookSource, cache: IndexCacheEntry?, rules: HeadingRules, progress: @Sendable (Double) -> Bool
    ) throws(ReaderError) -> Book? {
        // One binding of the parts, or joining them would copy every block.
        guard
            var read = readParts(
                source, rules: rules, rebalances: true, progress: progress,
                { range, assembler, keepGoing in
                    source.assemble(range, into: &assembler, while: keepGoing)
                    return Part(
                        blocks: assembler.paragraphs, headings: assembler.headings, digitLed: assembler.digitLed,
                        delimiters: assembler.delimiters)
                })
        else { return nil }
        let digitLed = read.reduce(0) { $0 + $1.digitLed }, delimiters = read.reduce(0) { $0 + $1.delimiters }
        var (shown, headings) = joined(&read)
        guard !shown.isEmpty else { throw .emptyFile(source.file.path) }
        // A fortune file's `%` lines are never shown; its entries are its sections.
        let fortune = FortuneFile.marks(shown, delimiters: delimiters)
        if fortune != nil { shown.removeAll { FortuneFile.isDelimiter($0, $1) } }
        let book = Book(
            title: title(fromPath: source.file.path), encoding: source.detection.encoding, sourceSize: source.file.size,
            blocks: shown,
            // Headings found in the parts fit the book as shown unless a fortune file's `%` lines were dropped.
            chapters: cache?.chapters(forOffsets: shown.offsets, rules: rules)
                ?? chapters(
                    of: shown, marks: fortune, headings: fortune == nil ? headings : nil, digitLed: digitLed, rules: rules,
                    blankLines: { source.blankLines(before: shown.offsets[$0]) }),
            rules: rules)
        return named(book, by: source)
    }

    /// What one part of a book read whole holds: its blocks, the headings among them (indices in the
    /// part) and how many blocks open with a digit (`ScriptureOutline.digitLed`).
    private struct Part {
        var blocks: BlockStore
        var headings: [HeadingOutline.Found]
        var digitLed: Int
        /// How many blocks are `%` lines (`FortuneFile.isDelimiter`).
        var delimiters: Int
    }

    /// The blocks of the parts one after another, their text moved rather than copied
    /// (`BlockStore.append(moving:)`), and their headings numbered in the whole, each part's freed once
    /// joined (a book whose every line is a heading finds millions); `parts` is left empty.
    private static func joined(_ parts: inout [Part]) -> (paragraphs: BlockStore, headings: [HeadingOutline.Found]) {
        var headings: [HeadingOutline.Found] = [], count = 0
        for i in parts.indices {
            var found: [HeadingOutline.Found] = []
            swap(&found, &parts[i].headings)
            for k in found.indices { found[k].index += count }
            if headings.isEmpty { swap(&headings, &found) } else { headings += found }
            count += parts[i].blocks.count
        }
        var blocks = BlockStore()
        for i in parts.indices { blocks.append(moving: &parts[i].blocks) }
        parts = []
        return (blocks, headings)
    }

    /// Books with more text than this are read without keeping it: memory stays flat however long
    /// the book is (a block held with its text costs its bytes and some 17 more, `BlockStore`).
    public static let streamingBytes = 48 << 20

    /// A large book read without keeping its text: each part keeps only its blocks' offsets, kinds,
    /// sizes and headings (`BlockOutline`), and the book starts released, every chapter read again
    /// from the file when it is laid out or shown. Fortune files and scripture, which are told from
    /// every block's text, are not looked for in books this large. `following()` may give what
    /// follows each part's blocks as they are read (`RunPages` lays out pages); the book comes back
    /// with those followers and each one's first block in the book.
    static func loadOutline(
        _ source: BookSource, cache: IndexCacheEntry?, rules: HeadingRules, following: @Sendable () -> (any BlockFollower)?,
        progress: @Sendable (Double) -> Bool
    ) throws(ReaderError) -> (book: Book, followers: [(first: Int, follower: any BlockFollower)])? {
        let text = source.textRange
        guard
            // Not rebalanced: each part taken from another's would lay out its own runs, and on the
            // 400 MB mix that cost 1.6 MB of peak memory for no speed.
            var parts = readParts(
                source, rules: rules, rebalances: false, progress: progress,
                { range, assembler, keepGoing in
                    var outline = BlockOutline()
                    var follower = following()
                    source.assemble(range, into: &assembler, while: keepGoing) { assembler in
                        let batch = assembler.takeFinished()
                        follower?.add(batch, from: outline.offsets.count)
                        outline.add(batch)
                    }
                    follower?.finish(at: outline.offsets.count)
                    return (outline: outline, follower: follower)
                })
        else { return nil }
        var outline = BlockOutline()
        var followers: [(first: Int, follower: any BlockFollower)] = []
        for i in parts.indices {
            var follower: (any BlockFollower)?
            swap(&follower, &parts[i].follower)
            if let follower { followers.append((outline.offsets.count, follower)) }
            // Each part's outline is freed a chunk at a time as it is copied.
            outline.append(moving: &parts[i].outline)
        }
        parts = []
        let count = outline.offsets.count
        guard count > 0 else { throw .emptyFile(source.file.path) }
        var chapters = cache?.chapters(forOffsets: outline.offsets, rules: rules)
        if chapters == nil {
            // The headings are handed over in their chunks, not copied: the detector filters them where they lie.
            var headings = ChunkedArray<HeadingOutline.Found>()
            swap(&headings, &outline.headings)
            var marks = ChapterDetector.detect(found: consume headings, size: { Int(outline.sizes[$0]) }) { found in
                guard BlockOutline.dropsTitle(of: found.heading) else { return found.heading.title }
                let i = found.index
                return source.sectionTitle(
                    of: found.heading, at: outline.offsets[i], end: i + 1 < count ? outline.offsets[i + 1] : text.upperBound, rules: rules)
            }
            let headed = !marks.isEmpty
            if !headed {
                let end = text.upperBound
                marks = ChapterDetector.sections(count: count, maxBytes: sectionBytes, size: { Int(outline.sizes[$0]) }) { i in
                    source.blockText(at: outline.offsets[i], end: i + 1 < count ? outline.offsets[i + 1] : end, rules: rules)
                }
            }
            chapters = Self.chapters(marks: marks, headed: headed, count: count) { outline.offsets[$0] }
        }
        // The kinds go into one array of exactly their count; the sizes and headings are not needed any more.
        let offsets = outline.offsets, kinds = Array(outline.kinds)
        outline = BlockOutline()
        let book = Book(
            title: title(fromPath: source.file.path), encoding: source.detection.encoding, sourceSize: source.file.size,
            offsets: offsets, kinds: kinds, chapters: chapters!, rules: rules, source: source)
        return (named(book, by: source), followers)
    }

    /// Reads the parts of `source` (see `parts(of:count:)`) on every processor at once, each with its
    /// own assembler, and returns what `read(range, &assembler, keepGoing)` made of each, in the book's
    /// order; nil when `progress` cancelled. `keepGoing(offset)` reports progress and says whether to go
    /// on. When it `rebalances`, a thread done with its part takes the rest of another's
    /// (`PartSchedule`: while `minimumRestBytes` are left of it), and `keepGoing` is also false where
    /// a part's rest was taken.
    private static func readParts<Part: Sendable>(
        _ source: BookSource, rules: HeadingRules, rebalances: Bool, progress: @Sendable (Double) -> Bool,
        _ read: (Range<Int>, inout ParagraphAssembler, (Int) -> Bool) -> Part
    ) -> [Part]? {
        let parts = parts(of: source, count: BackgroundThread.processorCount, rules: rules)
        let schedule = PartSchedule(parts, minimumRest: minimumRestBytes)
        let done = ReadProgress(total: source.file.size)
        let results = Mutex([Int: Part]())
        withoutActuallyEscaping(progress) { progress in
            BackgroundThread.parallel(parts.count) { first in
                var taken: Int? = first
                while let i = taken {
                    let range = schedule.range(of: i)
                    var assembler = ParagraphAssembler(style: source.wrapStyle, rules: rules)
                    var reported = range.lowerBound, asks = range.lowerBound
                    let part = read(range, &assembler) { offset in
                        if offset >= asks, !schedule.mayRead(i, at: offset, next: &asks) { return false }
                        if offset - reported >= progressStep {
                            if !done.advance(by: offset - reported, progress) { return false }
                            reported = offset
                        }
                        return !done.isCancelled
                    }
                    schedule.finish(i)
                    results.withLock { $0[i] = part }
                    taken = rebalances && !done.isCancelled ? schedule.take { source.paragraphBreak(after: $0, rules: rules) } : nil
                }
            }
        }
        if done.isCancelled { return nil }
        return results.withLock { parts in
            defer { parts = [:] }
            return schedule.order.map { parts[$0]! }
        }
    }

    /// Splits the book's text into up to `count` ranges of about equal size, each starting
    /// where a paragraph certainly starts under `rules`; parts are at least `minimumBytes` (small books stay whole).
    static func parts(of source: BookSource, count: Int, minimumBytes: Int = minimumPartBytes, rules: HeadingRules = .auto) -> [Range<Int>]
    {
        let text = source.textRange
        let count = min(count, text.count / max(1, minimumBytes))
        guard count > 1 else { return [text] }
        var starts = [text.lowerBound]
        for i in 1..<count {
            let target = text.lowerBound + text.count / count * i
            guard target > starts.last!, let start = source.paragraphBreak(after: target, rules: rules), start > starts.last!,
                start < text.upperBound
            else { continue }
            starts.append(start)
        }
        return starts.indices.map { i in starts[i]..<(i + 1 < starts.count ? starts[i + 1] : text.upperBound) }
    }

    /// Parts are at least this big: books smaller than two are read in one part.
    static let minimumPartBytes = 1 << 20

    /// A part with less than this left is read to its end by its own reader (`PartSchedule`): what a
    /// processor done first may wait for the others is about half of it (a few milliseconds), against
    /// a cut found and a part joined per take.
    static let minimumRestBytes = 256 << 10

    /// A provisional book of the paragraphs starting at `offset` (a paragraph start, e.g. a
    /// saved `Location.offset`) and running on for about `maxBytes` of the file: enough for
    /// the first pages while the whole book is read. Its paragraphs and offsets are those
    /// of the whole book; it has one chapter titled `title` and chapters at the headings in it.
    public static func window(
        _ source: BookSource, from offset: Int, maxBytes: Int = 64 * 1024, title chapterTitle: String = "",
        rules: HeadingRules = .auto
    ) throws(ReaderError) -> Book {
        let start = min(max(offset, source.textRange.lowerBound), source.file.size)
        var assembler = ParagraphAssembler(style: source.wrapStyle, rules: rules)
        source.assemble(start..<source.file.size, into: &assembler, expected: maxBytes + 16 * 1024) { $0 < start + maxBytes }
        var paragraphs = assembler.paragraphs
        if paragraphs.isEmpty, start > source.textRange.lowerBound {
            return try window(source, from: source.textRange.lowerBound, maxBytes: maxBytes, title: chapterTitle, rules: rules)
        }
        guard !paragraphs.isEmpty else { throw .emptyFile(source.file.path) }
        // The last paragraph may be cut at the window's end: keep only whole ones when there are others.
        if paragraphs.count > 1 { paragraphs = BlockStore(paragraphs, 0..<paragraphs.count - 1) }
        // The headings the assembler found, unless a fortune file's `%` lines are dropped and the blocks renumbered.
        var found: [Int: Heading]? = Dictionary(assembler.headings.map { ($0.index, $0.heading) }) { first, _ in first }
        if FortuneFile.marks(paragraphs) != nil {
            paragraphs.removeAll { FortuneFile.isDelimiter($0, $1) }
            found = nil
        }
        var chapters: [Chapter] = []
        for i in paragraphs.indices {
            let heading = found.map { $0[i] } ?? rules.heading(paragraphs.text(at: i))
            guard i == 0 || heading != nil else { continue }
            if var last = chapters.popLast() {
                last.paragraphs = last.paragraphs.lowerBound..<i
                chapters.append(last)
            }
            // The detector's normalised title (`CHAPTER   I` → `Chapter I`), as the whole book will show it.
            chapters.append(
                Chapter(
                    title: heading?.title ?? chapterTitle, paragraphs: i..<paragraphs.count,
                    heading: heading == nil ? nil : i, offset: paragraphs.offsets[i]))
        }
        let book = Book(
            title: title(fromPath: source.file.path), encoding: source.detection.encoding, sourceSize: source.file.size,
            blocks: paragraphs, chapters: chapters, rules: rules)
        return named(book, by: source)
    }

    /// `book` titled and authored as `source`'s first lines state (`StatedTitle`), when they do.
    private static func named(_ book: consuming Book, by source: BookSource) -> Book {
        var book = book
        if let stated = source.statedTitle() {
            book.title = stated.title
            book.authors = stated.authors
        }
        return book
    }

    /// Chapters under `rules`: with the built-in rules, from `marks` when the book's shape already gave
    /// them (a fortune file's entries) or from scripture's books and chapters; else from the headings
    /// (`headings` when already found; `digitLed`, the count of `ScriptureOutline.digitLed`, when already
    /// counted), with front matter before the first; when the book has no headings, the titles of a
    /// collection's pieces set apart by blank lines (`SpacedTitles`; `blankLines(i)`: the blank lines
    /// above block `i` in the source, when known), else size-bounded sections.
    static func chapters(
        of paragraphs: BlockStore, marks given: [ChapterMark]? = nil, headings: [HeadingOutline.Found]? = nil, digitLed: Int? = nil,
        rules: HeadingRules = .auto, blankLines: ((Int) -> Int)? = nil
    ) -> [Chapter] {
        let shaped = rules.builtIn ? given ?? ScriptureOutline.marks(paragraphs, digitLed: digitLed) : nil
        var marks =
            shaped ?? headings.map { ChapterDetector.detect(paragraphs, found: $0) } ?? HeadingOutline.marks(paragraphs, rules: rules)
        if marks.isEmpty, rules.builtIn, let blankLines,
            let spaced = SpacedTitles.marks(
                count: paragraphs.count, text: paragraphs.text(at:), size: paragraphs.utf8Count(at:), blankLines: blankLines)
        {
            marks = spaced
        }
        let headed = !marks.isEmpty
        if !headed {
            marks = ChapterDetector.sections(
                count: paragraphs.count, maxBytes: sectionBytes, size: paragraphs.utf8Count(at:), text: paragraphs.text(at:))
        }
        return chapters(marks: marks, headed: headed, count: paragraphs.count) { paragraphs.offsets[$0] }
    }

    /// Chapters from `marks` over `count` blocks (`offset(i)`: where block `i` starts), with front
    /// matter before the first; `headed`: the marks are headings (else sections, which have none).
    static func chapters(marks: [ChapterMark], headed: Bool, count: Int, offset: (Int) -> Int) -> [Chapter] {
        var chapters: [Chapter] = []
        // Exactly as many as there will be: a book of fortunes has tens of thousands, and growing
        // the array by doubling held twice their size at the peak of reading.
        chapters.reserveCapacity(marks.count + 1)
        if let first = marks.first, first.paragraphIndex > 0 {
            chapters.append(Chapter(title: "Front matter", paragraphs: 0..<first.paragraphIndex, heading: nil, offset: offset(0)))
        }
        for (i, mark) in marks.enumerated() {
            let end = i + 1 < marks.count ? marks[i + 1].paragraphIndex : count
            chapters.append(
                Chapter(
                    title: mark.title, paragraphs: mark.paragraphIndex..<end,
                    heading: headed && !mark.runIn ? mark.paragraphIndex : nil, offset: offset(mark.paragraphIndex),
                    level: mark.level, containers: mark.containers))
        }
        if chapters.isEmpty {
            chapters.append(Chapter(title: "Text", paragraphs: 0..<count, heading: nil, offset: offset(0)))
        }
        return chapters
    }

    /// "books/Moby Dick.txt" → "Moby Dick".
    static func title(fromPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { return String(name[..<dot]) }
        return name
    }
}
