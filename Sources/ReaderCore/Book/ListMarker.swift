/// The marker a list item starts with, and how wide it is with the space after it (the
/// item's text wraps at that column).
struct ListMarker: Sendable, Equatable {
    enum Style: Sendable, Equatable {
        /// `*`, `-`, `•`, `‣`, `◦`, `①`…: a marker that no prose line starts with.
        case bullet
        /// `1.`, `1)`, `2.3.`, `(a)`, `a)`, `A.`, `一、`: also how a wrapped prose line may start
        /// (a year, an initial), so it starts an item only where prose would not go on.
        case numbered
    }

    var style: Style
    /// Columns of the marker and the spaces after it.
    var width: Int

    /// The marker at the start of `body` (a line without its indent), if it has one and text follows.
    init?(_ body: Substring) {
        guard let first = body.first else { return nil }
        var rest = body.dropFirst()
        var markerColumns = CellWidth.width(of: first)
        switch first {
        case "*", "-", "•", "‣", "◦", "▪", "·":
            style = .bullet
            guard rest.first == " " else { return nil }
        case "\u{2460}"..."\u{2473}", "\u{2776}"..."\u{277F}":
            style = .bullet
        case "(", "（":
            let inner = rest.prefix { $0.isLetter || $0.isNumber }
            guard (1...3).contains(inner.count), inner.allSatisfy({ $0.isASCII }) || inner.allSatisfy(\.isNumber) else { return nil }
            rest = rest.dropFirst(inner.count)
            guard let close = rest.first, close == ")" || close == "）" else { return nil }
            rest = rest.dropFirst()
            style = .numbered
            markerColumns += inner.count + CellWidth.width(of: close)
        default:
            let numeral = body.prefix(4).prefix { $0.unicodeScalars.count == 1 && ChineseNumeral.isNumeral($0.unicodeScalars.first!) }
            if !numeral.isEmpty, body.dropFirst(numeral.count).first == "、",
               let n = ChineseNumeral.value(numeral.unicodeScalars.map { $0 }), (1...99).contains(n) {
                // A wrapped line may start `三、四…` inside a sentence: numbered, not bullet.
                style = .numbered
                rest = body.dropFirst(numeral.count + 1)
                markerColumns = 2 * numeral.count + 2
            } else if let (columns, after) = Self.numbered(body) {
                style = .numbered
                markerColumns = columns
                rest = after
            } else {
                return nil
            }
        }
        let spaces = rest.prefix { $0 == " " }
        guard let next = rest.dropFirst(spaces.count).first, next != " " else { return nil }
        if (style == .numbered && !first.isCJKNumeral) || first == "-" || first == "*" { guard !spaces.isEmpty else { return nil } }
        // `* * * text`: a row of stars before text is a scene break run into a line, not a bullet.
        if first == "*", rest.dropFirst(spaces.count).first == "*" { return nil }
        width = markerColumns + spaces.count
    }

    /// `1.`, `12)`, `2.3.`, `a)`, `A.`: the marker's columns and what follows it.
    private static func numbered(_ body: Substring) -> (Int, Substring)? {
        let utf8 = body.utf8
        var i = utf8.startIndex
        var digits = 0, groups = 0
        while i < utf8.endIndex {
            let start = i
            while i < utf8.endIndex, (0x30...0x39).contains(utf8[i]) { i = utf8.index(after: i) }
            let count = utf8.distance(from: start, to: i)
            guard count > 0, count <= 2 else { break }
            digits += count
            guard i < utf8.endIndex, utf8[i] == UInt8(ascii: ".") || utf8[i] == UInt8(ascii: ")") else { return nil }
            let punct = utf8[i]
            i = utf8.index(after: i)
            groups += 1
            if punct == UInt8(ascii: ")") { break }
        }
        if digits == 0 {
            // One letter: `a)`, `A.` (not `I.`-style words: the next byte must be the punctuation).
            guard let b = utf8.first, (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b), utf8.count > 2 else { return nil }
            let p = utf8[utf8.index(after: utf8.startIndex)]
            guard p == UInt8(ascii: ")") || (p == UInt8(ascii: ".") && (0x41...0x5A).contains(b)) else { return nil }
            i = utf8.index(utf8.startIndex, offsetBy: 2)
        } else if groups == 0 {
            return nil
        }
        let columns = utf8.distance(from: utf8.startIndex, to: i)
        return (columns, body[i...])
    }
}

private extension Character {
    /// A CJK numeral character (`一`, `十`, `百`…): its markers (`一、`) need no space after them.
    var isCJKNumeral: Bool { unicodeScalars.count == 1 && ChineseNumeral.isNumeral(unicodeScalars.first!) }
}
