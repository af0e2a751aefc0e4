/// The language of a text that does not declare one (a TXT book), guessed from its commonest
/// words: enough to choose hyphenation patterns for its Latin-script paragraphs.
enum TextLanguage {
    /// Each language's most frequent short words, none shared with another list.
    static let commonWords: [(language: String, words: [String])] = [
        ("en", ["the", "and", "of", "to", "was", "that", "with", "his", "her", "it", "is", "he", "she", "you"]),
        ("de", ["der", "die", "und", "das", "ist", "nicht", "mit", "ein", "sich", "den", "ich", "sie", "zu", "auf"]),
        ("fr", ["le", "les", "et", "des", "est", "dans", "pas", "elle", "du", "au", "qui", "je", "une"]),
        ("es", ["el", "los", "las", "y", "por", "con", "para", "pero", "del", "lo", "como", "su", "se", "muy"]),
        ("it", ["che", "di", "non", "per", "gli", "della", "sono", "anche", "ma", "nel", "questo", "ha"]),
        ("pt", ["o", "os", "não", "uma", "com", "em", "do", "da", "mais", "ao", "foi", "seu"]),
        ("nl", ["het", "een", "van", "dat", "niet", "zijn", "ik", "op", "voor", "met", "maar", "ook", "naar"]),
    ]

    /// Every common word's UTF-8 bytes packed in an integer (`key(of:)`), and its language's index.
    static let languageOfWord: [UInt64: Int] = {
        var table: [UInt64: Int] = [:]
        for (i, language) in commonWords.enumerated() {
            for word in language.words { table[key(of: Array(word.utf8)[...])] = i }
        }
        return table
    }()

    /// Up to 7 bytes of a word in one integer, its length in the top byte.
    @inline(__always)
    static func key(of word: ArraySlice<UInt8>) -> UInt64 {
        var key = UInt64(word.count) << 56
        for (i, b) in word.enumerated() { key |= UInt64(b) << (8 * UInt64(i)) }
        return key
    }

    /// The language most of the words of `texts` (their first `limit` bytes) say, if one stands
    /// out: its common words are at least one in twenty of the words and twice as many as any
    /// other language's. Words are read on bytes: runs of ASCII letters (lowered) and of non-ASCII
    /// bytes, so a word with accents is one word and CJK text makes no common word.
    static func guess(_ texts: some Sequence<String>, limit: Int = 16 * 1024) -> String? {
        var counts = [Int](repeating: 0, count: commonWords.count)
        var words = 0, seen = 0
        var word: [UInt8] = []
        word.reserveCapacity(8)
        func endWord() {
            guard !word.isEmpty else { return }
            words += 1
            if word.count <= 7, let language = languageOfWord[key(of: word[...])] { counts[language] += 1 }
            word.removeAll(keepingCapacity: true)
        }
        for text in texts where seen < limit {
            for b in text.utf8 {
                if b >= 0x80 || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) {
                    if word.count < 8 { word.append(b < 0x80 ? b | 0x20 : b) } // 8 bytes: too long for a common word
                } else {
                    endWord()
                }
            }
            endWord()
            seen += text.utf8.count
        }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] }), words > 0, counts[best] * 20 >= words else { return nil }
        let runnerUp = counts.enumerated().filter { $0.offset != best }.map(\.element).max() ?? 0
        return counts[best] >= 2 * runnerUp ? commonWords[best].language : nil
    }
}
