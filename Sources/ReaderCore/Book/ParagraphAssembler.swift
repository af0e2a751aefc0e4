#if canImport(Glibc)
import Glibc
#endif

/// Turns clean raw lines into blocks, deciding per block from the lines' own shape:
/// re-joins hard-wrapped prose (CJK without a space, Latin with one) whether its paragraphs
/// are block-indented or first-line-indented, keeps the breaks of verse and other runs of
/// short lines (line groups), keeps tables and box drawing as written (preformatted),
/// and recognises list items, scene breaks and block quotes (prose indented deeper than the body).
///
/// Chapter headings and `%` lines always stand alone, so `ChapterDetector` and `FortuneFile` see
/// them as blocks of their own.
public struct ParagraphAssembler: Sendable {
    public let style: WrapStyle
    /// Which lines are headings, which always stand alone.
    public let rules: HeadingRules
    /// The blocks finished so far, stored flat.
    private(set) var paragraphs = BlockStore()
    /// The blocks that are headings under `rules` (what `HeadingOutline.headings(in: paragraphs)` finds),
    /// found as each block ends: a block of one line the rules already rejected is only asked whether
    /// it is a numbered section.
    private(set) var headings: [HeadingOutline.Found] = []
    /// Blocks so far whose text opens with a digit (`ScriptureOutline.isDigitLed`), counted while the text is at hand.
    private(set) var digitLed = 0
    /// How many blocks are a fortune file's `%` lines (`FortuneFile.isDelimiter`).
    private(set) var delimiters = 0
    /// Blocks already handed over by `takeFinished`: indices go on counting from them.
    private var taken = 0
    /// Headings noted over every batch, and where the first block starts: the text read so far
    /// bounds how many may be noted (`HeadingOutline.maxHeadings`).
    private var noted = 0
    private var firstOffset: Int?
    /// The block being assembled, reused from block to block (an optional one would be copied and
    /// destroyed through the runtime on every line).
    private var pending = Pending()
    /// The last line fed, when it was not blank.
    private var previous: LineShape?
    /// The built-in heading the last heading line fed is (`HeadingRules.isHeading(_:keeping:)`).
    private var lineHeading: Heading?
    /// A line that underlines the pending block's last line, until the line after it says whether it stands.
    private var heldUnderline: (offset: Int, line: String, mark: Unicode.Scalar)?

    /// The block being assembled.
    private struct Pending {
        /// A block is being assembled (the other fields hold it).
        var isOpen = false
        var offset = 0
        var kind = BlockKind.paragraph
        /// Prose and list items: the first line's text; preformatted blocks: the first line. Line groups: unused.
        var text = ""
        /// What follows `text`: each joined line and the space or line feed before it. The block's text is
        /// built from them once, at its exact size, when it ends: appended line by line it would keep up
        /// to twice the room it needs for as long as the book is open.
        var joined: [Substring] = []
        /// Line groups: each line's indent and text, indented relative to the least at the end.
        var lines: [(indent: Int, body: Substring)] = []
        /// Indent of the first line, and of the second once a line was joined.
        var firstIndent = 0
        var continuationIndent: Int?
        /// The heading rules found the first line a heading; the built-in one it is, if any (read only
        /// while `isHeading`).
        var isHeading = false
        var heading: Heading?
        /// The character of the line underlining this one-line block (`Underline`): a heading.
        var underline: Unicode.Scalar?
        /// Where the last line joined to `text` starts in the source.
        var lastLineOffset = 0
        /// The block opened after a blank line (or at the start).
        var afterBlank = false
        /// The block is a man page's section header (`ManSection`): a heading.
        var manSection = false
        /// How the block's lines so far set Latin against CJK, once a break between them asked
        /// (`needsSpace(before:)`); then kept up to date line by line, so no line is counted twice.
        var habit: LatinCJKPairs?
        /// Some line holds bytes of inline markup (`LineShape.mayHaveMarkup`).
        var markup = false
        /// The first line has a gap of spaces inside its text (`LineShape.hasGap`).
        var gapped = false
        /// The number the block opens with when it may be a verse of scripture (`12 And…`, `3:12 And…`).
        var verse: VerseNumber?

