extension Book {
    /// The language hyphenation follows: the one the book declares, else the one its first
    /// paragraphs' words say (16 KB of them).
    public var hyphenationLanguage: String? {
        if let language, !language.isEmpty { return language }
        return TextLanguage.guess(paragraphs.texts(of: 0..<min(paragraphs.count, 400)))
    }
}
