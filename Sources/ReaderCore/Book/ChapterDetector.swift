/// Finds chapters in plain-text books from their heading lines, or cuts sections when there are none.
///
/// Headings: Chinese `第…章/回/节/卷/集/部/篇/话` (Chinese, Arabic, full-width or abbreviated
/// numerals such as `第八三回`, a title with or without a space: `第3章风起`), `序`/`前言`/`楔子`/
/// `尾声`/`番外`…, English `Volume`/`Part`/`Book`/`Chapter`/`Letter` with Arabic, Roman or
/// spelled-out numbers, `Prologue`/`Epilogue` (also `FIRST EPILOGUE`), one-word front sections
/// (`Preface`, `ETYMOLOGY.`), Japanese `その一` and bare kanji numerals in sequence.
/// Hierarchy: a `Volume`/`Part`/`Book`/`卷`/`部` heading puts the chapters inside it one level
/// deeper; when the chapter follows the container heading at once the two are one mark at the
/// container's paragraph (the container listed in the mark's `containers`), so no chapter is
/// empty. Contents lists (runs of headings with no text between them) are dropped in favour of
/// the body's headings.
public enum ChapterDetector {
    /// True when one line on its own looks like a chapter heading (pattern only, fast: most lines are
    /// rejected by their length or first character). The paragraph assembler calls it on every raw
    /// line to keep headings out of joined hard-wrapped paragraphs.
    public static func isHeading(_ line: Substring) -> Bool {
        HeadingParser.parse(line) != nil
    }

    /// Chapter starts in reading order, after the book-wide guards; [] when the book has no real headings.
    public static func detect(_ paragraphs: [Paragraph], rules: HeadingRules = .auto) -> [ChapterMark] {
        HeadingOutline.marks(paragraphs, rules: rules)
    }

    /// `detect` with the heading lines already found (by the parts of a parallel load).
    static func detect(_ paragraphs: some ParagraphCollection, found: [HeadingOutline.Found]) -> [ChapterMark] {
        HeadingOutline.marks(paragraphs, found: found)
    }

    /// `detect` with the heading lines already found, knowing of the other blocks only their size in UTF-8
    /// bytes; the marks are titled `title(heading)`.
    static func detect(
        found: consuming some FoundHeadings, size: (Int) -> Int, title: (HeadingOutline.Found) -> String
    ) -> [ChapterMark] {
        HeadingOutline.marks(found: found, size: size, title: title)
    }

    /// Fallback when `detect` returns []: sections of at most about `maxBytes` UTF-8 bytes cut at
    /// paragraph boundaries (a longer paragraph is a section of its own), titled from their first
    /// words (`§3 · It was a bright cold…`), so navigation always works.
    public static func sections(_ paragraphs: [Paragraph], maxBytes: Int) -> [ChapterMark] {
        sections(count: paragraphs.count, maxBytes: maxBytes, size: paragraphs.utf8Count(at:), text: paragraphs.text(at:))
    }

    /// `sections` of `count` blocks known by their size in UTF-8 bytes; `text` is asked only for
    /// the blocks that start a section (a book read without keeping its text reads them again).
    static func sections(count: Int, maxBytes: Int, size: (Int) -> Int, text: (Int) -> String) -> [ChapterMark] {
        var marks = [ChapterMark]()
        var total = 0
        for i in 0..<count {
            let bytes = size(i)
            if marks.isEmpty || total + bytes > maxBytes {
                let snippet = HeadingText.snippet(text(i)[...], columns: snippetColumns)
                let number = "§\(marks.count + 1)"
                marks.append(ChapterMark(paragraphIndex: i, title: snippet.isEmpty ? number : number + " · " + snippet))
                total = 0
            }
            total += bytes
        }
        return marks
    }

    /// Display width of the first words that title a fallback section.
    static let snippetColumns = 24
}
