extension Book {
    /// Whether the book asks to be set vertically: a right-to-left book (EPUB
    /// `page-progression-direction="rtl"`) in Japanese, as Japanese novels are printed, that has
    /// text to set (a manga of pictures alone turns right to left, its pictures upright).
    public var asksForVerticalWriting: Bool {
        guard pageProgression == .rightToLeft, let language else { return false }
        let primary = language.lowercased().split(separator: "-").first ?? ""
        return (primary == "ja" || primary == "jpn") && paragraphs.kinds.contains { $0 != .image && $0 != .separator }
    }
}
