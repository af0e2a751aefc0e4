/// Titles of the pieces of a collection that names them without a heading word (poems, hymns,
/// epistles, essays), told by their shape: one short title-cased line set apart by two or more blank
/// lines before it, where the book parts its paragraphs by one. Project Gutenberg's texts leave
/// four blank lines before a new piece; a poem's lines are never set so far apart. Looked for only
/// in a book where no heading was found, before cutting it into size-based sections.
enum SpacedTitles {
    /// Fewest blank lines above a title.
    static let minBlankLines = 2
    /// Widest title in display columns and most words in it: a longer line is a sentence.
    static let maxColumns = 60
    static let maxWords = 10
    /// Fewest titles that make a book a collection: one or two stray lines do not.
    static let minTitles = 3
    /// A title is followed by at least this much text before the next one, or the two are one
    /// title block (`FELPHAM:` / `AN EPISTLE TO HENRIETTA` / `1814.` / `FELPHAM.`): the first heads it.
    static let minSectionBytes = HeadingOutline.maxGapBytes
    /// Largest share of the book's blocks that may stand after two blank lines: a book that sets
    /// every paragraph so far apart marks nothing with the gap.
    static let maxSpacedShare = 0.25

    /// Chapter marks at the spaced titles of `count` blocks, or nil when the book is not a collection
    /// of that shape. `text(i)` and `size(i)`: block `i`'s text and its UTF-8 bytes;
    /// `blankLines(i)`: how many blank lines stand above block `i` in the source (asked of short blocks,
    /// and of every block to measure the book's own spacing, which stops at the first few hundred).
    static func marks(count: Int, text: (Int) -> String, size: (Int) -> Int, blankLines: (Int) -> Int) -> [ChapterMark]? {
        guard count > minTitles else { return nil }
        // The book's own spacing, from its first blocks: most are set one blank line apart or less.
        let sampled = min(count, spacingSample)
        var spaced = 0
        for i in 1..<sampled where blankLines(i) >= minBlankLines { spaced += 1 }
        guard Double(spaced) <= maxSpacedShare * Double(sampled) else { return nil }

        var titles = [Int]()
        for i in 0..<count where size(i) <= maxTitleBytes && blankLines(i) >= minBlankLines {
            let t = text(i)
            guard isTitle(t[...]), i + 1 == count || blankLines(i + 1) >= 1 else { continue }
            titles.append(i)
        }
        // A title followed by too little text before the next one heads the same piece.
        var kept = [Int]()
        for i in titles {
            if let last = kept.last, bytes(from: last + 1, to: i, size: size) < minSectionBytes { continue }
            kept.append(i)
        }
        // The last title needs text after it too (a closing `FINIS.` is no piece).
        if let last = kept.last, bytes(from: last + 1, to: count, size: size) < minSectionBytes { kept.removeLast() }
        guard kept.count >= minTitles else { return nil }
        return kept.map { ChapterMark(paragraphIndex: $0, title: title(text($0)[...])) }
    }

    /// Blocks read to measure a book's spacing.
    static let spacingSample = 400
    /// A title's block is no longer than this in UTF-8 bytes (a cheap cut before reading its text).
    static let maxTitleBytes = 4 * maxColumns

    /// UTF-8 bytes of blocks `a..<b`.
    private static func bytes(from a: Int, to b: Int, size: (Int) -> Int) -> Int {
        var total = 0
        for i in a..<b {
            total += size(i)
            if total >= minSectionBytes { break }
        }
        return total
    }

    /// Whether `text` reads as a title: one short line, opening with a capital, every word of four
    /// letters or more capitalised (`Hymn to the Saviour.`, `ON THE FEAR OF DEATH:`, `Christmas Day,
    /// 1811.`), not a sentence cut at a comma or a semicolon, not a question, an exclamation or a
    /// line of dialogue.
    static func isTitle(_ text: Substring) -> Bool {
        let line = HeadingText.trimmed(text)
        guard !line.isEmpty, line.utf8.count <= maxTitleBytes, !line.contains("\n"),
            HeadingText.wordCount(line) <= maxWords,
            line.unicodeScalars.reduce(0, { $0 + CellWidth.width(of: $1) }) <= maxColumns,
            let first = line.unicodeScalars.first(where: { $0.properties.isAlphabetic || ("0"..."9").contains($0) }),
            first.properties.isUppercase,
            let last = line.unicodeScalars.last, !",;!?-".unicodeScalars.contains(last)
        else { return false }
        if let lead = line.unicodeScalars.first, "\"“‘'(".unicodeScalars.contains(lead) { return false }
        for word in line.split(separator: " ") {
            let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
            if letters.count >= 4, !letters.first!.properties.isUppercase { return false }
        }
        return true
    }

    /// The title as the contents show it: whitespace collapsed, emphasis underscores left out
    /// (`_Hymn to Humility_` → `Hymn to Humility`).
    static func title(_ text: Substring) -> String {
        let collapsed = HeadingText.collapsed(HeadingText.trimmed(text))
        let bare = collapsed.unicodeScalars.filter { $0 != "_" }
        return bare.isEmpty ? collapsed : String(String.UnicodeScalarView(bare))
    }
}