        /// The text of the first line and the lines joined to it, leaving both empty: the first line's
        /// own string when nothing was joined (no copy), else one string of exactly their size.
        mutating func takeText() -> String {
            var first = ""
            swap(&first, &text)
            guard !joined.isEmpty else { return first }
            var whole = ""
            whole.reserveCapacity(joined.reduce(first.utf8.count) { $0 + $1.utf8.count })
            whole += first
            for piece in joined { whole += piece }
            joined.removeAll(keepingCapacity: true)
            return whole
        }
    }

    public init(style: WrapStyle, rules: HeadingRules = .auto) {
        self.style = style
        self.rules = rules
    }

    /// Whether a block certainly starts at a line of shape `line` after one of shape `previous`
    /// (nil: blank), whatever came before them: a book can then be read in independent parts
    /// split at such a line. True after a blank line; in one-paragraph-per-line text wherever
    /// neither line is a table row; in hard-wrapped text at a full prose line after a short one
    /// that ends a sentence; never at a line opening with a closing mark, which goes on the block before.
    static func startsBlock(_ line: LineShape?, after previous: LineShape?, style: WrapStyle) -> Bool {
        guard let line else { return false }
        guard let previous else { return true }
        // An underline is told from the lines on both sides of it, a man page's section header
        // (`ManSection`) from the indented line after it.
        if line.mayUnderline || previous.mayUnderline { return false }
        if line.indent > 0, previous.indent == 0, previous.columns <= ManSection.maxColumns { return false }
        if line.standsAlone || previous.standsAlone { return true }
        if line.isPreformatted || previous.isPreformatted || style == .linesKept || line.opensWithClosingMark { return false }
        guard case .hardWrapped(let width, _) = style else { return true }
        // A line whose first word may not have fitted after the one before may go on from it (`wordDidNotFit`).
        let mayNotHaveFitted = !previous.endsSentence && previous.columns + 1 + line.columns > width
        return !previous.mayContinue(width: width) && line.isFull(width: width) && !mayNotHaveFitted
    }

    /// Whether a short line that stops mid-sentence (`previous`) was broken where a tool that wraps at
    /// spaces had to: the next line's first word, a Latin word or a run of CJK after or before one
    /// (pandoc does not break CJK: `Debian` over `GNU/Linux中最强大的设计…`), would not have fitted after it.
    static func wordDidNotFit(_ previous: LineShape, text: Substring, next body: Substring, width: Int) -> Bool {
        guard !previous.endsSentence, let last = text.utf8.last, let first = body.utf8.first, last < 0x80 || first < 0x80 else {
            return false
        }
        return previous.columns + 1 + WrapStyle.approximateColumns(body.utf8.prefix { $0 != 0x20 }) > width
    }

    /// Feeds one clean line (indentation included) that starts at `offset` in the source.
    public mutating func add(offset: Int, line: String) {
        if heldUnderline != nil, let held = heldUnderline {
            heldUnderline = nil
            // A blank line (or the end) after it makes an underline; text right after it is a table's or a
            // program's output (`General Information` over `----` over `Hostname : …`), read as it stands.
            if Self.dropIndent(line).isEmpty {
                underlineHeading(held.mark)
                return
            }
            feed(offset: held.offset, line: held.line, underlines: false)
        }
        feed(offset: offset, line: line, underlines: true)
    }

