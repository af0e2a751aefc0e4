/// Blocks read by index: a `BlockStore` (a book read whole) or an array of `Paragraph`s (an EPUB's
/// chapter, a test's blocks). What finds chapters and entries reads either.
protocol ParagraphCollection: RandomAccessCollection where Element == Paragraph, Index == Int {
    /// The text of block `index`.
    func text(at index: Int) -> String
    /// The UTF-8 size of block `index`'s text.
    func utf8Count(at index: Int) -> Int
}

extension Array: ParagraphCollection where Element == Paragraph {
    func text(at index: Int) -> String { self[index].text }
    func utf8Count(at index: Int) -> Int { self[index].text.utf8.count }
}

extension BlockStore: ParagraphCollection {}
