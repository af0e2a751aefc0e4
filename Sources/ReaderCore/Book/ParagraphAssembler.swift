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
    public private(set) var paragraphs: [Paragraph] = []
    private var pending: Pending?
    /// The last line fed, when it was not blank.
    private var previous: LineShape?

    /// The block being assembled.
    private struct Pending {
        var offset: Int
        var kind: BlockKind
        /// Prose and list items: the text so far. Line groups and preformatted blocks: unused.
        var text: String
        /// Line groups: each line's indent and text, indented relative to the least at the end.
        var lines: [(indent: Int, body: Substring)] = []
        /// Indent of the first line, and of the second once a line was joined.
        var firstIndent: Int
        var continuationIndent: Int?
    }

    public init(style: WrapStyle, rules: HeadingRules = .auto) {
        self.style = style
        self.rules = rules
    }

    /// Whether a block certainly starts at a line of shape `line` after one of shape `previous`
    /// (nil: blank), whatever came before them: a book can then be read in independent parts
    /// split at such a line. True after a blank line; in one-paragraph-per-line text wherever
    /// neither line is a table row; in hard-wrapped text at a full prose line after a short one
    /// that ends a sentence.
    static func startsBlock(_ line: LineShape?, after previous: LineShape?, style: WrapStyle) -> Bool {
        guard let line else { return false }
        guard let previous else { return true }
        if line.standsAlone || previous.standsAlone { return true }
        if line.isPreformatted || previous.isPreformatted { return false }
        guard case .hardWrapped(let width, _) = style else { return true }
        return !previous.mayContinue(width: width) && line.isFull(width: width)
    }

    /// Feeds one clean line (indentation included) that starts at `offset` in the source.
    public mutating func add(offset: Int, line: String) {
        let body = Self.dropIndent(line)
        let shape = LineShape(line: line, body: body, measured: style != .paragraphPerLine, isHeading: rules.isHeading(body))
        defer { previous = shape }
        guard let shape else {
            flush()
            return
        }
        switch decide(shape) {
        case .join:
            // Appended in place (no local copy of `pending` alive), or every join would copy the text.
            if Self.needsSpace(between: pending!.text, and: body) { pending!.text += " " }
            pending!.text += body
            if pending!.continuationIndent == nil { pending!.continuationIndent = shape.indent }
        case .keepLine:
            if pending!.kind == .preformatted {
                pending!.text += "\n"
                pending!.text += line
            } else {
                if pending!.kind != .lineGroup {
                    pending!.lines = [(pending!.firstIndent, Substring(pending!.text))]
                    pending!.kind = .lineGroup
                }
                pending!.lines.append((shape.indent, body))
            }
        case .start(let kind):
            flush()
            pending = Pending(offset: offset, kind: kind, text: kind == .preformatted ? line : String(body), firstIndent: shape.indent)
        }
    }

    private enum Decision { case join, keepLine, start(BlockKind) }

    /// How a non-blank line goes on from the block being assembled.
    private func decide(_ line: LineShape) -> Decision {
        if line.standsAlone { return .start(.paragraph) }
        if line.isSeparator { return .start(.separator) }
        guard let p = pending, let previous, !previous.standsAlone, p.kind != .separator else { return .start(Self.kind(of: line)) }
        if line.isPreformatted { return p.kind == .preformatted ? .keepLine : .start(.preformatted) }
        if p.kind == .preformatted { return .start(Self.kind(of: line)) }
        guard case .hardWrapped(let width, _) = style else { return .start(Self.kind(of: line)) }
        let previousLong = previous.isLong(width: width)
        // Within an item or a paragraph already joined over lines, a line that stops mid-sentence
        // half way across (justified or ragged text) goes on too.
        let previousContinues = previousLong
            || ((p.kind == .listItem || p.continuationIndent != nil) && previous.mayContinue(width: width))
        if line.marker?.style == .bullet { return .start(.listItem) }
        switch p.kind {
        case .listItem:
            // The item's text goes on at its hanging indent, or under its marker.
            if previousContinues, line.marker == nil, line.indent >= p.firstIndent { return .join }
        case .paragraph:
            if previousContinues, !line.hasFullWidthIndent {
                // Block-indented prose keeps its continuation indent; first-line-indented prose goes
                // back left. A full-width indent (`　　`) is always a new paragraph's first line.
                let continues = p.continuationIndent.map { line.indent == $0 } ?? (line.indent <= p.firstIndent)
                if continues { return .join }
            } else if p.continuationIndent == nil, !line.isLong(width: width), line.marker == nil {
                // Two short lines in a row: verse, an address, a title page.
                return .keepLine
            }
        case .lineGroup:
            // Once verse, a longer line is still verse; a line as full as prose is not.
            if !line.isFull(width: width), line.marker == nil { return .keepLine }
        case .preformatted, .separator, .blockQuote, .image:
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
        return line[i...]
    }

    /// Ends the last block; call once after the last line.
    public mutating func finish() {
        flush()
    }

    private mutating func flush() {
        guard let p = pending else { return }
        pending = nil
        var text = p.text
        switch p.kind {
        case .lineGroup:
            let least = p.lines.map(\.indent).min() ?? 0
            text = ""
            for (i, line) in p.lines.enumerated() {
                if i > 0 { text += "\n" }
                text += String(repeating: " ", count: line.indent - least)
                text += line.body
            }
        case .preformatted:
            // Tables and code are shown as written, markup-looking characters included.
            paragraphs.append(Paragraph(offset: p.offset, text: Self.trimmedTrailingSpaces(text), kind: .preformatted))
            return
        case .paragraph, .listItem, .separator, .blockQuote, .image:
            break
        }
        let (clean, spans) = InlineMarkup.parse(text)
        let kind = isQuote(p) ? BlockKind.blockQuote : p.kind
        // A line of annotations only (`［＃ここから２字下げ］`) leaves no block; an Aozora page
        // break (`［＃改ページ］`) stays as an empty separator, which ends the page.
        guard !clean.isEmpty || p.kind == .separator else { return }
        paragraphs.append(Paragraph(offset: p.offset, text: clean, kind: kind, spans: spans))
    }

    /// A block quote: prose re-joined over lines that all sit deeper than the book's body text
    /// (a manual whose paragraphs are all block-indented has its body there: no quotes).
    private func isQuote(_ p: Pending) -> Bool {
        guard p.kind == .paragraph, case .hardWrapped(_, let body) = style, let continuation = p.continuationIndent else { return false }
        return continuation > body && p.firstIndent >= continuation
    }

    /// Preformatted lines without the spaces that end them (they would only widen the block).
    private static func trimmedTrailingSpaces(_ text: String) -> String {
        guard text.contains(" \n") || text.hasSuffix(" ") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.reversed().drop { $0 == " " }.reversed() }
            .map { String($0) }.joined(separator: "\n")
    }

    /// Latin words joined across a line break need a space; CJK text and hyphen/dash ends do not.
    static func needsSpace(between left: String, and right: Substring) -> Bool {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return false }
        if last == "-" || last == "\u{2014}" || last == "\u{2013}" { return false }
        return !Script.isCJK(last) && !Script.isCJK(first)
    }
}