    /// `add`, looking for underlines when `underlines`.
    private mutating func feed(offset: Int, line: String, underlines: Bool) {
        // A one-line block `[注 注意` closed by this line's `意] …`: the label mended, the note's text on its own.
        if pending.isOpen, pending.kind == .paragraph, pending.joined.isEmpty, pending.text.utf8.first == UInt8(ascii: "["),
            let label = SplitLabel(first: pending.text, second: line)
        {
            pending.text = label.mended
            flush()
            previous = nil
            let text = line.utf8.index(line.utf8.startIndex, offsetBy: label.tailBytes)
            add(offset: offset + label.tailBytes, line: String(repeating: " ", count: label.tailColumns) + line[text...])
            return
        }
        let body = Self.dropIndent(line)
        var isHeading = rules.isHeading(body, keeping: &lineHeading)
        // A Roman numeral alone heads a chapter only where a block starts: `I.` alone ends many a wrapped sentence.
        if isHeading, previous != nil, let found = lineHeading, found.bare, body.utf8.first! < 0x80 {
            isHeading = false
            lineHeading = nil
        }
        let shape = LineShape(line: line, body: body, measured: style != .paragraphPerLine, isHeading: isHeading)
        if underlines, let shape, shape.mayUnderline, let mark = underline(body) ?? underlineOfLastLine(body) {
            heldUnderline = (offset, line, mark)
            return
        }
        defer { previous = shape }
        guard let shape else {
            flush()
            return
        }
        if shape.indent > 0, isManSectionHeader {
            pending.manSection = true
            flush()
        }
        switch decide(shape, body: body) {
        case .join:
            if Self.endsInGroffHyphenation(pending.joined.last ?? pending.text[...], next: body) {
                if pending.joined.isEmpty {
                    pending.text.unicodeScalars.removeLast()
                } else {
                    pending.joined[pending.joined.count - 1].unicodeScalars.removeLast()
                }
            } else if !shape.opensWithClosingMark, !shape.opensWithClosingQuote, needsSpace(before: body) {
                pending.joined.append(" ")
            }
            pending.joined.append(body)
            if let habit = pending.habit { pending.habit = habit + Self.latinCJKPairs(in: body) }
            pending.lastLineOffset = offset
            if pending.continuationIndent == nil { pending.continuationIndent = shape.indent }
            if shape.mayHaveMarkup { pending.markup = true }
        case .keepLine:
            if pending.kind == .preformatted {
                pending.joined.append("\n")
                pending.joined.append(line[...])
            } else {
                if pending.kind != .lineGroup {
                    pending.lines.append((pending.firstIndent, Substring(pending.takeText())))
                    pending.kind = .lineGroup
                }
                pending.lines.append((shape.indent, body))
            }
            if shape.mayHaveMarkup { pending.markup = true }
        case .start(let kind):
            flush()
            pending.isOpen = true
            pending.offset = offset
            pending.kind = kind
            // A line without indent is its own text: no copy.
            pending.text = kind == .preformatted || body.startIndex == line.startIndex ? line : String(body)
            pending.firstIndent = shape.indent
            pending.continuationIndent = nil
            pending.isHeading = shape.isHeading
            if shape.isHeading { pending.heading = lineHeading }
            pending.markup = shape.mayHaveMarkup
            pending.gapped = shape.hasGap
            pending.verse = ScriptureOutline.isDigitLed(body.utf8) ? VerseNumber(body) : nil
            pending.afterBlank = previous == nil
            pending.habit = nil
        }
    }

    /// Whether the pending block is a man page's section header, once an indented line follows it:
    /// one line in capitals at the margin, after a blank line, in hard-wrapped text.
    private var isManSectionHeader: Bool {
        guard case .hardWrapped = style, pending.isOpen, pending.kind == .paragraph, pending.joined.isEmpty, pending.firstIndent == 0,
            pending.afterBlank, !pending.isHeading, pending.underline == nil
        else { return false }
        return ManSection.isHeader(pending.text)
    }

    /// The character `body` underlines the pending block with, when that block is one line of
    /// prose or a numbered item (`1.1. Chapter 1`) right above it (not in a fortune file, whose
    /// lines are kept as written).
    private func underline(_ body: Substring) -> Unicode.Scalar? {
        guard pending.isOpen, pending.kind == .paragraph || pending.kind == .listItem, pending.joined.isEmpty,
            pending.underline == nil, previous != nil,
            style != .linesKept
        else { return nil }
        return Underline.character(of: body, under: pending.text[...])
    }

    /// The character `body` underlines the last line joined to the pending paragraph with: a heading
    /// whose blank line above was left out (Sphinx's text writer does, after a verse), which the
    /// paragraph took for its own last line.
    private func underlineOfLastLine(_ body: Substring) -> Unicode.Scalar? {
        guard pending.isOpen, pending.kind == .paragraph, let last = pending.joined.last, pending.underline == nil, previous != nil,
            style != .linesKept
        else { return nil }
        return Underline.character(of: body, under: last)
    }

    /// Makes the pending block's only or last line a heading underlined with `mark`: the underline is
    /// not text, and the next line starts a block.
    private mutating func underlineHeading(_ mark: Unicode.Scalar) {
        if !pending.joined.isEmpty { splitOffLastLine() }
        pending.underline = mark
        flush()
        previous = nil
    }

