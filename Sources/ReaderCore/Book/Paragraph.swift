/// One block of clean text, what kind of block it is, and where it starts in the source file.
///
/// `offset` is the byte offset in the *source file* (any encoding) of the first
/// line of the block; it is what a `Location` is anchored to.
public struct Paragraph: Sendable, Equatable {
    /// Byte offset of the block's first line in the source file.
    public var offset: Int
    /// Clean text: no control characters; `\n` only between the kept lines of a line group
    /// or preformatted block.
    public var text: String
    /// How the block is laid out.
    public var kind: BlockKind
    /// Styled runs of `text` (emphasis, ruby annotations), in order.
    public var spans: [InlineSpan]

    public init(offset: Int, text: String, kind: BlockKind = .paragraph, spans: [InlineSpan] = []) {
        self.offset = offset
        self.text = text
        self.kind = kind
        self.spans = spans
    }
}
