/// An entry's article as paragraphs to wrap and draw: the markup of each field (dictd's
/// preformatted text and `{links}`, HTML, Pango, XDXF) made readable text, with its links to
/// other entries.
public struct DefinitionParagraph: Equatable, Sendable {
    public enum Style: Equatable, Sendable { case text, title, phonetic, note }

    public var text: String
    /// Columns before the paragraph (list items, senses).
    public var indent: Int
    public var style: Style
    /// Words the paragraph links to, by the range of graphemes (characters) that shows each.
    public var links: [(range: Range<Int>, target: String)]

    public init(text: String, indent: Int = 0, style: Style = .text, links: [(range: Range<Int>, target: String)] = []) {
        self.text = text
        self.indent = indent
        self.style = style
        self.links = links
    }

    /// Without trailing spaces, its links kept to what is left of its text.
    mutating func trimmed() {
        while text.last == " " { text.removeLast() }
        let length = text.count
        links = links.compactMap { link in
            let range = link.range.clamped(to: 0..<length)
            return range.isEmpty ? nil : (range, link.target)
        }
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.text == b.text && a.indent == b.indent && a.style == b.style
            && a.links.map(\.range) == b.links.map(\.range) && a.links.map(\.target) == b.links.map(\.target)
    }
}

extension DictionaryEntry {
    /// The article as paragraphs; runs of blank lines kept as one empty paragraph.
    public var paragraphs: [DefinitionParagraph] {
        var result: [DefinitionParagraph] = []
        for field in fields {
            switch field.markup {
            case .plain: result += DefinitionText.plain(field.text)
            case .phonetic: result.append(DefinitionParagraph(text: "[" + Sanitizer.printable(field.text) + "]", style: .phonetic))
            case .html: result += DefinitionText.markup(field.text, keepsBreaks: false)
            case .pango, .xdxf: result += DefinitionText.markup(field.text, keepsBreaks: true)
            case .other(let kind): result.append(DefinitionParagraph(text: "(\(kind))", style: .note))
            }
        }
        var tidy: [DefinitionParagraph] = []
        for p in result where !(p.text.isEmpty && (tidy.last?.text.isEmpty ?? true)) { tidy.append(p) }
        while tidy.last?.text.isEmpty == true { tidy.removeLast() }
        return tidy
    }
}

package enum DefinitionText {
    /// Preformatted text: a paragraph a line, its indentation kept (less what every line
    /// has), `{word}` a link to `word`.
    static func plain(_ text: String) -> [DefinitionParagraph] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Sanitizer.clean(String($0)) }
        let margin = lines.filter { !$0.allSatisfy { $0 == " " } }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { line in
            let indent = min(12, max(0, line.prefix { $0 == " " }.count - margin))
            var paragraph = DefinitionParagraph(text: "", indent: indent)
            var linkStart: Int?
            var count = 0
            for c in line.drop(while: { $0 == " " }) {
                if c == "{" {
                    linkStart = count
                } else if c == "}", let start = linkStart {
                    // FreeDict's Japanese links read `{国語・こくご・2}`: the headword comes first.
                    let target = String(paragraph.text.suffix(count - start).prefix { $0 != "・" })
                    if start < count { paragraph.links.append((start..<count, target)) }
                    linkStart = nil
                } else {
                    paragraph.text.append(c)
                    count += 1
                }
            }
            paragraph.trimmed()
            return paragraph
        }
    }

    /// HTML, Pango or XDXF: block elements (and, with `keepsBreaks`, line feeds) break
    /// paragraphs, list items are bulleted and indented, headings (`k`) are titles,
    /// `<a href="bword://word">` and `<kref>` link. An article too large to parse is a note saying so.
    package static func markup(_ text: String, keepsBreaks: Bool) -> [DefinitionParagraph] {
        let source = keepsBreaks ? text.replacing("\n", with: "<br>") : text
        guard let document = try? MarkupDocument(Array(source.utf8)) else {
            return [DefinitionParagraph(text: "(too large to show)", style: .note)]
        }
        var builder = DefinitionBuilder()
        builder.walk(document.root)
        builder.finish()
        return builder.paragraphs
    }
}

