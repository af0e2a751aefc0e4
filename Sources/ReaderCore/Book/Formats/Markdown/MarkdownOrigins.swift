/// Where each element of cmark-gfm's HTML came from in the Markdown: its `data-sourcepos="L:C-…"`
/// (line and byte column, from 1) as a byte offset in the source, for `MarkupBook` to anchor blocks at.
struct MarkdownOrigins {
    private var map = OffsetMap()

    init(html: [UInt8], source: [UInt8]) {
        var lineStarts = [0]
        for (i, byte) in source.enumerated() where byte == 10 { lineStarts.append(i + 1) }
        let key = Array(" data-sourcepos=\"".utf8)
        var tagStart = 0, i = 0
        while i < html.count {
            if html[i] == UInt8(ascii: "<") {
                tagStart = i
            } else if html[i] == key[0], html[i...].starts(with: key) {
                i += key.count
                let line = Self.number(html, &i)
                i += 1 // ':'
                let column = Self.number(html, &i)
                if line >= 1, line <= lineStarts.count, column >= 1 {
                    map.record(markup: tagStart, source: min(source.count, lineStarts[line - 1] + column - 1))
                }
                continue
            }
            i += 1
        }
    }

    /// The decimal number at `i` (at most nine digits), moving `i` past it.
    private static func number(_ bytes: [UInt8], _ i: inout Int) -> Int {
        var value = 0, digits = 0
        while i < bytes.count, (48...57).contains(bytes[i]), digits < 9 {
            value = value * 10 + Int(bytes[i] - 48)
            i += 1
            digits += 1
        }
        return value
    }

    /// The source offset of the element written at or before HTML offset `offset`.
    func sourceOffset(of offset: Int) -> Int { map.sourceOffset(of: offset) }
}
