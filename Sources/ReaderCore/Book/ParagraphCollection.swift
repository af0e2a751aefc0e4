/// Blocks read by index: a `BlockStore` (a book read whole) or an array of `Paragraph`s (an EPUB's
/// chapter, a test's blocks). What finds chapters and entries reads either.
protocol ParagraphCollection: RandomAccessCollection where Element == Paragraph, Index == Int {
    /// The text of block `index`.
    func text(at index: Int) -> String
    /// The UTF-8 size of block `index`'s text.
    func utf8Count(at index: Int) -> Int
    /// Block `index`'s UTF-8, lent to `body` where it lies (no `String` made of a stored block).
    func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R
}

extension Array: ParagraphCollection where Element == Paragraph {
    func text(at index: Int) -> String { self[index].text }
    func utf8Count(at index: Int) -> Int { self[index].text.utf8.count }

    func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = self[index].text
        return text.withUTF8(body)
    }
}

extension BlockStore: ParagraphCollection {}
