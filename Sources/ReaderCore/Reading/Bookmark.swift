/// A place the reader marked, with the first line of its page as a label.
public struct Bookmark: Codable, Equatable, Sendable {
    public var location: Location
    public var label: String

    public init(location: Location, label: String) {
        self.location = location
        self.label = label
    }

    /// Longest label, in characters.
    public static let labelLimit = 80

    /// A label of the first words of `text`: whole words up to about 48 characters, `…` when cut.
    public static func label(firstWordsOf text: String) -> String {
        let words = text.split(separator: " ")
        var label = ""
        for word in words {
            guard label.count + word.count + 1 <= 48 || label.isEmpty else { return label + "…" }
            label += (label.isEmpty ? "" : " ") + word
        }
        return label.count > labelLimit ? String(label.prefix(labelLimit - 1)) + "…" : label
    }

    /// Whether `self` comes before `other` in the book.
    public func precedes(_ other: Bookmark) -> Bool {
        (location.offset, location.grapheme) < (other.location.offset, other.location.grapheme)
    }
}
