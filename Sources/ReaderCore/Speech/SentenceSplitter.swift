/// Where the sentences of a block's text are, as read aloud goes through them: a sentence ends
/// after `.`, `!`, `?` or `…` followed by a space or the end (not after an abbreviation such as
/// `Mr.`, an initial, or the number of `Chapter 2.`), or right after `。`, `！`, `？`; closing quotes and brackets stay with
/// the sentence they close. A run with no end is cut at a space after `longest` characters, so
/// the highlight never covers a whole long paragraph.
public enum SentenceSplitter {
    /// The sentences of `text`, as ranges of its characters, spaces around them left out; a
    /// run of nothing but spaces and punctuation is no sentence.
    public static func sentences(in text: [Character], longest: Int = 400) -> [Range<Int>] {
        var sentences: [Range<Int>] = []
        var start = 0, i = 0
        func close(at end: Int) {
            var low = start, high = end
            while low < high, text[low].isWhitespace { low += 1 }
            while high > low, text[high - 1].isWhitespace { high -= 1 }
            if text[low..<high].contains(where: { $0.isLetter || $0.isNumber }) { sentences.append(low..<high) }
            start = end
        }
        while i < text.count {
            let c = text[i]
            i += 1
            if wideEnds.contains(c) || latinEnds.contains(c) {
                while i < text.count, latinEnds.contains(text[i]) || wideEnds.contains(text[i]) || closers.contains(text[i]) { i += 1 }
                if wideEnds.contains(c) || i == text.count || text[i].isWhitespace,
                    !(c == "." && isAbbreviation(text, from: start, before: i))
                {
                    close(at: i)
                }
            } else if i - start >= longest, c.isWhitespace {
                close(at: i)
            }
        }
        if start < text.count { close(at: text.count) }
        return sentences
    }

    /// Whether the word ending in the full stop before `end` is an abbreviation or an initial,
    /// or a number that a sentence starting at `start` has only a word before (`Chapter 2.`,
    /// `1.` of a list).
    private static func isAbbreviation(_ text: [Character], from start: Int, before end: Int) -> Bool {
        var dot = end - 1
        while dot > 0, text[dot] != "." { dot -= 1 }
        var low = dot
        while low > 0, text[low - 1].isLetter || text[low - 1].isNumber || text[low - 1] == "." { low -= 1 }
        let word = String(text[low..<dot]).lowercased()
        if !word.isEmpty, word.allSatisfy(\.isNumber) {
            return text[start..<low].split(whereSeparator: \.isWhitespace).count <= 1
        }
        return word.count == 1 && text[low].isUppercase || abbreviations.contains(word)
    }

    private static let latinEnds: Set<Character> = [".", "!", "?", "…"]
    private static let wideEnds: Set<Character> = ["。", "！", "？", "｡"]
    private static let closers: Set<Character> = ["\"", "'", "”", "’", ")", "]", "}", "」", "』", "）", "》", "〉", "】", "»"]
    private static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "jr", "sr", "prof", "mt", "no", "vs", "etc", "e.g", "i.e", "cf", "capt", "col", "gen", "lt",
        "rev", "sgt", "fig", "vol", "ch", "p", "pp",
    ]
}
