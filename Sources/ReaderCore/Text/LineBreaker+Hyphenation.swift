extension LineBreaker {
    /// Where a line may end inside the word that starts at byte `start` of `source`, with a
    /// hyphen drawn after it, so that the part of the word from byte `after` (the word's start, or
    /// where a line that goes on from a hyphenated one starts) and the hyphen fit in `room` cells:
    /// the byte after that part and the part's width (the hyphen not counted). Soft hyphens
    /// (U+00AD) in the word are its only such places; otherwise `hyphenator`, if any, says. Opening
    /// quotes and brackets may come before the word, closing punctuation after it, then a space,
    /// a line's end or a dash. Nil for anything else (numbers, addresses, words in capitals).
    static func hyphenation<Source: GraphemeSource>(
        of source: Source, wordAt start: Int, after: Int, room: Int, hyphenator: Hyphenator?
    ) -> (end: Int, width: Int)? {
        guard room >= 2 else { return nil }
        var i = start
        var lead = 0
        while let (s, n) = scalar(of: source, at: i), Self.opensWord(s), lead < 3 {
            lead += 1
            i += n
        }
        var letters = String.UnicodeScalarView()
        var ends: [Int] = [] // the byte after each letter and the marks on it
        var soft: [(letters: Int, end: Int)] = []
        var capitals = 0
        while let (s, n) = scalar(of: source, at: i) {
            if s == "\u{AD}" {
                if !letters.isEmpty { soft.append((letters.count, i + n)) }
            } else if s.properties.generalCategory == .nonspacingMark, !ends.isEmpty {
                ends[ends.count - 1] = i + n
            } else if s.properties.isAlphabetic, CellWidth.width(of: s) == 1, letters.count < 64 {
                if s.properties.isUppercase { capitals += 1 }
                letters.append(s)
                ends.append(i + n)
            } else {
                break
            }
            i += n
        }
        while let (s, n) = scalar(of: source, at: i), Self.closesWord(s) { i += n }
        if let (s, _) = scalar(of: source, at: i), s != " ", s != "\n", s != "-", s != "\u{2013}", s != "\u{2014}" { return nil }
        let places: [(letters: Int, end: Int)]
        if !soft.isEmpty {
            places = soft.filter { $0.letters < letters.count }
        } else {
            guard capitals < 2, let hyphenator else { return nil }
            places = hyphenator.points(in: String(letters)).map { ($0, ends[$0 - 1]) }
        }
        // Letters are a cell each: the last place whose part and hyphen fit.
        let before = after == start ? 0 : lead + ends.prefix { $0 <= after }.count
        guard let place = places.last(where: { $0.end > after && lead + $0.letters - before + 1 <= room }) else { return nil }
        return (place.end, lead + place.letters - before)
    }

    /// The scalar at byte `i` of `source` (valid UTF-8) and its length; nil at the end.
    private static func scalar<Source: GraphemeSource>(of source: Source, at i: Int) -> (Unicode.Scalar, Int)? {
        guard i < source.count else { return nil }
        let b0 = source.byte(at: i)
        if b0 < 0x80 { return (Unicode.Scalar(b0), 1) }
        let length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2
        guard i + length <= source.count else { return nil }
        var v = UInt32(b0) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { v = v << 6 | UInt32(source.byte(at: i + k) & 0x3F) }
        return Unicode.Scalar(v).map { ($0, length) }
    }

    /// Marks that may open a word: quotes and brackets, Spanish `¿` `¡`.
    private static func opensWord(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case "\"", "'", "(", "[", "\u{201C}", "\u{2018}", "\u{00AB}", "\u{00BF}", "\u{00A1}": return true
        default: return false
        }
    }

    /// Marks that may close a word: sentence punctuation, quotes and brackets.
    private static func closesWord(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case ".", ",", ";", ":", "!", "?", ")", "]", "\"", "'", "\u{201D}", "\u{2019}", "\u{00BB}", "\u{2026}": return true
        default: return false
        }
    }
}
