/// Chooses among the legacy (non-Unicode) encodings by statistics over sampled lines:
/// CJK text has runs of high bytes, and decodes under the right encoding into mostly common characters;
/// Western text has isolated high bytes (accents, smart quotes) and is Windows-1252 or Latin-1.
enum EncodingLegacyScore {
    /// CJK candidates, in the order that wins a tie.
    static let cjkCandidates: [TextEncoding] = [.gb18030, .big5, .shiftJIS, .eucJP, .eucKR]
    /// Most sampled bytes decoded per candidate.
    static let scoringBudget = 128 * 1024
    /// A CJK decoding must reach this score (common characters minus twice the errors, per non-ASCII character).
    static let cjkThreshold = 0.3

    /// The best legacy encoding for the sampled windows (already aligned to character boundaries).
    static func best(_ bytes: UnsafeRawBufferPointer, windows: [Range<Int>]) -> TextEncoding {
        var high = 0, highWithHighNeighbour = 0, c1 = 0
        for window in windows {
            var previousHigh = false
            for i in window {
                let b = bytes[i]
                guard b >= 0x80 else { previousHigh = false; continue }
                high += 1
                if b < 0xA0 { c1 += 1 }
                if previousHigh || (i + 1 < window.upperBound && bytes[i + 1] >= 0x80) { highWithHighNeighbour += 1 }
                previousHigh = true
            }
        }
        if highWithHighNeighbour * 2 >= high, let cjk = bestCJK(bytes, windows: windows) { return cjk }
        // Latin-1 0x80–0x9F are C1 controls, which no text contains: such bytes mean Windows-1252 (smart quotes, dashes).
        return c1 > 0 ? .windows1252 : .latin1
    }

    /// The CJK encoding whose decoding scores best, if it passes the threshold.
    private static func bestCJK(_ bytes: UnsafeRawBufferPointer, windows: [Range<Int>]) -> TextEncoding? {
        var budgeted: [UnsafeRawBufferPointer] = []
        var used = 0
        for window in windows where used < scoringBudget {
            let count = min(window.count, scoringBudget - used)
            budgeted.append(UnsafeRawBufferPointer(rebasing: bytes[window.lowerBound..<(window.lowerBound + count)]))
            used += count
        }
        var best: (encoding: TextEncoding, score: Double)?
        for encoding in cjkCandidates {
            let decoder = TextDecoder(encoding: encoding)
            var characters = 0, common = 0, errors = 0
            for part in budgeted {
                for scalar in decoder.decode(part).unicodeScalars where scalar.value >= 0x80 {
                    characters += 1
                    if scalar.value == 0xFFFD { errors += 1 } else if EncodingCommonCharacters.contains(scalar.value) { common += 1 }
                }
            }
            guard characters > 0 else { continue }
            let score = Double(common - 2 * errors) / Double(characters)
            if score > (best?.score ?? -.infinity) { best = (encoding, score) }
        }
        guard let best, best.score >= cjkThreshold else { return nil }
        return best.encoding
    }
}
