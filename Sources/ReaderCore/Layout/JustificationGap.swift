/// Where justification may widen a CJK line without the reader seeing a hole. A cell is half a
/// CJK character, so space goes only after punctuation, before a full-width opening bracket,
/// between a CJK and a Latin run, or into a space between words: never inside a word, between
/// two CJK characters, before a closing mark, after an opening one, around a half-width bracket
/// `(` `)` `[` `]` `{` `}` (a word's reading or gloss, `東京(とうきょう)`, stays on it and the text goes on
/// after it) or inside `——` and `……`.
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
    /// Told from their first scalars, kana and ideographs first: the renderer asks for every pair
    /// of a justified line.
    public init?(between a: Character, and b: Character) {
        guard let av = a.unicodeScalars.first?.value, let bv = b.unicodeScalars.first?.value else { return nil }
        if av &- 0x3040 <= 0x9FFF - 0x3040 && bv &- 0x3040 <= 0x9FFF - 0x3040 { return nil } // two CJK characters
        if Self.isSpace(bv) || Kinsoku.isClosing(bv) || Kinsoku.isOpening(av) { return nil }
        let aWidth = CellWidth.width(of: a), bWidth = CellWidth.width(of: b)
        if aWidth == 0 || bWidth == 0 || (bv < 0x80 && Kinsoku.isOpening(bv)) || Self.closesGloss(av) { return nil }
        if Self.isSpace(av) {
            self = .boundary
        } else if Self.stretchesAfter(av) {
            // A narrow mark before a narrow character is Latin punctuation (`don’t`, `—and`), or a pair (`——`).
            if av == bv || (aWidth == 1 && bWidth == 1) { return nil }
            self = .punctuation
        } else if bWidth == 2 && Kinsoku.isOpening(bv) {
            self = .punctuation
        } else if (aWidth == 2 && Self.isLatin(bv, width: bWidth)) || (bWidth == 2 && Self.isLatin(av, width: aWidth)) {
            self = .boundary
        } else {
            return nil
        }
    }

    /// Punctuation after which space may go: ，。、；：！？」』）》】〉〕〗］｝﹔ ” ’ … — ―.
    static func stretchesAfter(_ v: UInt32) -> Bool {
        switch v {
        case 0xFF0C, 0x3002, 0x3001, 0xFF1B, 0xFF1A, 0xFF01, 0xFF1F, 0x300D, 0x300F, 0xFF09, 0x300B, 0x3011, 0x3009,
            0x3015, 0x3017, 0xFF3D, 0xFF5D, 0xFE54, 0x201D, 0x2019, 0x2026, 0x2014, 0x2015:
            return true
        default:
            return false
        }
    }

    /// A half-width closing bracket `)` `]` `}`: the end of a reading or gloss (`経(た)たない`), which
    /// the text after it goes on from.
    private static func closesGloss(_ v: UInt32) -> Bool { v == 0x29 || v == 0x5D || v == 0x7D }

    /// A break space: ASCII or ideographic.
    private static func isSpace(_ v: UInt32) -> Bool { v == 0x20 || v == 0x3000 }

    /// A narrow character of a Latin run (letters, digits, Latin punctuation; not a half-width quote,
    /// which may open or close).
    private static func isLatin(_ v: UInt32, width: Int) -> Bool {
        width == 1 && v < 0x2000 && !Kinsoku.isQuote(v)
    }
}