    /// Ends the pending paragraph before its last joined line, which then stands alone as the pending block.
    private mutating func splitOffLastLine() {
        let line = pending.joined.removeLast()
        if pending.joined.last == " " { pending.joined.removeLast() }
        if pending.joined.isEmpty { pending.continuationIndent = nil }
        pending.habit = nil
        let (start, markup) = (pending.lastLineOffset, pending.markup)
        flush()
        pending.isOpen = true
        pending.offset = start
        pending.kind = .paragraph
        pending.text = String(line)
        pending.continuationIndent = nil
        pending.isHeading = false
        pending.markup = markup
        pending.gapped = false
        pending.verse = nil
    }

    private enum Decision {
        case join, keepLine
        case start(BlockKind)
    }

    /// How a non-blank line goes on from the block being assembled (`body`: the line without its indent).
    private func decide(_ line: LineShape, body: Substring) -> Decision {
        if line.standsAlone { return .start(.paragraph) }
        if line.isSeparator { return .start(.separator) }
        // The pending block's fields are read in place: a copy of it would retain its text on every line.
        let kind = pending.kind
        guard pending.isOpen, let previous, !previous.standsAlone, kind != .separator else { return .start(Self.kind(of: line)) }
        if line.isPreformatted { return kind == .preformatted ? .keepLine : .start(.preformatted) }
        if kind == .preformatted { return .start(Self.kind(of: line)) }
        if style == .linesKept { return .keepLine }
        // A closing mark (`。参见…`, `，跟着…`, a lone `”`) goes on the prose or item before it, whatever its
        // indent, even where each line is otherwise a paragraph.
        if line.opensWithClosingMark, kind == .paragraph || kind == .listItem { return .join }
        guard case .hardWrapped(let width, _) = style else { return .start(Self.kind(of: line)) }
        // A verse is a block of its own: the next verse's number starts one, wherever the line before stops.
        if let verse = pending.verse, ScriptureOutline.isDigitLed(body.utf8), let next = VerseNumber(body), verse.isFollowed(by: next) {
            return .start(Self.kind(of: line))
        }
        let previousLong = previous.isLong(width: width)
        // Within an item or a paragraph already joined over lines, a line that stops mid-sentence
        // half way across (justified or ragged text) goes on too.
        let previousContinues =
            previousLong
            || ((kind == .listItem || pending.continuationIndent != nil) && previous.mayContinue(width: width))
            || (kind == .paragraph
                && Self.wordDidNotFit(previous, text: pending.joined.last ?? pending.text[...], next: body, width: width))
        if line.marker?.style == .bullet { return .start(.listItem) }
        // A closing quotation mark and more text (`” he said`) goes on prose that had not ended; after a
        // short line it may open a paragraph (Swedish writes `”` on both sides).
        if previousContinues, line.opensWithClosingQuote, kind == .paragraph || kind == .listItem { return .join }
        switch kind {
        case .listItem:
            // The item's text goes on at its hanging indent, or under its marker.
            if previousContinues, line.marker == nil, line.indent >= pending.firstIndent { return .join }
        case .paragraph:
            if previousContinues, !line.hasFullWidthIndent {
                // Block-indented prose keeps its continuation indent; first-line-indented prose goes
                // back left. A full-width indent (`　　`) is always a new paragraph's first line.
                let continues = pending.continuationIndent.map { line.indent == $0 } ?? (line.indent <= pending.firstIndent)
                if continues { return .join }
                // A hanging indent (`注意] 当在…` over lines indented four): a first line as full as the
                // width that stops mid-sentence goes on in a deeper-indented line.
                if pending.continuationIndent == nil, line.indent > pending.firstIndent, previous.isFull(width: width),
                    !previous.endsSentence
                {
                    return .join
                }
            } else if pending.continuationIndent == nil, !line.isLong(width: width), line.marker == nil {
                // Two short lines in a row: verse, an address, a title page.
                return .keepLine
            }
        case .lineGroup:
            // Once verse, a longer line is still verse; a line as full as prose is not.
            if !line.isFull(width: width), line.marker == nil { return .keepLine }
        case .preformatted, .separator, .blockQuote, .image, .heading1, .heading2, .heading3, .heading4, .heading5, .heading6:
            break
        }
        return .start(Self.kind(of: line))
    }

