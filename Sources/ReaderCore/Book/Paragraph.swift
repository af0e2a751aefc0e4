/// One paragraph of clean text and where it starts in the source file.
///
/// `offset` is the byte offset in the *source file* (any encoding) of the first
/// line of the paragraph; it is what a `Location` is anchored to.
public struct Paragraph: Sendable, Equatable {
    /// Byte offset of the paragraph's first line in the source file.
    public var offset: Int
    /// Clean text: no control characters; `\n` only as a hard line break inside the paragraph.
    public var text: String

    public init(offset: Int, text: String) {
        self.offset = offset
        self.text = text
    }
}
