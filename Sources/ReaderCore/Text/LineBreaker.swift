/// One line of a broken paragraph: which graphemes and bytes it holds and how wide it is.
public struct BrokenLine: Sendable, Equatable {
    /// Grapheme (`Character`) indices inside the paragraph, half-open.
    public var graphemes: Range<Int>
    /// The same span as UTF-8 byte offsets into the paragraph's `String`.
    public var utf8: Range<Int>
    /// Display width of the visible text (trailing break-spaces and `\n` not counted), excluding indent.
    public var width: Int
    /// Whether the line goes on from a line broken for width (it then has the hanging indent).
    public var isWrapped: Bool
    /// The line ends inside a word, which a hyphen drawn after it (counted in `width`) says goes on.
    public var isHyphenated: Bool

    public init(graphemes: Range<Int>, utf8: Range<Int>, width: Int, isWrapped: Bool = false, isHyphenated: Bool = false) {
        self.graphemes = graphemes
        self.utf8 = utf8
        self.width = width
        self.isWrapped = isWrapped
        self.isHyphenated = isHyphenated
    }
}

/// Breaks one paragraph into lines of at most `columns` cells.
///
/// Latin text wraps at spaces (the spaces stay, undrawn and uncounted, at the end of the
/// line they end); a word longer than a line is split. CJK text breaks between any two
/// characters, with kinsoku: no line starts with a closing mark or ends with an opening
/// one, half-width ones included (`Kinsoku`) — the character before is pushed down instead,
/// unless that would empty the line.
/// Breaks are allowed after spaces and next to wide characters only, so a Latin word
/// inside CJK text wraps as a word.
/// `\n` ends its line (and belongs to it); a trailing `\n` is followed by an empty line.
/// A grapheme wider than the whole line stands alone on its line; when only the first
/// line's indent leaves no room for the first grapheme, the first line is empty (an indent
/// wider than the line counts as the whole line). When no kinsoku-clean break exists, the
/// line breaks where the next grapheme does not fit.
///
/// When it `hyphenates`, a word that does not fit is hyphenated where the rest of the line holds its
/// first part and a hyphen (`hyphenation(of:wordAt:room:hyphenator:)`).
///
/// A vertical breaker breaks columns of vertical text the same way, measuring each grapheme
/// by the rows it takes (`VerticalGraphemes`: 2 cells a row), so kinsoku applies to column
/// starts and ends.
public struct LineBreaker: Sendable {
    /// Width of a line in cells (at least 1); for vertical text, the column's length (2 a row).
    public let columns: Int
    /// Whether lines are vertical columns, measured by `VerticalGraphemes`.
    public let isVertical: Bool
    /// Words are hyphenated at their soft hyphens and, with a `hyphenator`, where it says (vertical text never is).
    public let hyphenates: Bool
    /// The patterns of the text's language.
    public let hyphenator: Hyphenator?

    public init(columns: Int, isVertical: Bool = false, hyphenates: Bool = false, hyphenator: Hyphenator? = nil) {
        self.columns = max(1, columns)
        self.isVertical = isVertical
        self.hyphenates = hyphenates && !isVertical
        self.hyphenator = self.hyphenates ? hyphenator : nil
    }

    /// Lines of `text`; the first line has `firstLineIndent` columns taken by an indent the renderer
    /// draws, and every line that goes on from a line broken for width has `hangingIndent`.
    public func lines(of text: String, firstLineIndent: Int = 0, hangingIndent: Int = 0) -> [BrokenLine] {
        var result: [BrokenLine] = []
        lines(of: text, firstLineIndent: firstLineIndent, hangingIndent: hangingIndent, into: &result)
        return result
    }

    /// `lines(of:firstLineIndent:hangingIndent:)` written into `result` (emptied first), so a caller
    /// breaking many paragraphs reuses one buffer instead of allocating an array per paragraph.
    /// Vertical text's ruby in `beside` (`VerticalRuby`) takes no rows.
    func lines(of text: String, firstLineIndent: Int, hangingIndent: Int = 0, beside: [Range<Int>] = [], into result: inout [BrokenLine]) {
        if isVertical {
            return GraphemeScanner.withScanner(text) {
                var source = VerticalGraphemeSource($0, beside: beside)
                lines(from: &source, firstLineIndent: firstLineIndent, hangingIndent: hangingIndent, into: &result)
            }
        }
        GraphemeScanner.withScanner(text) {
            lines(from: &$0, firstLineIndent: firstLineIndent, hangingIndent: hangingIndent, into: &result)
        }
    }

