/// A contents line's dot leader: `2.1 Syntax . . . . . . 12` (or `....`, before a page number
/// or a roman one). Reflowed, the dots would fill whole lines and run the entries together, so
/// an entry keeps a line of its own and its leader becomes ` · `: `2.1 Syntax · 12`.
enum DotLeader {
    /// Fewest dots a leader has.
    static let minimumDots = 4
    /// What stands for the leader.
    static let separator = " · "

    /// The leader in `text`: its dots and the spaces around them; nil when the text does not end in
    /// a leader and a page number. Tags around the number are let be (`. . <a href="#p5">12</a>`).
    static func range(in text: String) -> Range<String.Index>? {
        var i = skippingTags(text, before: text.endIndex)
        // The page number: digits, or a roman numeral's letters.
        var digits = 0
        while i > text.startIndex, digits < 8, isPageCharacter(text[text.index(before: i)]) {
            i = text.index(before: i)
            digits += 1
        }
        guard digits > 0 else { return nil }
        i = skippingTags(text, before: i)
        let end = i
        var dots = 0
        while i > text.startIndex, ".· ".contains(text[text.index(before: i)]) {
            i = text.index(before: i)
            if text[i] != " " { dots += 1 }
        }
        guard dots >= minimumDots, i > text.startIndex else { return nil }
        return i..<end
    }

    /// Where the tags ending just before `end` start (`end` when none does).
    private static func skippingTags(_ text: String, before end: String.Index) -> String.Index {
        var end = end
        while end > text.startIndex, text[text.index(before: end)] == ">", let open = text[..<end].lastIndex(of: "<") {
            end = open
        }
        return end
    }

    /// `text` with its leader made the separator; unchanged when it has none.
    static func shortened(_ text: String) -> String {
        guard let leader = range(in: text) else { return text }
        return text[..<leader.lowerBound] + separator + text[leader.upperBound...]
    }

    private static func isPageCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isNumber || "ivxlcdmIVXLCDM".contains(c))
    }
}
