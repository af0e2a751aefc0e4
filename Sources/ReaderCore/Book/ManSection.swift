/// A man page's section header as groff lays it out: a short line in capitals at the margin
/// (`NAME`, `SEE ALSO`, `SHELL GRAMMAR`), its text indented under it on the next line. The
/// assembler asks once it sees that next line; the header is then a chapter heading.
enum ManSection {
    /// Widest header read, in columns.
    static let maxColumns = 40

    /// Whether `text` (one line, at the margin) reads as a section header: capitals, digits, spaces
    /// and `-&/,()'` only, two letters at least, starting with a capital, no sentence punctuation.
    static func isHeader(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard let first = utf8.first, (0x41...0x5A).contains(first), utf8.count <= maxColumns else { return false }
        var letters = 0
        for b in utf8 {
            switch b {
            case 0x41...0x5A: letters += 1
            case 0x30...0x39, 0x20, 0x2D, 0x26, 0x2F, 0x2C, 0x28, 0x29, 0x27: continue
            default: return false
            }
        }
        return letters >= 2 && utf8.last != 0x2C
    }
}
