/// A highlight, with or without a note: a span of the book's text anchored to places in the
/// source (never to pages, so it survives any relayout), with the text it covered, by which it
/// is found again when the book has changed.
public struct Annotation: Codable, Equatable, Sendable, Identifiable {
    /// Unique among every annotation of every book: 16 hexadecimal digits.
    public var id: String
    /// Where the highlighted text starts.
    public var start: Location
    /// Where it ends (exclusive): the place just after its last character.
    public var end: Location
    /// The highlighted text as the book read when it was made; paragraphs joined by "\n".
    public var text: String
    public var color: HighlightColor
    /// The reader's note; empty for a plain highlight.
    public var note: String
    /// When it was made and last changed, in seconds since 1970 (merging keeps the latest change).
    public var created: Int64
    public var modified: Int64

    public init(
        id: String = Annotation.newID(), start: Location, end: Location, text: String, color: HighlightColor = .yellow, note: String = "",
        created: Int64, modified: Int64? = nil
    ) {
        self.id = id
        self.start = start
        self.end = end
        self.text = text
        self.color = color
        self.note = note
        self.created = created
        self.modified = modified ?? created
    }

    /// A fresh random identifier.
    public static func newID() -> String {
        let n = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 16 - n.count) + n
    }

    /// Whether `self` comes before `other` in the book (then by identifier, so the order is total).
    func precedes(_ other: Annotation) -> Bool {
        (start.offset, start.grapheme, end.offset, end.grapheme, id) < (
            other.start.offset, other.start.grapheme, other.end.offset, other.end.grapheme, other.id
        )
    }
}
