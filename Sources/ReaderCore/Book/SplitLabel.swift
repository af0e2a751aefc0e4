/// An admonition's label that w3m broke over two lines of its narrow first column (`[注 注意` over
/// `意] 遵循 Unix 传统…`, where the English dump has `[Note] Note` on one line): the label put back
/// together on the first line (`[注意] 注意`), and the text after the label's tail as the note's own.
struct SplitLabel {
    /// The first line mended: the whole label, then the title that followed its first piece.
    let mended: String
    /// UTF-8 bytes of the second line taken by the label's tail and the spaces after it (`意] `).
    let tailBytes: Int
    /// Columns those bytes take: the indent of the text after them.
    let tailColumns: Int

    /// Most characters of each piece of a label, its bracket included.
    static let maxPiece = 4
    /// Most characters of the title after the label's first piece.
    static let maxTitle = 16

    /// The label `first` (a block's one line, no indent) opens and `second` (a raw line) closes, or nil:
    /// `[` and up to three characters, a space, a short title, no `]`; then up to three characters and `] `.
    init?(first: String, second: String) {
        guard first.utf8.first == UInt8(ascii: "["), second.utf8.first != 0x20, let space = first.firstIndex(of: " ") else { return nil }
        let head = first[..<space], title = first[first.index(after: space)...]
        guard (2...Self.maxPiece).contains(head.count), !title.isEmpty, title.count <= Self.maxTitle, !first.contains("]"),
            let close = second.prefix(Self.maxPiece).firstIndex(of: "]"), close > second.startIndex,
            second[second.index(after: close)...].first == " "
        else { return nil }
        let tail = second[...close]
        guard !tail.contains(" "), !tail.dropLast().contains("[") else { return nil }
        let text = second[second.index(after: close)...].drop { $0 == " " }
        guard !text.isEmpty else { return nil }
        mended = head + tail + " " + title
        tailBytes = second.utf8.count - text.utf8.count
        tailColumns = CellWidth.width(of: second[..<text.startIndex])
    }
}
