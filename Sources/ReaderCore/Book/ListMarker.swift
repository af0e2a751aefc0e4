/// The marker a list item starts with, and how wide it is with the space after it (the
/// item's text wraps at that column). Read from the line's scalars: it runs on every line.
struct ListMarker: Sendable, Equatable {
    enum Style: Sendable, Equatable {
        /// `*`, `-`, `+`, `•`, `‣`, `◦`, `□`, `o`, `①`…: a marker that no prose line starts with (w3m and
        /// the DocBook text tools mark nested items `+`, `o` and `□`).
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
        let scalars = body.unicodeScalars
        guard let first = scalars.first else { return nil }
        var rest = scalars.dropFirst()
        var columns = 1
        var needsSpace = true
        switch first {
        case "*", "-", "+", "•", "‣", "◦", "▪", "·", "□",
            "o" where rest.first == " ":
            // `* * * text` is a scene break run into a line, `--` a dash: neither is a bullet.
            guard rest.first == " " else { return nil }
            if first == "*", rest.drop(while: { $0 == " " }).first == "*" { return nil }
            style = .bullet
        case "\u{2460}"..."\u{2473}", "\u{2776}"..."\u{277F}":
            style = .bullet
            needsSpace = false
        case "(", "（":
            let inner = rest.prefix(4).prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil }
            guard (1...3).contains(inner.count), inner.allSatisfy(\.isASCII) || inner.allSatisfy({ $0.properties.numericType != nil })
            else { return nil }
            rest = rest.dropFirst(inner.count)
            guard let close = rest.first, close == ")" || close == "）" else { return nil }
            rest = rest.dropFirst()
            style = .numbered
            columns = (first == "（" ? 2 : 1) + inner.count + (close == "）" ? 2 : 1)
        case "0"..."9", "a"..."z", "A"..."Z":
            guard let (markerColumns, after) = Self.numbered(scalars) else { return nil }
            style = .numbered
            columns = markerColumns
            rest = after
        default:
            // `一、`…`九十九、`: numbered (a wrapped line may start `三、四…` inside a sentence).
            let numeral = scalars.prefix(4).prefix(while: ChineseNumeral.isNumeral)
            guard !numeral.isEmpty, scalars.dropFirst(numeral.count).first == "、",
                let n = ChineseNumeral.value(numeral), (1...99).contains(n)
            else { return nil }
            style = .numbered
            rest = scalars.dropFirst(numeral.count + 1)
            columns = 2 * numeral.count + 2
            needsSpace = false
        }
        let spaces = rest.prefix { $0 == " " }.count
        guard let next = rest.dropFirst(spaces).first, next != " " else { return nil }
        if needsSpace, spaces == 0 { return nil }
        width = columns + spaces
    }

    /// Whether a line whose text starts with `first`, followed by the byte `next`, may start
    /// with a marker: rejects almost every prose line before any look at its characters.
    static func mayStart(_ first: Unicode.Scalar, next: UInt8) -> Bool {
        switch first {
        case "0"..."9", "(", "（", "•", "‣", "◦", "▪", "·", "□", "\u{2460}"..."\u{2473}", "\u{2776}"..."\u{277F}": return true
        case "o": return next == UInt8(ascii: " ") || next == UInt8(ascii: ")") || next == UInt8(ascii: ".")
        case "a"..."z", "A"..."Z": return next == UInt8(ascii: ")") || next == UInt8(ascii: ".")
        case "*", "-", "+": return next == UInt8(ascii: " ")
        default: return ChineseNumeral.isNumeral(first)
        }
    }

    /// `1.`, `12)`, `2.3.`, `a)`, `A.`: the marker's columns and what follows it.
    private static func numbered(_ scalars: Substring.UnicodeScalarView) -> (Int, Substring.UnicodeScalarView)? {
        var i = scalars.startIndex
        var digits = 0, groups = 0
        while i < scalars.endIndex {
            let start = i
            while i < scalars.endIndex, ("0"..."9").contains(scalars[i]) { i = scalars.index(after: i) }
            let count = scalars.distance(from: start, to: i)
            guard count > 0, count <= 2 else { break }
            digits += count
            guard i < scalars.endIndex, scalars[i] == "." || scalars[i] == ")" else { return nil }
            let punct = scalars[i]
            i = scalars.index(after: i)
            groups += 1
            if punct == ")" { break }
        }
        if digits == 0 {
            // One letter: `a)`, `A.` (not a word such as `I think`: the punctuation must follow).
            let letter = scalars[scalars.startIndex]
            i = scalars.index(after: scalars.startIndex)
            guard i < scalars.endIndex else { return nil }
            let p = scalars[i]
            guard p == ")" || (p == "." && ("A"..."Z").contains(letter)) else { return nil }
            i = scalars.index(after: i)
        } else if groups == 0 {
            return nil
        }
        return (scalars.distance(from: scalars.startIndex, to: i), scalars[i...])
    }
}
