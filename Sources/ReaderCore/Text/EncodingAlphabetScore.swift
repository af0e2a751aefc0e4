/// Chooses among the single-byte encodings of alphabets written wholly in high bytes (Cyrillic, Greek),
/// whose words are runs of high bytes like CJK text but which no CJK decoding reads as common characters.
/// Running text is mostly lower case, and each wrong code page decodes it largely into capitals, box
/// drawing or symbols: the right one is the one that gives the most lower-case letters of its script.
/// Their words are whole runs of high bytes, where Latin accents sit inside ASCII words (`één`, `mèt`).
enum EncodingAlphabetScore {
    /// Candidates and the lower-case letters of their script, in the order that wins a tie.
    static let candidates: [(encoding: TextEncoding, lowercase: [ClosedRange<UInt32>])] = [
        (.windows1251, cyrillic), (.koi8R, cyrillic), (.cp866, cyrillic), (.iso88595, cyrillic),
        (.windows1253, greek), (.cp737, greek),
    ]
    /// а–я, ѐ–џ (ё, Ukrainian і ї є, Serbian ђ ћ …), ґ.
    private static let cyrillic: [ClosedRange<UInt32>] = [0x0430...0x045F, 0x0491...0x0491]
    /// ά–ώ (with ς).
    private static let greek: [ClosedRange<UInt32>] = [0x03AC...0x03CE]
    /// The share of non-ASCII characters that must be lower-case letters of the script.
    static let threshold = 0.6

    /// The share of high-byte runs that must stand apart from ASCII letters.
    static let wholeWords = 0.8

    /// The best candidate for `parts`, if it passes the threshold.
    static func best(_ parts: [UnsafeRawBufferPointer]) -> TextEncoding? {
        guard wordsAreHighRuns(parts) else { return nil }
        var best: (encoding: TextEncoding, score: Double)?
        for (encoding, lowercase) in candidates {
            let decoder = TextDecoder(encoding: encoding)
            var characters = 0, letters = 0
            for part in parts {
                for scalar in decoder.decode(part).unicodeScalars where scalar.value >= 0x80 {
                    characters += 1
                    if lowercase.contains(where: { $0.contains(scalar.value) }) { letters += 1 }
                }
            }
            guard characters > 0 else { continue }
            let score = Double(letters) / Double(characters)
            if score > (best?.score ?? -.infinity) { best = (encoding, score) }
        }
        guard let best, best.score >= threshold else { return nil }
        return best.encoding
    }

    /// True when most runs of high bytes have no ASCII letter on either side: whole words in another alphabet.
    private static func wordsAreHighRuns(_ parts: [UnsafeRawBufferPointer]) -> Bool {
        var runs = 0, apart = 0
        for part in parts {
            var i = 0
            while i < part.count {
                guard part[i] >= 0x80 else { i += 1; continue }
                let start = i
                while i < part.count && part[i] >= 0x80 { i += 1 }
                runs += 1
                let before = start > 0 && isASCIILetter(part[start - 1])
                let after = i < part.count && isASCIILetter(part[i])
                if !before && !after { apart += 1 }
            }
        }
        return runs > 0 && Double(apart) >= wholeWords * Double(runs)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
