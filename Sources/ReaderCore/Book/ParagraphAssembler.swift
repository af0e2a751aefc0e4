/// Turns clean raw lines into paragraphs: strips indentation, collapses blank runs,
/// and joins hard-wrapped lines back together (CJK without a space, Latin with one).
///
/// Chapter headings always stand alone, so `ChapterDetector` sees them as paragraphs.
public struct ParagraphAssembler: Sendable {
    public let style: WrapStyle
    public private(set) var paragraphs: [Paragraph] = []
    private var pending: Paragraph?
    private var pendingIsHeading = false
    private var pendingLastColumns = 0

    public init(style: WrapStyle) {
        self.style = style
    }

    /// Feeds one clean line (indentation included) that starts at `offset` in the source.
    public mutating func add(offset: Int, line: String) {
        let body = Self.dropIndent(line)
        if body.isEmpty {
            flush()
            return
        }
        let isHeading = ChapterDetector.isHeading(body)
        guard case .hardWrapped(let width) = style else {
            flush()
            pending = Paragraph(offset: offset, text: body.startIndex == line.startIndex ? line : String(body))
            return
        }
        if pending != nil, !isHeading, !pendingIsHeading, body.startIndex == line.startIndex,
            pendingLastColumns * 10 >= width * 7
        {
            // Appended in place (no local copy of `pending` alive), or every join would copy the paragraph.
            if Self.needsSpace(between: pending!.text, and: body) { pending!.text += " " }
            pending!.text += body
        } else {
            flush()
            pending = Paragraph(offset: offset, text: String(body))
            pendingIsHeading = isHeading
        }
        pendingLastColumns = WrapStyle.approximateColumns(line.utf8[...])
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
