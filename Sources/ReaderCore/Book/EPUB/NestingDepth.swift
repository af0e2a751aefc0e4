/// How deep a document's elements nest, counted from its tags alone (elements that HTML
/// closes by themselves — `p`, `li`, `td`… — and void ones do not count). The HTML5 parser
/// slows down with the square of the depth (150,000 nested `<div>`s take minutes), so a
/// document nesting deeper than `limit` is refused before it is parsed.
enum NestingDepth {
    /// Deeper than any real book (browsers flatten past 512).
    static let limit = 1024

    static let selfClosing: Set<String> = [
        "p", "li", "dt", "dd", "tr", "td", "th", "option", "rt", "rp", "tbody", "thead", "tfoot", "colgroup", "optgroup",
    ]

    /// Throws `badEPUB` when `bytes` (entry `entry` of the EPUB at `path`) nests deeper than `limit`.
    static func check(_ bytes: [UInt8], entry: String, path: String) throws(ReaderError) {
        if deepest(bytes) > limit { throw .badEPUB(path, reason: "\(entry) nests elements more than \(limit) deep") }
    }

    /// The deepest nesting of explicitly closed elements, approximately (tags only; no grammar).
    /// An end tag closes the innermost open element of its name, and those inside it, as HTML's
    /// parser does; an end tag that matches no open element closes nothing (`<div></x>` nests).
    /// Counting stops past `limit`.
    static func deepest(_ bytes: [UInt8]) -> Int {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        var open: [String] = []
        var deepest = 0
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == lt, i + 1 < n else {
                i += 1
                continue
            }
            let closing = bytes[i + 1] == slash
            var j = i + (closing ? 2 : 1)
            let nameStart = j
            while j < n, (bytes[j] | 0x20) >= 97 && (bytes[j] | 0x20) <= 122 || (bytes[j] >= 48 && bytes[j] <= 58) || bytes[j] == 45 { j += 1 }
            guard j > nameStart else {
                i += 1
                continue
            }
            let name = String(decoding: bytes[nameStart..<j].map { $0 | 0x20 }, as: UTF8.self)
            var quote: UInt8 = 0
            while j < n {
                let c = bytes[j]
                if quote != 0 {
                    if c == quote { quote = 0 }
                } else if c == 34 || c == 39 {
                    quote = c
                } else if c == gt {
                    break
                }
                j += 1
            }
            let counts = !selfClosing.contains(name) && !SelfClosingTags.void.contains(name)
            if closing {
                if counts, let match = open.lastIndex(of: name) { open.removeSubrange(match...) }
            } else if counts, j < n, bytes[j - 1] != slash {
                open.append(name)
                deepest = max(deepest, open.count)
                if deepest > limit { return deepest }
            }
            i = j + 1
        }
        return deepest
    }
}
