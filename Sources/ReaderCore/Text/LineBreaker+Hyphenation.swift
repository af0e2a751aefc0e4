extension LineBreaker {
    /// The end of a line hyphenated inside `word` (where it starts, and where its part on this
    /// line starts, grapheme `from.g` at `from.width` cells): its grapheme, byte and width, the
    /// hyphen counted; `source` is left anywhere. Kept out of the breaker's loop, which only
    /// hyphenating breakers call it from.
    @inline(never)
    func hyphenatedBreak<Source: GraphemeSource>(
        _ source: inout Source, word: (start: Int, part: Int), from: (g: Int, width: Int), available: Int
    ) -> (g: Int, b: Int, width: Int)? {
        guard
            let part = Self.hyphenation(
                of: source, wordAt: word.start, after: word.part, room: available - from.width, hyphenator: hyphenator)
        else { return nil }
        source.seek(to: word.part)
        var taken = 0
        while source.offset < part.end, source.next() != nil { taken += 1 }
        return (from.g + taken, part.end, from.width + part.width + 1)
    }

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
        // The word's letters in lower case (for the patterns) and the byte after each letter and its marks.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * maximumLetters) { lower in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: maximumLetters) { ends in
                var letters = 0, bytes = 0, capitals = 0
                var soft: [(letters: Int, end: Int)] = []
                while i < source.count {
                    let b = source.byte(at: i)
                    if b < 0x80 {
                        // ASCII: a letter, or the end of the word.
                        guard (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A, letters < maximumLetters else { break }
                        if b < 0x61 { capitals += 1 }
                        lower[bytes] = b | 0x20
                        bytes += 1
                        i += 1
                        ends[letters] = i
                        letters += 1
                        continue
                    }
                    guard let (s, n) = scalar(of: source, at: i) else { break }
                    if s == "\u{AD}" {
                        if letters > 0 { soft.append((letters, i + n)) }
                    } else if s.properties.generalCategory == .nonspacingMark, letters > 0 {
                        ends[letters - 1] = i + n
                    } else if s.properties.isAlphabetic, CellWidth.width(of: s) == 1, letters < maximumLetters {
                        // A letter that lowers to one scalar (İ does not): kept lowered.
                        let lowered = s.properties.lowercaseMapping.unicodeScalars
                        guard lowered.count == 1, let l = lowered.first else { return nil }
                        if l != s { capitals += 1 }
                        for byte in UTF8.encode(l)! {
                            lower[bytes] = byte
                            bytes += 1
                        }
                        ends[letters] = i + n
                        letters += 1
                    } else {
                        break
                    }
                    i += n
                }
                while let (s, n) = scalar(of: source, at: i), Self.closesWord(s) { i += n }
                if let (s, _) = scalar(of: source, at: i), s != " ", s != "\n", s != "-", s != "\u{2013}", s != "\u{2014}" {
                    return nil
                }
                let places: [(letters: Int, end: Int)]
                if !soft.isEmpty {
                    places = soft.filter { $0.letters < letters }
                } else {
                    guard capitals < 2, let hyphenator else { return nil }
                    let word = String(decoding: UnsafeBufferPointer(rebasing: lower[0..<bytes]), as: UTF8.self)
                    let bits = hyphenator.points(inLowercased: word, letters: letters)
                    places = bits == 0 ? [] : (1..<letters).filter { bits & (1 << $0) != 0 }.map { ($0, ends[$0 - 1]) }
                }
                // Letters are a cell each: the last place whose part and hyphen fit.
                let before = after == start ? 0 : lead + UnsafeBufferPointer(rebasing: ends[0..<letters]).prefix { $0 <= after }.count
                guard let place = places.last(where: { $0.end > after && lead + $0.letters - before + 1 <= room }) else { return nil }
                return (place.end, lead + place.letters - before)
            }
        }
    }

    /// The longest word that may be hyphenated, in letters.
    static let maximumLetters = 63

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
