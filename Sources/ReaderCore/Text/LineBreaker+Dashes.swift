extension LineBreaker {
    /// The end of a line broken after a hyphen or dash inside the word that does not fit, as
    /// UAX #14 allows (`well-` / `known`, `mother-in-` / `law`, `word—` / `word`, `word--` / `word`): the last such
    /// place between byte `from.b` (grapheme `from.g`, at `from.width` cells) and byte `end`, where the
    /// line stops fitting. Its grapheme, byte and width; `source` is left anywhere. Only between
    /// Latin letters or digits, so a CJK `——` stays whole, and never after a lone letter (`e-mail`)
    /// or before a number (`pages 10-12`, `-5`), nor in an address (`a/b-c`, `a.b-c`, `a_b-c`,
    /// `a@b-c`), which breaks where it fills the line as before. Kept out of the breaker's loop,
    /// which calls it once per line broken for width.
    @inline(never)
    func dashBreak<Source: GraphemeSource>(_ source: inout Source, from: (g: Int, b: Int, width: Int), end: Int) -> (
        g: Int, b: Int, width: Int
    )? {
        for k in from.b..<end {
            switch source.byte(at: k) {
            case 0x2F, 0x40, 0x5C, 0x5F: return nil
            case 0x2E where k + 1 < end && Self.isASCIILetter(source.byte(at: k + 1)): return nil
            default: continue
            }
        }
        var place: Int?
        var i = end - 1
        while i > from.b, place == nil {
            if let length = Self.dashLength(source, at: i), i + length <= end,
                Self.endsLatinWord(source, before: i, after: from.b), Self.startsLatinWord(source, at: i + length)
            {
                place = i + length
            }
            i -= 1
        }
        guard let place else { return nil }
        source.seek(to: from.b)
        var g = from.g, width = from.width
        while source.offset < place, let info = source.next() {
            g += 1
            width += Int(info.width)
        }
        return (g, place, width)
    }

    /// The length in bytes of the hyphen or dash at byte `i`: `-`, `--` (a typed em dash), U+2010
    /// hyphen, U+2013 en dash, U+2014 em dash.
    private static func dashLength<Source: GraphemeSource>(_ source: Source, at i: Int) -> Int? {
        let b = source.byte(at: i)
        if b == 0x2D { return i + 1 < source.count && source.byte(at: i + 1) == 0x2D ? 2 : 1 }
        guard b == 0xE2, i + 2 < source.count, source.byte(at: i + 1) == 0x80 else { return nil }
        switch source.byte(at: i + 2) {
        case 0x90, 0x93, 0x94: return 3
        default: return nil
        }
    }

    /// Whether the two characters before byte `i`, both after byte `start`, are Latin letters or digits.
    private static func endsLatinWord<Source: GraphemeSource>(_ source: Source, before i: Int, after start: Int) -> Bool {
        var k = i, letters = 0
        while letters < 2 {
            guard k > start else { return false }
            let b = source.byte(at: k - 1)
            if isASCIILetter(b) || (b >= 0x30 && b <= 0x39) {
                k -= 1
            } else if b >= 0x80 && b < 0xC0, k - 2 >= start, isLatinLead(source.byte(at: k - 2)) {
                k -= 2
            } else {
                return false
            }
            letters += 1
        }
        return true
    }

    /// Whether two Latin letters start at byte `i`.
    private static func startsLatinWord<Source: GraphemeSource>(_ source: Source, at i: Int) -> Bool {
        var k = i
        for _ in 0..<2 {
            guard k < source.count else { return false }
            let b = source.byte(at: k)
            if isASCIILetter(b) {
                k += 1
            } else if isLatinLead(b), k + 1 < source.count {
                k += 2
            } else {
                return false
            }
        }
        return true
    }

    private static func isASCIILetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    /// A lead byte of U+00C0–U+024F: Latin-1's letters and Latin Extended-A and -B.
    private static func isLatinLead(_ b: UInt8) -> Bool { b >= 0xC3 && b <= 0xC9 }
}