    /// The kind of a block that starts with `line`.
    private static func kind(of line: LineShape) -> BlockKind {
        if line.isPreformatted { return .preformatted }
        return line.marker == nil ? .paragraph : .listItem
    }

    /// The line without its leading indentation (ASCII, ideographic and no-break spaces), found on the UTF-8 bytes.
    static func dropIndent(_ line: String) -> Substring {
        let utf8 = line.utf8
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let b = utf8[i]
            if b == 0x20 {
                i = utf8.index(after: i)
            } else if b == 0xE3 || b == 0xC2 {
                // U+3000 is E3 80 80, U+00A0 is C2 A0.
                var j = utf8.index(after: i)
                guard j < utf8.endIndex, utf8[j] == (b == 0xE3 ? 0x80 : 0xA0) else { break }
                j = utf8.index(after: j)
                if b == 0xE3 {
                    guard j < utf8.endIndex, utf8[j] == 0x80 else { break }
                    j = utf8.index(after: j)
                }
                i = j
            } else {
                break
            }
        }
        // Most lines have no indent: the whole line, without the index checks of a slice.
        return i == utf8.startIndex ? Substring(line) : line[i...]
    }

    /// The blocks finished so far and the headings among them, handed over and forgotten (a book
    /// read without keeping its text takes them a batch at a time); later indices go on counting.
    mutating func takeFinished() -> (blocks: BlockStore, headings: [HeadingOutline.Found]) {
        defer {
            taken += paragraphs.count
            paragraphs = BlockStore()
            headings = []
        }
        return (paragraphs, headings)
    }

    /// Ends the last block; call once after the last line.
    public mutating func finish() {
        if heldUnderline != nil, let held = heldUnderline {
            heldUnderline = nil
            underlineHeading(held.mark)
        }
        flush()
    }

    private mutating func flush() {
        guard pending.isOpen else { return }
        pending.isOpen = false
        var text = pending.takeText()
        let kind = pending.kind
        switch kind {
        case .lineGroup:
            text = Self.lineGroupText(pending.lines)
            pending.lines.removeAll(keepingCapacity: true)
        case .preformatted:
            // Tables and code are shown as written, markup-looking characters included.
            append(Paragraph(offset: pending.offset, text: Self.trimmedTrailingSpaces(text), kind: .preformatted), oneLineNotHeading: false)
            return
        case .paragraph, .listItem, .separator, .blockQuote, .image, .heading1, .heading2, .heading3, .heading4, .heading5, .heading6:
            // A heading's gap aligns nothing (`Act ⇥⇥⇥⇥ I`, as a converter left it); two spaces still part what it parted.
            if pending.gapped, pending.isHeading { text = Self.narrowingGaps(text) }
        }
        let (clean, spans) = pending.markup ? InlineMarkup.parse(text) : (text, [])
        // A line of annotations only (`［＃ここから２字下げ］`) leaves no block; an Aozora page
        // break (`［＃改ページ］`) stays as an empty separator, which ends the page.
        guard !clean.isEmpty || kind == .separator else { return }
        // One line whose text is the line's own (no markup, or none that changed it): the rules' answer for it stands.
        let unchanged = !pending.markup || (spans.isEmpty && clean.utf8.count == text.utf8.count)
        let oneLine = kind != .lineGroup && pending.continuationIndent == nil && unchanged
        // A heading its shape or a note marks: a man page's section header, an underlined line, an Aozora heading note.
        var marked: Heading?
        if pending.manSection {
            pending.manSection = false
            marked = Heading(level: .chapter, kind: "man", title: HeadingText.collapsed(clean[...]), standsApart: true)
        } else if let mark = pending.underline {
            pending.underline = nil
            marked = Heading(underlined: clean, by: mark)
        } else if pending.markup, kind == .paragraph, pending.continuationIndent == nil,
            let heading = AozoraHeading.heading(raw: text, shown: clean, spans: spans)
        {
            marked = heading
        }
        if let marked {
            headings.append(HeadingOutline.Found(index: taken + paragraphs.count, heading: marked, level: marked.level))
            paragraphs.append(Paragraph(offset: pending.offset, text: clean, kind: .paragraph, spans: spans))
            return
        }
        append(
            Paragraph(offset: pending.offset, text: clean, kind: isQuote ? .blockQuote : kind, spans: spans),
            oneLineNotHeading: oneLine && !pending.isHeading, lineHeading: oneLine && pending.isHeading)
    }

    /// `text` with each run of three spaces or more made two.
    static func narrowingGaps(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var run = 0
        for b in text.utf8 {
            run = b == 0x20 ? run + 1 : 0
            if run <= 2 { bytes.append(b) }
        }
        return bytes.count == text.utf8.count ? text : String(decoding: bytes, as: UTF8.self)
    }

    /// A line group's text: its lines joined by line feeds, each indented by its indent less the
    /// least one. Written as bytes into one string of exactly its size: appending a string of spaces
    /// and each line to a `String` cost more than the rest of reading verse and fortunes.
    static func lineGroupText(_ lines: [(indent: Int, body: Substring)]) -> String {
        let least = lines.lazy.map(\.indent).min() ?? 0
        let size = lines.reduce(max(0, lines.count - 1)) { $0 + $1.indent - least + $1.body.utf8.count }
        return String(unsafeUninitializedCapacity: size) { out in
            var n = 0
            for (i, line) in lines.enumerated() {
                if i > 0 { out[n] = 0x0A; n += 1 }
                out[n..<(n + line.indent - least)].initialize(repeating: 0x20)
                n = out[(n + line.indent - least)...].initialize(fromContentsOf: line.body.utf8)
            }
            return n
        }
    }

    /// Whether the pending block is a block quote: prose re-joined over lines that all sit deeper
    /// than the book's body text (a manual whose paragraphs are all block-indented has its body
    /// there: no quotes).
    private var isQuote: Bool {
        guard pending.kind == .paragraph, case .hardWrapped(_, let body) = style, let continuation = pending.continuationIndent else {
            return false
        }
        return continuation > body && pending.firstIndent >= continuation
    }

    /// Appends a finished block and notes it when it is a heading; `oneLineNotHeading`: its text is
    /// one line the rules did not find a heading in, which can then only be a numbered section;
    /// `lineHeading`: its text is the one line the rules found a heading in (`pending.heading`, when built in).
    private mutating func append(_ block: consuming Paragraph, oneLineNotHeading: Bool, lineHeading: Bool = false) {
        let start = firstOffset ?? block.offset
        firstOffset = start
        if !oneLineNotHeading || rules.mayBeSection(block.text),
            let heading = lineHeading
                ? pending.heading ?? rules.heading(block.text)
                : oneLineNotHeading ? rules.sectionHeading(block.text) : rules.heading(block.text)
        {
            if noted < HeadingOutline.maxHeadings(bytes: block.offset - start) {
                headings.append(HeadingOutline.Found(index: taken + paragraphs.count, heading: heading, level: heading.level))
                noted += 1
            } else {
                rules.stopCrowded()
            }
        }
        if ScriptureOutline.isDigitLed(block.text.utf8) { digitLed += 1 }
        if FortuneFile.isDelimiter(block) { delimiters += 1 }
        paragraphs.append(block)
    }

    /// Preformatted lines without the spaces that end them (they would only widen the block): the
    /// lines are split and trimmed (`linesTrimmed`) only when a byte scan finds a space ending one.
    static func trimmedTrailingSpaces(_ text: String) -> String {
        endsALineWithSpace(text) ? linesTrimmed(text) : text
    }

    /// Each line of `text` without the spaces (`Character`s equal to " ") that end it.
    static func linesTrimmed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.reversed().drop { $0 == " " }.reversed() }
            .map { String($0) }.joined(separator: "\n")
    }

    /// Whether a space byte ends some line of `text` (comes before a line feed or last): true for
    /// every text `linesTrimmed` changes. A string search for `" \n"` compares `Character`s and
    /// costs a tenth of reading a book of tables and code; the line feeds are found by `memchr`.
    static func endsALineWithSpace(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, let last = bytes.last else { return false }
            if last == 0x20 { return true }
            var i = 0
            while let feed = memchr(base + i, 0x0A, bytes.count - i) {
                let k = base.distance(to: feed.assumingMemoryBound(to: UInt8.self))
                if k > 0, bytes[k - 1] == 0x20 { return true }
                i = k + 1
            }
            return false
        }
    }

    /// Whether `body`, joined to the pending block, follows a space: as `needsSpace(between:and:)`, and
    /// where a Latin letter or digit meets CJK across the break, as the block's own lines set them
    /// (`编写的 shell` over `命令示例`: pandoc's zh-cn text spaces them; a novel that writes `用Unix的` does not).
    private mutating func needsSpace(before body: Substring) -> Bool {
        let left = pending.joined.last ?? pending.text[...]
        if Self.needsSpace(between: left, and: body) { return true }
        guard let last = left.unicodeScalars.last, let first = body.unicodeScalars.first,
            Self.isLatinAlphanumeric(last) && Script.isCJK(first) || Script.isCJK(last) && Self.isLatinAlphanumeric(first)
        else { return false }
        if pending.habit == nil {
            var habit = Self.latinCJKPairs(in: pending.text[...])
            for piece in pending.joined { habit = habit + Self.latinCJKPairs(in: piece) }
            pending.habit = habit
        }
        let habit = pending.habit! + Self.latinCJKPairs(in: body)
        return habit.spaced > habit.tight
    }

    /// Places in `text` where a Latin letter or digit and a CJK character meet with one space between
    /// them (`spaced`) or none (`tight`), in either order. Read on the UTF-8 bytes (valid UTF-8): only
    /// a non-ASCII byte sequence is decoded, to ask whether it is CJK.
    static func latinCJKPairs(in text: Substring) -> LatinCJKPairs {
        text.utf8.withContiguousStorageIfAvailable(latinCJKPairs) ?? Array(text.utf8).withUnsafeBufferPointer(latinCJKPairs)
    }

    /// What a character is to `latinCJKPairs`.
    private enum PairSide { case latin, cjk, space, other }

    private static func latinCJKPairs(_ bytes: UnsafeBufferPointer<UInt8>) -> LatinCJKPairs {
        var pairs = LatinCJKPairs()
        var before = PairSide.other, last = PairSide.other
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let side: PairSide
            if b < 0x80 {
                side = b == 0x20 ? .space : isLatinAlphanumeric(Unicode.Scalar(b)) ? .latin : .other
                i += 1
            } else {
                let length = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
                var value = UInt32(b) & (0xFF >> (length + 1))
                var k = 1
                while k < length, i + k < bytes.count {
                    value = value << 6 | UInt32(bytes[i + k] & 0x3F)
                    k += 1
                }
                side = Unicode.Scalar(value).map(Script.isCJK) == true ? .cjk : .other
                i += length
            }
            let meets = { (a: PairSide) in (a == .latin && side == .cjk) || (a == .cjk && side == .latin) }
            if meets(last) { pairs.tight += 1 }
            if last == .space, meets(before) { pairs.spaced += 1 }
            (before, last) = (last, side)
        }
        return pairs
    }

    /// Counts of `latinCJKPairs`.
    struct LatinCJKPairs: Equatable {
        var spaced = 0, tight = 0
        static func + (a: Self, b: Self) -> Self { Self(spaced: a.spaced + b.spaced, tight: a.tight + b.tight) }
    }

    /// An ASCII letter or digit.
    static func isLatinAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        s.isASCII && (("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s))
    }

    /// Whether `left` ends in groff's hyphen (U+2010) between letters and `next` goes on in lower
    /// case: the word was hyphenated to justify the line (`de‐` / `tached`), and joins whole.
    static func endsInGroffHyphenation(_ left: some StringProtocol, next: Substring) -> Bool {
        let scalars = left.unicodeScalars
        guard scalars.last == "\u{2010}", let first = next.unicodeScalars.first, first.properties.isLowercase else { return false }
        let before = scalars.index(before: scalars.endIndex)
        return before > scalars.startIndex && scalars[scalars.index(before: before)].properties.isAlphabetic
    }

    /// Latin words joined across a line break need a space; CJK text and hyphen/dash ends do not
    /// (U+2010 too: groff's hyphen, where a man page breaks `incor‐` / `porates`).
    static func needsSpace(between left: some StringProtocol, and right: Substring) -> Bool {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return false }
        if last == "-" || last == "\u{2010}" || last == "\u{2014}" || last == "\u{2013}" { return false }
        return !Script.isCJK(last) && !Script.isCJK(first)
    }
}
