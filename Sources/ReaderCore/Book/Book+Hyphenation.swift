extension Book {
    /// The language hyphenation follows: the one the book declares, else the one its first
    /// paragraphs' words say (16 KB of them).
    public var hyphenationLanguage: String? {
        if let language, !language.isEmpty { return language }
        var sample = ""
        for text in paragraphs.texts(of: 0..<min(paragraphs.count, 2_000)) where sample.utf8.count < 16 * 1024 {
            sample += text
            sample += "\n"
        }
        return TextLanguage.guess(sample)
    }
}
