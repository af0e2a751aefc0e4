/// Turns clean raw lines into paragraphs: strips indentation, collapses blank runs,
/// and joins hard-wrapped lines back together (CJK without a space, Latin with one).
///
/// Chapter headings always stand alone, so `ChapterDetector` sees them as paragraphs.
public struct ParagraphAssembler: Sendable {
    public let style: WrapStyle
    public private(set) var paragraphs: [Paragraph] = []
    private var pending: Paragraph?
    /// The last line fed, when it was not blank.
    private var previous: LineShape?

    public init(style: WrapStyle) {
        self.style = style
    }

    /// What decides whether a line continues the paragraph before it.
    struct LineShape {
        var isHeading: Bool
        var isIndented: Bool
        /// Approximate width (`WrapStyle.approximateColumns`) of the whole line; measured
        /// only for hard-wrapped text, the one style that asks.
        var columns = 0

        /// Nil for a blank line.
        init?(line: String, body: Substring, style: WrapStyle) {
            guard !body.isEmpty else { return nil }
            isHeading = ChapterDetector.isHeading(body)
            isIndented = body.startIndex != line.startIndex
            if style != .paragraphPerLine { columns = WrapStyle.approximateColumns(line.utf8) }
        }
    }

    /// Whether a line of shape `line` joins the paragraph whose last line had shape
    /// `previous` (nil: blank). Depends on the two lines alone, so a paragraph certainly
    /// starts wherever this is false, which lets a book be read in independent parts.
    static func joins(_ line: LineShape?, after previous: LineShape?, style: WrapStyle) -> Bool {
        guard case .hardWrapped(let width) = style, let line, let previous else { return false }
        return !line.isHeading && !previous.isHeading && !line.isIndented && previous.columns * 10 >= width * 7
    }

    /// Feeds one clean line (indentation included) that starts at `offset` in the source.
    public mutating func add(offset: Int, line: String) {
        let body = Self.dropIndent(line)
        let shape = LineShape(line: line, body: body, style: style)
        defer { previous = shape }
        guard shape != nil else {
            flush()
            return
        }
        if pending != nil, Self.joins(shape, after: previous, style: style) {
            // Appended in place (no local copy of `pending` alive), or every join would copy the paragraph.
            if Self.needsSpace(between: pending!.text, and: body) { pending!.text += " " }
            pending!.text += body
        } else {
            flush()
            pending = Paragraph(offset: offset, text: body.startIndex == line.startIndex ? line : String(body))
        }
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

    /// Ends the last paragraph; call once after the last line.
    public mutating func finish() {
        flush()
    }

    private mutating func flush() {
        if let p = pending { paragraphs.append(p) }
        pending = nil
    }

    /// Latin words joined across a line break need a space; CJK text and hyphen/dash ends do not.
    static func needsSpace(between left: String, and right: Substring) -> Bool {
        guard let last = left.unicodeScalars.last, let first = right.unicodeScalars.first else { return false }
        if last == "-" || last == "\u{2014}" || last == "\u{2013}" { return false }
        return !Script.isCJK(last) && !Script.isCJK(first)
    }
}
