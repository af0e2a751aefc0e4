/// What a document's tags say before it is parsed: how deep its elements nest (elements that
/// HTML closes by themselves — `p`, `li`, `td`…, `rp` and `rt` inside a `ruby` — and void ones
/// do not count) and how many
/// elements it opens. The HTML5 parser slows down with the square of the depth (150,000 nested
/// `<div>`s take minutes) and keeps some 250 bytes a node (6 million `<p>ab</p>` took 2.9 GB),
/// so a document nesting deeper than `depthLimit`, or one or a book with more elements than
/// `documentElements` or `bookElements`, is refused before it is parsed; so is one with a tag of
/// more than `tagAttributes` attributes (an unclosed end tag that runs over 4 MB of words took
/// the parser 9 s).
struct MarkupShape: Equatable {
    /// The deepest nesting of explicitly closed elements (stops counting past `depthLimit`).
    var deepest = 0
    /// The start tags, void and self-closing ones included: each is a node the parser builds.
    var elements = 0
    /// The most attributes (words inside a tag after its name) any one tag has.
    var widestTag = 0

    /// Deeper than any real book (browsers flatten past 512).
    static let depthLimit = 1024
    /// Elements in one document: a 5 MB chapter of real prose opens some 90,000 (one per 60 bytes).
    static let documentElements = 250_000
    /// Elements in all the documents of a book: the Bible opens 14,000.
    static let bookElements = 1_000_000
    /// Attributes in one tag: real ones have a handful.
    static let tagAttributes = 1_000

    static let selfClosing: Set<String> = [
        "p", "li", "dt", "dd", "tr", "td", "th", "option", "rt", "rp", "tbody", "thead", "tfoot", "colgroup", "optgroup",
    ]
    /// Parts of a ruby that HTML's parser closes by themselves only inside a `ruby`: elsewhere
    /// each nests in the one before (100,000 `<rp>` took the parser a minute).
    static let rubyParts: Set<String> = ["rp", "rt"]

    /// Throws `badEPUB` when `bytes` (entry `entry` of the EPUB at `path`) nests deeper than
    /// `depthLimit` or opens more than `documentElements` elements; its shape otherwise.
    static func check(_ bytes: [UInt8], entry: String, path: String) throws(ReaderError) -> MarkupShape {
        let shape = of(bytes)
        if shape.deepest > depthLimit { throw .badEPUB(path, reason: "\(entry) nests elements more than \(depthLimit) deep") }
        if shape.elements > documentElements {
            throw .badEPUB(path, reason: "\(entry) has more than \(documentElements) elements")
        }
        if shape.widestTag > tagAttributes {
            throw .badEPUB(path, reason: "\(entry) has a tag with more than \(tagAttributes) attributes")
        }
        return shape
    }

    /// The deepest nesting of explicitly closed elements, approximately (tags only; no grammar).
    /// An end tag closes the innermost open element of its name, and those inside it, as HTML's
    /// parser does; an end tag that matches no open element closes nothing (`<div></x>` nests).
    /// Counting stops past `depthLimit`, `documentElements` or `tagAttributes`.
    static func of(_ bytes: [UInt8]) -> MarkupShape {
        let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        var open: [String] = []
        var shape = MarkupShape()
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
            while j < n, (bytes[j] | 0x20) >= 97 && (bytes[j] | 0x20) <= 122 || (bytes[j] >= 48 && bytes[j] <= 58) || bytes[j] == 45 {
                j += 1
            }
            // A tag name starts with a letter: `<3` and `< b` are text.
            guard j > nameStart, (bytes[nameStart] | 0x20) >= 97 && (bytes[nameStart] | 0x20) <= 122 else {
                i += 1
                continue
            }
            let name = String(decoding: bytes[nameStart..<j].map { $0 | 0x20 }, as: UTF8.self)
            var quote: UInt8 = 0
            var attributes = 0
            var inWord = true // the name
            // The tag's name runs to a space or `/` in HTML's tokenizer, `=` and quotes included.
            var inName = true
            // A quote opens a value only after an attribute's `=`, as in HTML's tokenizer: elsewhere
            // (`<p'>`, `<a:b="c>`) it is part of a name, and taking it for a value would hide the tags after it.
            var previous: UInt8 = 0
            while j < n {
                let c = bytes[j]
                if quote != 0 {
                    if c == quote { quote = 0 }
                } else if c == gt {
                    break
                } else if c == 32 || c == 9 || c == 10 || c == 12 || c == 13 {
                    inWord = false
                    inName = false
                } else {
                    if !inWord {
                        attributes += 1
                        inWord = true
                    }
                    if c == slash { inName = false }
                    if (c == 34 || c == 39) && previous == UInt8(ascii: "=") && !inName { quote = c }
                    previous = c
                }
                j += 1
            }
            shape.widestTag = max(shape.widestTag, attributes)
            if shape.widestTag > tagAttributes { return shape }
            let closesItself = selfClosing.contains(name) && (!rubyParts.contains(name) || open.contains("ruby"))
            let counts = !closesItself && !SelfClosingTags.void.contains(name)
            if !closing {
                shape.elements += 1
                if shape.elements > documentElements { return shape }
            }
            if closing {
                if counts, let match = open.lastIndex(of: name) { open.removeSubrange(match...) }
            } else if counts, j < n, bytes[j - 1] != slash {
                open.append(name)
                shape.deepest = max(shape.deepest, open.count)
                if shape.deepest > depthLimit { return shape }
            }
            i = j + 1
        }
        return shape
    }
}
