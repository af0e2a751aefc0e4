/// How a grapheme takes part in line breaking: the facts `LineBreaker` needs, packed in a byte.
struct LineBreakClass: OptionSet, Equatable {
    let rawValue: UInt8

    /// Ordinary text (letters, digits, symbols): breaks only next to a space or a wide character.
    static let word = LineBreakClass([])
    /// U+0020 alone: a break space that hangs at the end of a line and is not drawn there.
    static let space = LineBreakClass(rawValue: 1 << 0)
    /// `\n` (or `\r\n`): a hard line break.
    static let newline = LineBreakClass(rawValue: 1 << 1)
    /// Wide (CJK, fullwidth, emoji) or halfwidth katakana: a line may break on either side.
    static let ideographic = LineBreakClass(rawValue: 1 << 2)
    /// Kinsoku closing mark: no line may start with it.
    static let noBreakBefore = LineBreakClass(rawValue: 1 << 3)
    /// Kinsoku opening mark: no line may end with it.
    static let noBreakAfter = LineBreakClass(rawValue: 1 << 4)
    /// Half-width `"` or `'` (`Kinsoku.isQuote`): no break on either side but after a space.
    static let quote = LineBreakClass(rawValue: 1 << 5)

    /// `of(ascii:)` of every byte below 0x80 (raw values; `.word` for the unprintable ones), allocated
    /// once and never freed, so the breaker keeps a pointer to it and reads a word's ends with one load
    /// each instead of calling through the kinsoku tests or checking a global's initialisation per word.
    nonisolated(unsafe) static let asciiTable: UnsafeBufferPointer<UInt8> = {
        let table = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0x80)
        for b in 0..<0x80 { table[b] = b > 0x20 && b < 0x7F ? of(ascii: UInt8(b)).rawValue : 0 }
        return UnsafeBufferPointer(table)
    }()

    /// The class of printable, non-space ASCII `b`: a word character, or half-width kinsoku punctuation.
    /// Kept out of line: a grapheme source meets printable ASCII one byte at a time only where a word
    /// run stops at a line's end (runs read `asciiTable`), and inlined it would keep `GraphemeInfo(ascii:)`,
    /// which every space goes through, from being inlined.
    @inline(never)
    static func of(ascii b: UInt8) -> LineBreakClass {
        let v = UInt32(b)
        if Kinsoku.isClosing(v) { return .noBreakBefore }
        if Kinsoku.isOpening(v) { return .noBreakAfter }
        return Kinsoku.isQuote(v) ? .quote : .word
    }

    /// Whether a line may end after a grapheme of class `a` and the next start with one of class `b`.
    /// `b` is visible (not a space or newline): spaces always stay with the text before them.
    @inline(__always)
    static func allowsBreak(between a: LineBreakClass, and b: LineBreakClass) -> Bool {
        if kinsokuForbidsBreak(between: a, and: b) { return false }
        // Bit arithmetic rather than OptionSet literals, which build an array in this hot path.
        return (a.rawValue & (space.rawValue | ideographic.rawValue)) | (b.rawValue & ideographic.rawValue) != 0
    }

    /// Whether kinsoku forbids a break between `a` and `b` (visible): `b` closes, `a` opens, or
    /// a half-width quote stands on either side with no space before it.
    @inline(__always)
    static func kinsokuForbidsBreak(between a: LineBreakClass, and b: LineBreakClass) -> Bool {
        if (b.rawValue & noBreakBefore.rawValue) | (a.rawValue & (noBreakAfter.rawValue | quote.rawValue)) != 0 { return true }
        return b.rawValue & quote.rawValue != 0 && a.rawValue & space.rawValue == 0
    }
}