    /// Lines of any grapheme source.
    func lines<Source: GraphemeSource>(from source: inout Source, firstLineIndent: Int) -> [BrokenLine] {
        var result: [BrokenLine] = []
        lines(from: &source, firstLineIndent: firstLineIndent, into: &result)
        return result
    }

    /// Greedy breaking over any grapheme source: take graphemes while they fit, and when one
    /// does not, end the line at the last break opportunity and read on from there.
    func lines<Source: GraphemeSource>(
        from source: inout Source, firstLineIndent: Int, hangingIndent: Int = 0, into result: inout [BrokenLine]
    ) {
        result.removeAll(keepingCapacity: true)
        // A hanging indent never leaves less than half a line.
        let hanging = min(max(0, hangingIndent), columns / 2)
        var wrapped = false // the current line goes on from a line broken for width
        result.reserveCapacity(source.count / columns + 1) // about right for Latin, generous for CJK
        var available = columns - min(max(0, firstLineIndent), columns)
        var startG = 0, startB = 0 // where the current line starts
        var g = 0 // index of the next grapheme
        var width = 0, visible = 0 // line width with and without trailing spaces
        var prevClass = LineBreakClass.newline // class of the line's last grapheme; .newline = none yet
        var beforePrevClass = LineBreakClass.newline // class of the grapheme before that
        var opportunityG = -1, opportunityB = 0, opportunityVisible = 0 // last allowed break
        var opportunityWidth = 0 // the line's width before the grapheme after that break, spaces included
        var wordStart: Int? = 0 // where the word the line starts in starts; nil: unknown (a word split for width)
        var lastG = -1, lastB = 0, lastVisible = 0 // just before the last visible grapheme
        let ascii = LineBreakClass.asciiTable
        func asciiClass(at offset: Int) -> LineBreakClass { LineBreakClass(rawValue: ascii[Int(source.byte(at: offset))]) }
        // Whether whole words may be skipped at once: at a line's start and after a grapheme read
        // alone; not again right after a stretch, whose rest holds no space.
        var stretches = true

        while true {
            let b0 = source.offset
            // Printable ASCII words and spaces that all fit: taken at once, as word by word below.
            if stretches {
                stretches = false
                let n = source.skipASCIIWords(limit: available - width)
                if n > 0 {
                    let stretch = Self.words(in: source, from: b0, to: b0 + n, after: prevClass, width: width, visible: visible)
                    if stretch.opportunity >= 0 {
                        opportunityG = g + stretch.opportunity - b0; opportunityB = stretch.opportunity
                        opportunityVisible = stretch.opportunityVisible; opportunityWidth = width + stretch.opportunity - b0
                    }
                    if stretch.last >= 0 {
                        lastG = g + stretch.last - b0; lastB = stretch.last; lastVisible = stretch.lastVisible
                        visible = stretch.visible
                    }
                    beforePrevClass = n == 1 ? prevClass : source.byte(at: b0 + n - 2) == 0x20 ? .space : asciiClass(at: b0 + n - 2)
                    prevClass = .space
                    width += n; g += n
                    continue
                }
            }
            // A run of printable ASCII that fits: no break opportunity inside, so take it at once;
            // its first and last characters may be kinsoku punctuation (`)` after CJK text).
            let run = source.skipASCIIWord(limit: available - width)
            if run > 0 {
                let first = asciiClass(at: b0)
                // (A word starting with a letter, the usual case, is tested as the plain word it is.)
                if prevClass != .newline
                    && (first == .word
                        ? LineBreakClass.allowsBreak(between: prevClass, and: .word)
                        : LineBreakClass.allowsBreak(between: prevClass, and: first))
                {
                    opportunityG = g; opportunityB = b0; opportunityVisible = visible; opportunityWidth = width
                }
                lastG = g + run - 1; lastB = b0 + run - 1; lastVisible = run > 1 ? width + run - 1 : visible
                beforePrevClass = run > 2 ? asciiClass(at: b0 + run - 2) : run == 2 ? first : prevClass
                prevClass = run > 1 ? asciiClass(at: b0 + run - 1) : first
                width += run; visible = width; g += run
                // The space after the word, as `next()` would give it: spaces hang, so it is taken whatever the room.
                if source.skipSpace() {
                    width += 1; g += 1; beforePrevClass = prevClass; prevClass = .space
                }
                continue
            }
            // A run of ideographs that fits: a break opportunity before each, so the last one counts.
            let ideographs = source.skipIdeographs(limit: (available - width) / 2)
            if ideographs > 0 {
                if ideographs > 1 || (prevClass != .newline && LineBreakClass.allowsBreak(between: prevClass, and: .ideographic)) {
                    opportunityG = g + ideographs - 1; opportunityB = b0 + 3 * (ideographs - 1)
                    opportunityVisible = ideographs > 1 ? width + 2 * (ideographs - 1) : visible
                    opportunityWidth = width + 2 * (ideographs - 1)
                }
                lastG = g + ideographs - 1; lastB = b0 + 3 * (ideographs - 1)
                lastVisible = ideographs > 1 ? width + 2 * (ideographs - 1) : visible
                beforePrevClass = ideographs > 1 ? .ideographic : prevClass; prevClass = .ideographic
                width += 2 * ideographs; visible = width; g += ideographs
                continue
            }
            guard let info = source.next() else { break }
            stretches = true
            let cls = info.breakClass
            let w = Int(info.width)
            if cls.contains(.newline) {
                g += 1
                result.append(BrokenLine(graphemes: startG..<g, utf8: startB..<source.offset, width: visible, isWrapped: wrapped))
                startG = g; startB = source.offset
                width = 0; visible = 0; prevClass = .newline; opportunityG = -1; lastG = -1
                available = columns
                wrapped = false
                wordStart = startB
                continue
            }
            if cls.contains(.space) {
                width += w; g += 1; beforePrevClass = prevClass; prevClass = cls
                continue
            }
            if prevClass != .newline && LineBreakClass.allowsBreak(between: prevClass, and: cls) {
                opportunityG = g; opportunityB = b0; opportunityVisible = visible; opportunityWidth = width
            }
            if width + w > available {
                if g > startG {
                    var breakG = g, breakB = b0, breakVisible = visible
                    var hyphenated = false
                    // The word the line ends in, where it starts and where its part on this line starts.
                    var word = opportunityG > startG ? (opportunityB, opportunityB) : wordStart.map { ($0, startB) }
                    var from = opportunityG > startG ? (opportunityG, opportunityWidth) : (startG, 0)
                    // After a hyphen or dash inside the word, the word goes on as a new one.
                    let dash = dashBreak(
                        &source, from: opportunityG > startG ? (opportunityG, opportunityB, opportunityWidth) : (startG, startB, 0), end: b0
                    )
                    if let dash {
                        word = (dash.b, dash.b)
                        from = (dash.g, dash.width)
                    }
                    if hyphenates, let word, let cut = hyphenatedBreak(&source, word: word, from: from, available: available) {
                        breakG = cut.g; breakB = cut.b; breakVisible = cut.width
                        hyphenated = true
                    } else if let dash {
                        breakG = dash.g; breakB = dash.b; breakVisible = dash.width
                    } else if opportunityG > startG {
                        breakG = opportunityG; breakB = opportunityB; breakVisible = opportunityVisible
                    } else if LineBreakClass.kinsokuForbidsBreak(between: prevClass, and: cls) && lastG > startG
                        && !LineBreakClass.kinsokuForbidsBreak(between: beforePrevClass, and: prevClass)
                    {
                        // No opportunity on the line: push the previous grapheme down, if that is a kinsoku-clean break.
                        breakG = lastG; breakB = lastB; breakVisible = lastVisible
                    }
                    result.append(
                        BrokenLine(
                            graphemes: startG..<breakG, utf8: startB..<breakB, width: breakVisible, isWrapped: wrapped,
                            isHyphenated: hyphenated))
                    wordStart = hyphenated ? word?.0 : breakG == opportunityG || breakB == dash?.b ? breakB : nil
                    startG = breakG; startB = breakB; g = breakG
                    source.seek(to: breakB)
                    width = 0; visible = 0; prevClass = .newline; opportunityG = -1; lastG = -1
                    available = columns - hanging
                    wrapped = true
                    continue
                }
                if !wrapped, available < columns, w <= columns {
                    result.append(BrokenLine(graphemes: startG..<startG, utf8: startB..<startB, width: 0))
                    available = columns
                }
            }
            lastG = g; lastB = b0; lastVisible = visible
            width += w; visible = width; g += 1; beforePrevClass = prevClass; prevClass = cls
        }
        result.append(BrokenLine(graphemes: startG..<g, utf8: startB..<source.offset, width: visible, isWrapped: wrapped))
    }
}