/// Walks a parsed article into paragraphs.
private struct DefinitionBuilder {
    var paragraphs: [DefinitionParagraph] = []
    private var current = DefinitionParagraph(text: "")
    private var count = 0
    private var indent = 0
    private var style = DefinitionParagraph.Style.text
    /// The last thing walked was a line break (`<br>`).
    private var afterBreak = false
    /// The links being walked: where each starts in the paragraph being built (a paragraph
    /// ending inside one keeps its part, and the next starts the rest) and its word.
    private var open: [(start: Int, target: String)] = []

    private static let blocks: Set<String> = [
        "p", "div", "br", "li", "ul", "ol", "dl", "dt", "dd", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table",
        "hr", "k", "def", "pre", "section", "article", "header", "footer",
    ]

    mutating func walk(_ node: MarkupNode) {
        if let text = node.text {
            append(text)
            return
        }
        let name = node.name
        guard !["script", "style", "head", "title", "img", "object", "audio", "video"].contains(name) else { return }
        let isBlock = Self.blocks.contains(name)
        let saved = (indent, style)
        // A break right after a break leaves a blank line.
        if name == "br", afterBreak, current.text.isEmpty, paragraphs.last?.text.isEmpty == false {
            paragraphs.append(DefinitionParagraph(text: ""))
        }
        afterBreak = name == "br"
        if isBlock { finish() }
        switch name {
        case "ul", "ol", "blockquote", "dd", "def": indent += 2
        case "k", "h1", "h2", "h3", "h4", "h5", "h6": style = .title
        case "ex", "co", "abr": style = style == .title ? .title : .note
        case "tr" where !node.children.contains(where: { $0.name == "td" || $0.name == "th" }): style = .phonetic
        case "li": append("• ")
        default: break
        }
        let target = linkTarget(node)
        if let target { open.append((count, target)) }
        for child in node.children { walk(child) }
        if target != nil, let link = open.popLast(), count > link.start {
            current.links.append((link.start..<count, link.target))
        }
        if isBlock { finish() }
        (indent, style) = saved
    }

    /// The word a link element goes to: `bword://word`, `bword:word`, an XDXF `kref`.
    private func linkTarget(_ node: MarkupNode) -> String? {
        if node.name == "kref" { return node.textContent }
        guard node.name == "a", let href = node.attribute("href") else { return nil }
        for scheme in ["bword://", "bword:", "entry://"] where href.hasPrefix(scheme) {
            let word = String(href.dropFirst(scheme.count))
            return word.trimmingSpaces
        }
        return nil
    }

    /// Text at the end of the paragraph, white space collapsed as HTML does.
    private mutating func append(_ text: String) {
        if text.contains(where: { !$0.isWhitespace }) { afterBreak = false }
        for c in text {
            if c.isWhitespace {
                guard !current.text.isEmpty, current.text.last != " " else { continue }
                current.text.append(" ")
            } else {
                // What may not reach the terminal (controls, bidi overrides) goes as a page's would.
                let shown = c.asciiValue.map { $0 >= 0x20 && $0 < 0x7f } == true ? String(c) : Sanitizer.clean(String(c))
                guard shown.count == 1 else { continue }
                if current.text.isEmpty {
                    current.indent = indent
                    current.style = style
                }
                current.text += shown
            }
            count += 1
        }
    }

    /// Ends the paragraph being built: trailing white space dropped, links kept to its text.
    mutating func finish() {
        for i in open.indices {
            if count > open[i].start { current.links.append((open[i].start..<count, open[i].target)) }
            open[i].start = 0
        }
        current.trimmed()
        if !current.text.isEmpty { paragraphs.append(current) }
        current = DefinitionParagraph(text: "")
        count = 0
    }
}
