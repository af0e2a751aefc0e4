/// The language of a text that does not declare one (a TXT book), guessed from its commonest
/// words: enough to choose hyphenation patterns for its Latin-script paragraphs.
enum TextLanguage {
    /// Each language's most frequent short words, none shared with another list.
    static let commonWords: [(language: String, words: Set<Substring>)] = [
        ("en", ["the", "and", "of", "to", "was", "that", "with", "his", "her", "it", "is", "he", "she", "you"]),
        ("de", ["der", "die", "und", "das", "ist", "nicht", "mit", "ein", "sich", "den", "ich", "sie", "zu", "auf"]),
        ("fr", ["le", "les", "et", "des", "est", "dans", "pas", "elle", "du", "au", "qui", "je", "une"]),
        ("es", ["el", "los", "las", "y", "por", "con", "para", "pero", "del", "lo", "como", "su", "se", "muy"]),
        ("it", ["che", "di", "non", "per", "gli", "della", "sono", "anche", "ma", "nel", "questo", "ha"]),
        ("pt", ["o", "os", "não", "uma", "com", "em", "do", "da", "mais", "ao", "foi", "seu"]),
        ("nl", ["het", "een", "van", "dat", "niet", "zijn", "ik", "op", "voor", "met", "maar", "ook", "naar"]),
    ]

    /// The language most of `text`'s words say, if one stands out: its common words are at
    /// least one in twenty of the words and twice as many as any other language's.
    static func guess(_ text: some StringProtocol) -> String? {
        var counts = [Int](repeating: 0, count: commonWords.count)
        var words = 0
        for word in text.split(whereSeparator: { !$0.isLetter }) where words < 20_000 {
            words += 1
            guard word.count <= 6 else { continue }
            let lower = Substring(word.lowercased())
            for (i, language) in commonWords.enumerated() where language.words.contains(lower) { counts[i] += 1 }
        }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] * 20 >= words, words > 0 else { return nil }
        let runnerUp = counts.enumerated().filter { $0.offset != best }.map(\.element).max() ?? 0
        return counts[best] >= 2 * runnerUp ? commonWords[best].language : nil
    }
}
