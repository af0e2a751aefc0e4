/// A book's paragraphs by index: offsets are always at hand, text comes from `ParagraphTexts`
/// (held for every paragraph, or decoded again per chapter once the book is released).
public struct ParagraphList: RandomAccessCollection, Sendable, Equatable {
    /// Source byte offset of every paragraph.
    public let offsets: [Int]
    let texts: ParagraphTexts

    init(offsets: [Int], texts: ParagraphTexts) {
        self.offsets = offsets
        self.texts = texts
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count }

    public subscript(index: Int) -> Paragraph {
        Paragraph(offset: offsets[index], text: texts.text(of: index))
    }

    /// The texts of paragraphs `range`, in order (one lookup for a whole chapter).
    public func texts(of range: Range<Int>) -> [String] {
        texts.texts(of: range)
    }

    /// Same offsets and texts.
    public static func == (a: ParagraphList, b: ParagraphList) -> Bool {
        a.offsets == b.offsets && a.indices.allSatisfy { a.texts.text(of: $0) == b.texts.text(of: $0) }
    }
}
