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

extension Paragraph {
    /// The blocks of `parts` one after another, moved rather than copied: no retain and release of
    /// every block's text and spans (most of the cost of joining a big book's parts). `parts` is left empty.
    static func joined(moving parts: inout [[Paragraph]]) -> [Paragraph] {
        let total = parts.reduce(0) { $0 + $1.count }
        let blocks = [Paragraph](unsafeUninitializedCapacity: total) { buffer, count in
            for i in parts.indices {
                parts[i].withUnsafeMutableBufferPointer { part in
                    guard let source = part.baseAddress, let target = buffer.baseAddress else { return }
                    (target + count).moveInitialize(from: source, count: part.count)
                    // The part keeps blocks that own nothing, for its array to destroy.
                    source.initialize(repeating: Paragraph(offset: 0, text: ""), count: part.count)
                    count += part.count
                }
            }
        }
        parts = []
        return blocks
    }
}
