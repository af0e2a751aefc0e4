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
            var body = body
            guard let width = body.withUTF8(Self.numberedWidth) else { return nil }
            style = .numbered
            self.width = width
            return
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

    /// The width of a numbered marker (`numberedBytes`: ASCII, a column a byte) and the spaces after it,
    /// when text follows them.
    private static func numberedWidth(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let end = numberedBytes(b) else { return nil }
        var i = end
        while i < b.count, b[i] == 0x20 { i += 1 }
        return i > end && i < b.count ? i : nil
    }

    /// The bytes the marker at the start of `b` takes: groups of one or two digits, each
    /// closed by `.`, or the last by `)` (a longer group ends the marker after its digits); or one
    /// letter and `)`, or a capital and `.`.
    static func numberedBytes(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        let digit: ClosedRange<UInt8> = 0x30...0x39
        var i = 0
        var digits = 0, groups = 0
        while i < b.count {
            let start = i
            while i < b.count, digit.contains(b[i]) { i += 1 }
            let count = i - start
            guard count > 0, count <= 2 else { break }
            digits += count
            guard i < b.count, b[i] == UInt8(ascii: ".") || b[i] == UInt8(ascii: ")") else { return nil }
            let punct = b[i]
            i += 1
            groups += 1
            if punct == UInt8(ascii: ")") { break }
        }
        if digits == 0 {
            // One letter: `a)`, `A.` (not a word such as `I think`: the punctuation must follow).
            guard b.count > 1 else { return nil }
            let (letter, p) = (b[0], b[1])
            guard p == UInt8(ascii: ")") || (p == UInt8(ascii: ".") && (0x41...0x5A).contains(letter)) else { return nil }
            i = 2
        } else if groups == 0 {
            return nil
        }
        return i
    }
}
