/// A book's paragraphs by index: offsets are always at hand, text comes from `ParagraphTexts`
/// (held for every paragraph, or decoded again per chapter once the book is released).
public struct ParagraphList: RandomAccessCollection, Sendable, Equatable {
    /// Source byte offset of every paragraph.
    public let offsets: BlockOffsets
    /// Kind of every block (kept for the whole book: one byte each).
    public let kinds: [BlockKind]
    let texts: ParagraphTexts

    init(offsets: BlockOffsets, kinds: [BlockKind], texts: ParagraphTexts) {
        self.offsets = offsets
        self.kinds = kinds
        self.texts = texts
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { offsets.count }

    /// Paragraph `index`, of the kind the list gives it (a TXT chapter heading is a heading).
    public subscript(index: Int) -> Paragraph {
        var block = texts.block(of: index, offset: offsets[index], kind: kinds[index])
        block.kind = kinds[index]
        return block
    }

    /// The texts of paragraphs `range`, in order (one lookup for a whole chapter); `keeping` false: a
    /// released chapter read again for them is not kept decoded.
    public func texts(of range: Range<Int>, keeping: Bool = true) -> [String] {
        texts.texts(of: range, keeping: keeping)
    }

    /// Same blocks.
    public static func == (a: ParagraphList, b: ParagraphList) -> Bool {
        a.offsets == b.offsets && a.kinds == b.kinds && a.indices.allSatisfy { a[$0] == b[$0] }
    }
}
