/// A run of ASCII letters read case-blind, packed five bits a letter into one integer, so the first
/// word of every line is compared with the words English headings open with in one lookup
/// (`HeadingParser.mayStartHeading`). Words longer than `maxLetters` are told apart by their first
/// `maxLetters` letters alone: none of those is that long.
struct EnglishWord: Hashable, Sendable {
    private var bits: UInt64 = 0
    private var letters = 0

    /// The longest word told apart (`introduction`).
    static let maxLetters = 12

    static let the = EnglishWord("the"), act = EnglishWord("act"), scene = EnglishWord("scene")

    /// The word of the one letter `lead`.
    init(_ lead: UInt8) {
        append(lead)
    }

    /// `word` (ASCII letters).
    init(_ word: String) {
        for b in word.utf8 { append(b) }
    }

    /// Adds the ASCII letter `b` (either case); past `maxLetters` the word only notes that it is longer.
    mutating func append(_ b: UInt8) {
        guard letters < Self.maxLetters else {
            letters = Self.maxLetters + 1
            return
        }
        letters += 1
        bits = bits << 5 | UInt64((b | 0x20) &- 0x60)
    }
}
