/// The cells of the kitty graphics protocol's Unicode placeholders: U+10EEEE followed by
/// diacritics that number the cell's row and column in the picture and the image id's high byte;
/// the cell's foreground colour carries the rest of the id. The terminal draws that piece of the
/// picture in the cell, so a picture is text a page can hold, and it survives tmux.
package enum KittyPlaceholder {
    /// The placeholder character.
    package static let character: Unicode.Scalar = "\u{10EEEE}"

    /// The numbers 0…296 as diacritics, in order: the combining marks above (class 230) of
    /// Unicode 6.0 that no composition uses — the protocol's `rowcolumn-diacritics.txt`.
    package static let diacritics: [Unicode.Scalar] = ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }

    private static let ranges: [ClosedRange<UInt32>] = [
        0x305...0x305, 0x30D...0x30E, 0x310...0x310, 0x312...0x312, 0x33D...0x33F, 0x346...0x346, 0x34A...0x34C,
        0x350...0x352, 0x357...0x357, 0x35B...0x35B, 0x363...0x36F, 0x483...0x487, 0x592...0x595, 0x597...0x599,
        0x59C...0x5A1, 0x5A8...0x5A9, 0x5AB...0x5AC, 0x5AF...0x5AF, 0x5C4...0x5C4, 0x610...0x617, 0x657...0x65B,
        0x65D...0x65E, 0x6D6...0x6DC, 0x6DF...0x6E2, 0x6E4...0x6E4, 0x6E7...0x6E8, 0x6EB...0x6EC, 0x730...0x730,
        0x732...0x733, 0x735...0x736, 0x73A...0x73A, 0x73D...0x73D, 0x73F...0x741, 0x743...0x743, 0x745...0x745,
        0x747...0x747, 0x749...0x74A, 0x7EB...0x7F1, 0x7F3...0x7F3, 0x816...0x819, 0x81B...0x823, 0x825...0x827,
        0x829...0x82D, 0x951...0x951, 0x953...0x954, 0xF82...0xF83, 0xF86...0xF87, 0x135D...0x135F, 0x17DD...0x17DD,
        0x193A...0x193A, 0x1A17...0x1A17, 0x1A75...0x1A7C, 0x1B6B...0x1B6B, 0x1B6D...0x1B73, 0x1CD0...0x1CD2,
        0x1CDA...0x1CDB, 0x1CE0...0x1CE0, 0x1DC0...0x1DC1, 0x1DC3...0x1DC9, 0x1DCB...0x1DCC, 0x1DD1...0x1DE6,
        0x1DFE...0x1DFE, 0x20D0...0x20D1, 0x20D4...0x20D7, 0x20DB...0x20DC, 0x20E1...0x20E1, 0x20E7...0x20E7,
        0x20E9...0x20E9, 0x20F0...0x20F0, 0x2CEF...0x2CF1, 0x2DE0...0x2DFF, 0xA66F...0xA66F, 0xA67C...0xA67D,
        0xA6F0...0xA6F1, 0xA8E0...0xA8F1, 0xAAB0...0xAAB0, 0xAAB2...0xAAB3, 0xAAB7...0xAAB8, 0xAABE...0xAABF,
        0xAAC1...0xAAC1, 0xFE20...0xFE26, 0x10A0F...0x10A0F, 0x10A38...0x10A38, 0x1D185...0x1D189, 0x1D1AA...0x1D1AD,
        0x1D242...0x1D244,
    ]

    /// The largest number of rows or columns a placement can have.
    package static var maximum: Int { diacritics.count }

    /// The cluster of the cell at `row`, `column` of an image whose id has `high` as its top byte.
    package static func text(row: Int, column: Int, high: Int = 0) -> String {
        var text = String(character)
        text.unicodeScalars.append(diacritics[row])
        text.unicodeScalars.append(diacritics[column])
        if high > 0 { text.unicodeScalars.append(diacritics[high]) }
        return text
    }

    /// Whether `cell` is a placeholder cell (read from its packed bytes: no `String` is made, as
    /// a frame's every cell is asked).
    package static func holds(_ cell: Cell) -> Bool {
        var first: Unicode.Scalar?
        cell.forEachScalar { if first == nil { first = $0 } }
        return first == character
    }

    /// The row, column and id high byte `text` says, if it is a placeholder cell's cluster.
    package static func parse(_ text: String) -> (row: Int, column: Int, high: Int)? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == character, (3...4).contains(scalars.count) else { return nil }
        let numbers = scalars.dropFirst().map { number[$0] }
        guard let row = numbers[0], let column = numbers[1] else { return nil }
        if numbers.count == 3 {
            guard let high = numbers[2] else { return nil }
            return (row, column, high)
        }
        return (row, column, 0)
    }

    private static let number: [Unicode.Scalar: Int] = Dictionary(
        uniqueKeysWithValues: diacritics.enumerated().map { ($1, $0) })
}
