/// Where a page starts inside the book: a paragraph and a grapheme index in it.
/// Page tables store these, never strings.
public struct PageAnchor: Hashable, Comparable, Sendable {
    public var paragraph: Int
    public var grapheme: Int

    public init(paragraph: Int, grapheme: Int) {
        self.paragraph = paragraph
        self.grapheme = grapheme
    }

    public static func < (a: PageAnchor, b: PageAnchor) -> Bool {
        (a.paragraph, a.grapheme) < (b.paragraph, b.grapheme)
    }
}
