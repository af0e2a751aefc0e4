/// Chooses among the legacy (non-Unicode) encodings by statistics over sampled lines:
/// CJK text has runs of high bytes, and decodes under the right encoding into mostly common characters;
/// so has Cyrillic and Greek text, which decodes into lower-case letters (`EncodingAlphabetScore`);
/// Western text has isolated high bytes (accents, smart quotes) and is Windows-1252 or Latin-1.
enum EncodingLegacyScore {
    /// CJK candidates, in the order that wins a tie.
    static let cjkCandidates: [TextEncoding] = [.gb18030, .big5, .shiftJIS, .eucJP, .eucKR]
    /// Most sampled bytes decoded per candidate (the right encoding wins by a wide margin, see EncodingDetectorTests).
    static let scoringBudget = 32 * 1024
    /// A CJK decoding must reach this score (common characters minus twice the errors, per non-ASCII character).
    static let cjkThreshold = 0.3

    /// The best legacy encoding for the sampled windows (already aligned to character boundaries).
    static func best(_ bytes: UnsafeRawBufferPointer, windows: [Range<Int>]) -> TextEncoding {
        let parts = budgeted(bytes, windows: windows)
        var high = 0, highWithHighNeighbour = 0, c1 = 0
        for part in parts {
            var previousHigh = false
            for i in 0..<part.count {
                let b = part[i]
                guard b >= 0x80 else { previousHigh = false; continue }
                high += 1
                if b < 0xA0 { c1 += 1 }
                if previousHigh || (i + 1 < part.count && part[i + 1] >= 0x80) { highWithHighNeighbour += 1 }
                previousHigh = true
            }
        }
        if highWithHighNeighbour * 2 >= high, let runs = bestCJK(parts) ?? EncodingAlphabetScore.best(parts) { return runs }
        // Latin-1 0x80–0x9F are C1 controls, which no text contains: such bytes mean Windows-1252 (smart quotes, dashes).
        return c1 > 0 ? .windows1252 : .latin1
    }

    /// An equal share of every window, so the whole file has a say (a download site's banner is only at the top).
    private static func budgeted(_ bytes: UnsafeRawBufferPointer, windows: [Range<Int>]) -> [UnsafeRawBufferPointer] {
        let share = max(2048, scoringBudget / max(windows.count, 1))
        var parts: [UnsafeRawBufferPointer] = []
        var used = 0
        for window in windows where used < scoringBudget {
            let count = min(window.count, share, scoringBudget - used)
            parts.append(UnsafeRawBufferPointer(rebasing: bytes[window.lowerBound..<(window.lowerBound + count)]))
            used += count
        }
        return parts
    }

    /// The CJK encoding whose decoding of `parts` scores best, if it passes the threshold.
    private static func bestCJK(_ parts: [UnsafeRawBufferPointer]) -> TextEncoding? {
        var best: (encoding: TextEncoding, score: Double)?
        for encoding in cjkCandidates {
            let decoder = TextDecoder(encoding: encoding)
            var characters = 0, common = 0, errors = 0
            for part in parts {
                for scalar in decoder.decode(part).unicodeScalars where scalar.value >= 0x80 {
                    characters += 1
                    if scalar.value == 0xFFFD { errors += 1 } else if EncodingCommonCharacters.contains(scalar.value) { common += 1 }
                }
                // A clearly wrong encoding (more errors than half its common characters) is dropped early:
                // every error costs a separate iconv call, so this keeps detection fast.
                if characters >= 256 && common < 2 * errors { break }
            }
            guard characters > 0 else { continue }
            let score = Double(common - 2 * errors) / Double(characters)
            if score > (best?.score ?? -.infinity) { best = (encoding, score) }
        }
        guard let best, best.score >= cjkThreshold else { return nil }
        return best.encoding
    }
}
