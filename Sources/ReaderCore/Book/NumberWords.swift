/// Reads English numbers spelled out in headings: cardinals `One` … `Ninety-Nine`
/// (`TWENTY-ONE`, `twenty-one`) and ordinals `First` … `Twentieth` (as in "FIRST EPILOGUE").
enum NumberWords {
    private static let ones = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    static let ordinalWords = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
        "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
        "eighteenth", "nineteenth", "twentieth",
    ]

    /// The value (1…99) of a cardinal word such as `Seven` or `Forty-Two`, or nil.
    static func cardinal(_ word: Substring) -> Int? {
        if let i = ones.firstIndex(where: { HeadingText.equalsIgnoringCase(word, $0) }) { return i + 1 }
        if let i = tens.firstIndex(where: { HeadingText.equalsIgnoringCase(word, $0) }) { return (i + 2) * 10 }
        guard let hyphen = word.utf8.firstIndex(of: 0x2D) else { return nil }
        let tensWord = word[..<hyphen], onesWord = word[word.utf8.index(after: hyphen)...]
        guard let t = tens.firstIndex(where: { HeadingText.equalsIgnoringCase(tensWord, $0) }),
            let o = ones.firstIndex(where: { HeadingText.equalsIgnoringCase(onesWord, $0) }), o < 9
        else { return nil }
        return (t + 2) * 10 + o + 1
    }

    /// The value (1…20) of an ordinal word such as `First` or `SECOND`, or nil.
    static func ordinal(_ word: Substring) -> Int? {
        guard (5...11).contains(word.utf8.count) else { return nil }
        return ordinalWords.firstIndex(where: { HeadingText.equalsIgnoringCase(word, $0) }).map { $0 + 1 }
    }
}
