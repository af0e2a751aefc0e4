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

    /// The class of printable, non-space ASCII `b`: a word character, or half-width kinsoku punctuation.
    @inline(__always)
    static func of(ascii b: UInt8) -> LineBreakClass {
        if (b | 0x20) &- 0x61 < 26 { return .word }  // a letter, the commonest case, in one test
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
