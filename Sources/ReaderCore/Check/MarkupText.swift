/// The text of an (X)HTML content document as a reader sees it, found without the reader's HTML
/// parser — a small tokenizer of its own — so the sweep can check the EPUB path's blocks against
/// it: every text node in document order, except what is not shown (`head`, scripts and styles,
/// `rp`, form controls, embedded media, images and SVG, and elements `hidden` or `display:none`),
/// with the numbers an ordered list's items are drawn with (`<ol start>` counting up), as a browser shows.
/// The words of each `<pre>` (split at its whitespace, `<br>` a line break) are kept apart too, to
/// check that code keeps its spaces.
public enum MarkupText {
    /// Elements whose content is never read as text (images are compared apart from it).
    static let skipped: Set<String> = [
        "head", "title", "script", "style", "template", "noscript", "rp", "iframe", "object", "audio", "video",
        "button", "input", "select", "textarea", "svg", "math",
    ]

    /// Appends the compared scalars (`ComparableText`) of the document's text to `letters`, and the
    /// text of each of its `<pre>` elements (`CodeWords.needle`) to `preformatted`.
    public static func append(_ markup: [UInt8], to letters: inout [UInt32], preformatted: inout [[UInt8]]) {
        var i = 0
        let n = markup.count
        var skipping: (name: String, depth: Int)?
        // Inside how many `<pre>`, and the text of the outermost so far.
        var preDepth = 0
        var preText = ""
        // Open lists: ordered or not, and the next item's number.
        var lists: [(ordered: Bool, next: Int)] = []
        var text: [UInt8] = []
        func flush() {
            guard !text.isEmpty else { return }
            if skipping == nil {
                let decoded = decodeEntities(String(decoding: text, as: UTF8.self))
                ComparableText.append(decoded, to: &letters)
                if preDepth > 0 { preText += decoded }
            }
            text.removeAll(keepingCapacity: true)
        }
        while i < n {
            // `<` opens markup only before a letter, `/`, `!` or `?`, as in HTML: `a < b` is text.
            guard markup[i] == 0x3C, i + 1 < n, isTagStart(markup[i + 1]) else {
                text.append(markup[i])
                i += 1
                continue
            }
            flush()
            if starts(markup, i, "<!--") {
                i = end(markup, after: i + 4, "-->")
            } else if starts(markup, i, "<![CDATA[") {
                let close = end(markup, after: i + 9, "]]>")
                if skipping == nil {
                    ComparableText.append(String(decoding: markup[(i + 9)..<max(i + 9, close - 3)], as: UTF8.self), to: &letters)
                }
                i = close
            } else if i + 1 < n, markup[i + 1] == 0x21 || markup[i + 1] == 0x3F { // <! <?
                i = end(markup, after: i + 2, ">")
            } else {
                let close = tagEnd(markup, from: i + 1)
                let tag = Tag(markup[(i + 1)..<max(i + 1, close - 1)])
                i = close
                guard let tag else { continue }
                if var skip = skipping {
                    if tag.name == skip.name, !tag.isSelfClosing { skip.depth += tag.isClosing ? -1 : 1 }
                    skipping = skip.depth > 0 ? skip : nil
                } else if !tag.isClosing, !tag.isSelfClosing, skipped.contains(tag.name) || tag.isHidden {
                    skipping = (tag.name, 1)
                } else if tag.name == "ol" || tag.name == "ul" {
                    if tag.isClosing { _ = lists.popLast() } else if !tag.isSelfClosing { lists.append((tag.name == "ol", tag.start ?? 1)) }
                } else if tag.name == "li", !tag.isClosing, let list = lists.last, list.ordered {
                    ComparableText.append(String(list.next), to: &letters)
                    lists[lists.count - 1].next += 1
                } else if tag.name == "pre", !tag.isSelfClosing {
                    preDepth = max(0, preDepth + (tag.isClosing ? -1 : 1))
                    if preDepth == 0 {
                        preformatted.append(CodeWords.needle(preText))
                        preText = ""
                    }
                } else if tag.name == "br", preDepth > 0 {
                    preText += "\n"
                }
            }
        }
        flush()
        if preDepth > 0 { preformatted.append(CodeWords.needle(preText)) }
    }

    /// One start or end tag: its lowercased name and what its attributes say.
    struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var isHidden: Bool
        /// An `<ol>`'s `start` attribute.
        var start: Int?

        init?(_ bytes: ArraySlice<UInt8>) {
            var body = bytes
            isClosing = body.first == 0x2F
            if isClosing { body = body.dropFirst() }
            isSelfClosing = body.last == 0x2F
            let nameBytes = body.prefix { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x2F) }
            guard !nameBytes.isEmpty else { return nil }
            var name = String(decoding: nameBytes, as: UTF8.self).lowercased()
            if let colon = name.lastIndex(of: ":") { name = String(name[name.index(after: colon)...]) }
            self.name = name
            let attributes = String(decoding: body.dropFirst(nameBytes.count), as: UTF8.self).lowercased()
            let compact = attributes.filter { $0 != " " }
            isHidden = attributes.contains(" hidden") || compact.contains("display:none") || compact.contains("visibility:hidden")
            if let at = compact.firstRange(of: "start=") {
                start = Int(compact[at.upperBound...].drop { $0 == "\"" || $0 == "'" }.prefix { $0.isNumber })
            }
        }
    }

    /// Whether `bytes` has `literal` at `i`.
    static func starts(_ bytes: [UInt8], _ i: Int, _ literal: String) -> Bool {
        let l = Array(literal.utf8)
        return i + l.count <= bytes.count && bytes[i..<(i + l.count)].elementsEqual(l)
    }

    /// Just past the first `literal` at or after `i`; the end when there is none.
    static func end(_ bytes: [UInt8], after i: Int, _ literal: String) -> Int {
        var k = i
        while k < bytes.count {
            if starts(bytes, k, literal) { return k + literal.utf8.count }
            k += 1
        }
        return bytes.count
    }

    /// Whether a `<` followed by `b` opens markup.
    static func isTagStart(_ b: UInt8) -> Bool {
        (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b == 0x2F || b == 0x21 || b == 0x3F
    }

    /// Just past the `>` closing a tag that starts at `i`. A quote opens an attribute value only
    /// after `=` (HTML's rule), and a `>` inside a value does not close the tag.
    static func tagEnd(_ bytes: [UInt8], from i: Int) -> Int {
        var k = i
        var afterEquals = false
        while k < bytes.count {
            let b = bytes[k]
            if b == 0x3E { return k + 1 }
            if b == 0x3D {
                afterEquals = true
            } else if afterEquals, b == 0x22 || b == 0x27 {
                k += 1
                while k < bytes.count, bytes[k] != b { k += 1 }
                afterEquals = false
            } else if !(b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C) {
                afterEquals = false
            }
            k += 1
        }
        return bytes.count
    }

    /// Character references decoded: numeric ones and the five of XML plus `&nbsp;`; any other
    /// named reference is dropped (its name is not text).
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semi = after.prefix(32).firstIndex(of: ";") else {
                out += "&"
                rest = after
                continue
            }
            let name = after[..<semi]
            rest = after[after.index(after: semi)...]
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            case "nbsp": out += " "
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X"), let v = UInt32(name.dropFirst(2), radix: 16), let u = Unicode.Scalar(v) {
                    out.unicodeScalars.append(u)
                } else if name.hasPrefix("#"), let v = UInt32(name.dropFirst()), let u = Unicode.Scalar(v) {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + rest
    }
}
