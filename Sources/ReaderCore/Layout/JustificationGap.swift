/// Where justification may widen a CJK line without the reader seeing a hole. A cell is half a
/// CJK character, so space goes only after punctuation, before a full-width opening bracket,
/// between a CJK and a Latin run, or into a space between words: never inside a word, between
/// two CJK characters, before a closing mark, after an opening one or inside `——` and `……`.
public enum JustificationGap: Sendable, Equatable {
    /// After punctuation (，。」”) or before a full-width opening bracket: where a printed CJK
    /// line takes up its slack first.
    case punctuation
    /// Between a CJK and a Latin run (`は|chmod`, `755|で`), or after a space between words.
    case boundary

    /// The most a gap takes: one cell of a line (a word space doubled, or half a character after
    /// punctuation, whose glyph leaves part of its own cell blank), or one row of a vertical
    /// column. Two already read as a hole; the rest of the slack stays at the line's end.
    public static let widest = 1

    /// The gap between `a` and `b`, adjacent characters of one line; nil where none may be added.
    public init?(between a: Character, and b: Character) {
        guard let av = a.unicodeScalars.first?.value, let bv = b.unicodeScalars.first?.value else { return nil }
        let aWidth = CellWidth.width(of: a), bWidth = CellWidth.width(of: b)
        if aWidth == 0 || bWidth == 0 || Self.isSpace(b) || Kinsoku.isClosing(bv) || Kinsoku.isOpening(av) { return nil }
        if Self.isSpace(a) {
            self = .boundary
        } else if Self.stretchesAfter.contains(a) {
            // A narrow mark before a narrow character is Latin punctuation (`don’t`, `—and`), or a pair (`——`).
            if a == b || (aWidth == 1 && bWidth == 1) { return nil }
            self = .punctuation
        } else if bWidth == 2 && Kinsoku.isOpening(bv) {
            self = .punctuation
        } else if (aWidth == 2 && Self.isLatin(bv, width: bWidth)) || (bWidth == 2 && Self.isLatin(av, width: aWidth)) {
            self = .boundary
        } else {
            return nil
        }
    }

    /// Punctuation after which space may go.
    static let stretchesAfter: Set<Character> = [
        "，", "。", "、", "；", "：", "！", "？", "」", "』", "）", "》", "】", "〉", "〕", "〗", "］", "｝", "﹔",
        "”", "’", "…", "—", "―",
    ]

    /// A break space: ASCII or ideographic.
    private static func isSpace(_ c: Character) -> Bool { c == " " || c == "\u{3000}" }

    /// A narrow character of a Latin run (letters, digits, Latin punctuation; not a half-width quote,
    /// which may open or close).
    private static func isLatin(_ v: UInt32, width: Int) -> Bool {
        width == 1 && v < 0x2000 && !Kinsoku.isQuote(v)
    }
}
