import CExpat

#if canImport(Glibc)
import Glibc
#endif

/// Reads a book's XHTML with expat into the `MarkupTree` that HTML5's rules (gumbo) build of the
/// same bytes, some forty times faster — or gives nil wherever those rules would build another
/// tree, and gumbo reads the document instead.
///
/// A well-formed document already nests as XML says; HTML5's tree builder moves things only in
/// cases this reader turns down rather than rebuild: block elements inside a `p` (which closes
/// it), a heading in a heading, a link in a link, a list item in an item of the same list, table
/// parts out of place and anything else inside a table's rows (fostered out of the table),
/// forms, buttons, `select`, SVG and MathML, raw-text elements holding markup or references,
/// `</br>`, `<x/>` of an element that is not void, content in a void element, a comment after
/// `</body>`, CDATA sections (comments in HTML), processing instructions, entities gumbo would
/// not know (a DTD's), C1 controls and carriage returns
/// (HTML maps references to them), white space inside attribute values (XML makes it spaces),
/// prefixed element names, text before the first element, and head elements after the head.
/// What it does rebuild: the `html`, `head` and `body` HTML5 implies (around a fragment, such as
/// cmark's Markdown, read inside a wrapper element), the `tbody` it puts around rows set straight
/// in a table, the line feed it drops after `<pre>` and `<listing>`, white space it drops before
/// `head`, and white space after `</body>`, which it adds to the body's last text.
/// `MarkupDocumentTests` hold the two trees equal.
final class XHTMLTreeReader {
    private var tree = MarkupTree.Builder()
    private let bytes: UnsafeBufferPointer<UInt8>
    private let parser: XML_Parser
    /// Open elements, innermost last: their nodes and names; `implied` marks one HTML5 adds (`html`, `body`, `tbody`).
    private var open: [(index: Int, name: String, implied: Bool)] = []
    /// Text read since the last node, and where it starts.
    private var text: [UInt8] = []
    private var textOffset = 0
    private var phase = Phase.beforeHead
    private var body: Int?
    /// The next text is the first content of a `pre` or `listing` (a line feed opening it is dropped).
    private var atPreStart = false
    /// Where the document's element ends.
    private var rootEnd = 0
    /// Elements open in the XML (a fragment's wrapper included).
    private var depth = 0
    /// The document is a fragment (no XML declaration or DOCTYPE first) read inside a wrapper
    /// element: `html`, `head` and `body` are then implied as HTML5 implies them.
    private var fragment = false
    private var failed = false

    private enum Phase { case beforeHead, inHead, afterHead, inBody, afterBody }

    private init(bytes: UnsafeBufferPointer<UInt8>, parser: XML_Parser) {
        self.bytes = bytes
        self.parser = parser
    }

    /// The tree of `bytes` (UTF-8, through `SelfClosingTags.expand`), or nil when it is not well
    /// formed or HTML5's rules would build another.
    static func tree(_ bytes: [UInt8]) -> MarkupTree? {
        guard let parser = XML_ParserCreate("UTF-8") else { return nil }
        defer { XML_ParserFree(parser) }
        return bytes.withUnsafeBufferPointer { buffer -> MarkupTree? in
            let reader = XHTMLTreeReader(bytes: buffer, parser: parser)
            return withExtendedLifetime(reader) { reader.read() }
        }
    }

    private func read() -> MarkupTree? {
        XML_SetUserData(parser, Unmanaged.passUnretained(self).toOpaque())
        XML_SetElementHandler(
            parser,
            { data, name, attributes in XHTMLTreeReader.reader(data).start(name!, attributes) },
            { data, _ in XHTMLTreeReader.reader(data).end() })
        XML_SetCharacterDataHandler(parser) { data, s, count in
            s!.withMemoryRebound(to: UInt8.self, capacity: Int(count)) {
                XHTMLTreeReader.reader(data).characters(UnsafeBufferPointer(start: $0, count: Int(count)))
            }
        }
        XML_SetCommentHandler(parser) { data, comment in XHTMLTreeReader.reader(data).comment(comment!) }
        XML_SetStartCdataSectionHandler(parser) { data in XHTMLTreeReader.reader(data).fail() }
        XML_SetProcessingInstructionHandler(parser) { data, _, _ in XHTMLTreeReader.reader(data).fail() }
        XML_SetSkippedEntityHandler(parser) { data, _, _ in XHTMLTreeReader.reader(data).fail() }
        XML_SetStartDoctypeDeclHandler(parser) { data, _, _, _, internalSubset in
            if internalSubset != 0 { XHTMLTreeReader.reader(data).fail() }
        }
        guard bytes.count <= Int(Int32.max) else { return nil }
        fragment = Self.mayWrap(bytes)
        let status = bytes.withMemoryRebound(to: CChar.self) { document in
            fragment
                ? Self.wrapper.withUnsafeBufferPointer { wrapper in
                    XML_Parse(parser, wrapper.baseAddress, 3, 0) == XML_STATUS_OK
                        && XML_Parse(parser, document.baseAddress, Int32(document.count), 0) == XML_STATUS_OK
                        ? XML_Parse(parser, wrapper.baseAddress! + 3, 4, 1) : XML_STATUS_ERROR
                }
                : XML_Parse(parser, document.baseAddress, Int32(document.count), 1)
        }
        guard status == XML_STATUS_OK, !failed, body != nil, phase == .afterBody else { return nil }
        // White space after `</html>` goes in the body too; anything else there, HTML5 would place elsewhere.
        guard bytes[rootEnd...].allSatisfy(Self.isWhiteSpace) else { return nil }
        if rootEnd < bytes.count { addToBody(String(decoding: bytes[rootEnd...], as: UTF8.self), at: rootEnd) }
        return MarkupTree(tree)
    }

    private static func reader(_ data: UnsafeMutableRawPointer?) -> XHTMLTreeReader {
        Unmanaged<XHTMLTreeReader>.fromOpaque(data!).takeUnretainedValue()
    }

    private func fail() {
        guard !failed else { return }
        failed = true
        XML_StopParser(parser, 0)
    }

    /// Where the event being handled starts in `bytes`, and how many bytes it takes (0 for the end
    /// of an element written `<x/>`).
    private var eventOffset: Int { Int(XML_GetCurrentByteIndex(parser)) - (fragment ? 3 : 0) }
    private var eventLength: Int { Int(XML_GetCurrentByteCount(parser)) }

    private func start(_ rawName: UnsafePointer<CChar>, _ list: UnsafeMutablePointer<UnsafePointer<CChar>?>?) {
        flushText()
        guard !failed else { return }
        depth += 1
        if fragment, depth == 1 { return }
        let name = Self.lowercased(rawName)
        let offset = eventOffset
        guard !name.utf8.contains(UInt8(ascii: ":")), Self.attributesKeepWhiteSpace(bytes, tag: offset..<(offset + eventLength)) else {
            return fail()
        }
        // A second element at the top would be a second document.
        guard !open.isEmpty || tree.nodes.isEmpty else { return fail() }
        imply(before: name, at: offset)
        guard placed(name) else { return fail() }
        if name == "tr", open.last?.name == "table" {
            open.append((tree.append(.element, offset: offset, value: "tbody", to: open.last?.index), "tbody", true))
        }
        var attributes: [(name: String, value: String)] = []
        var i = 0
        while let attribute = list?[i], let value = list?[i + 1] {
            attributes.append((Self.lowercased(attribute), String(cString: value)))
            i += 2
        }
        open.append((tree.append(.element, offset: offset, value: name, attributes: attributes, to: open.last?.index), name, false))
        atPreStart = name == "pre" || name == "listing"
        switch name {
        case "head": phase = .inHead
        case "body": body = open.last?.index; phase = .inBody
        default: break
        }
    }

    /// Opens what HTML5 implies before an element `name` starting at `offset`: `html` around a
    /// fragment, an empty `head` before what is not one, a `body` around what goes in one.
    private func imply(before name: String, at offset: Int) {
        if open.isEmpty, name != "html" { open.append((tree.append(.element, offset: offset, value: "html", to: nil), "html", true)) }
        guard open.count == 1, name != "html" else { return }
        if phase == .beforeHead, name != "head" {
            tree.append(.element, offset: offset, value: "head", to: open[0].index)
            phase = .afterHead
        }
        if phase == .afterHead, name != "body", !Self.headElements.contains(name) {
            let implied = tree.append(.element, offset: offset, value: "body", to: open[0].index)
            open.append((implied, "body", true))
            body = implied
            phase = .inBody
        }
    }

    /// Whether an element `name` starting here stays where XML puts it under HTML5's rules.
    private func placed(_ name: String) -> Bool {
        guard let parent = open.last else { return name == "html" }
        switch (parent.name, phase) {
        case ("html", .beforeHead): return name == "head"
        case ("html", .afterHead): return name == "body"
        case ("html", _): return false
        case ("head", _): return Self.headElements.contains(name)
        default: break
        }
        if Self.rawText.contains(parent.name) || Self.void.contains(parent.name) || Self.turnedDown.contains(name) { return false }
        if parent.implied, parent.name == "tbody", name != "tr" { return false }
        switch parent.name {
        case "table": return ["caption", "colgroup", "tbody", "thead", "tfoot", "tr"].contains(name)
        case "tbody", "thead", "tfoot": return name == "tr"
        case "tr": return name == "td" || name == "th"
        case "colgroup": return name == "col"
        default: break
        }
        switch name {
        case "caption", "colgroup", "tbody", "thead", "tfoot", "tr", "td", "th", "col": return false
        case "rb", "rp", "rt", "rtc": return parent.name == "ruby" || (name == "rt" && parent.name == "rtc")
        case "a": return !isOpen { $0 == "a" }
        case "li": return !isOpen(stoppingAt: ["ul", "ol", "menu", "dir"]) { $0 == "li" }
        case "dd", "dt": return !isOpen(stoppingAt: ["dl"]) { $0 == "dd" || $0 == "dt" }
        default: break
        }
        if Self.headings.contains(name), isOpen(where: Self.headings.contains) { return false }
        return !Self.closesParagraph.contains(name) || !isOpen { $0 == "p" }
    }

    /// Whether an open element (innermost first, up to one named in `stops`) is one `matches` takes.
    private func isOpen(stoppingAt stops: Set<String> = [], where matches: (String) -> Bool) -> Bool {
        for element in open.reversed() {
            if matches(element.name) { return true }
            if stops.contains(element.name) { return false }
        }
        return false
    }

    private func end() {
        flushText()
        guard !failed else { return }
        depth -= 1
        // The end of a fragment's wrapper closes what was implied; the body's end or the document's, the body.
        if depth == 0 {
            rootEnd = fragment ? bytes.count : eventOffset + eventLength
            phase = .afterBody
            if fragment { return }
        }
        guard var element = open.popLast() else { return }
        if element.implied, let outer = open.popLast() { element = outer }
        // `</br>` is a second `br` in HTML, and `<div/>` opens a `div` there.
        if element.name == "br" ? eventLength > 0 : eventLength == 0 && !Self.void.contains(element.name) { return fail() }
        atPreStart = false
        switch element.name {
        case "head": phase = .afterHead
        case "body": phase = .afterBody
        default: break
        }
    }

    private func characters(_ data: UnsafeBufferPointer<UInt8>) {
        guard !failed, !data.isEmpty else { return }
        let offset = eventOffset
        // HTML reads a raw-text element's references as text.
        if let parent = open.last, Self.rawText.contains(parent.name), offset < bytes.count, bytes[offset] == UInt8(ascii: "&") {
            return fail()
        }
        var data = data[...]
        if text.isEmpty {
            // HTML drops the carriage return of a CR LF.
            textOffset = offset + 1 < bytes.count && bytes[offset] == 0x0D && bytes[offset + 1] == 0x0A ? offset + 1 : offset
            if atPreStart, data.first == 0x0A {
                guard offset < bytes.count, bytes[offset] != UInt8(ascii: "&") else { return fail() }
                data = data.dropFirst()
                textOffset += 1
            }
        }
        atPreStart = false
        text.append(contentsOf: data)
    }

    private func comment(_ content: UnsafePointer<CChar>) {
        flushText()
        guard !failed, let parent = open.last else { return }
        // HTML5 puts a comment after `</body>` in `html` and the white space after it in the body.
        if Self.rawText.contains(parent.name) || Self.void.contains(parent.name) || phase == .afterBody { return fail() }
        atPreStart = false
        tree.append(.comment, offset: eventOffset, value: String(cString: content), to: parent.index)
    }

    /// Makes the text read so far a node where HTML5 puts it (white space before `head` it drops).
    private func flushText() {
        guard !text.isEmpty, !failed else { return }
        defer { text.removeAll(keepingCapacity: true) }
        let blank = text.allSatisfy(Self.isWhiteSpace)
        // Outside the document's element: white space before it HTML5 drops, after it adds to the body;
        // text would open a body.
        guard let parent = open.last else {
            guard blank else { return fail() }
            return body == nil ? () : addToBody(String(decoding: text, as: UTF8.self), at: textOffset)
        }
        switch (parent.name, phase) {
        case ("html", .beforeHead) where blank: return
        case ("html", .afterBody) where blank: return addToBody(String(decoding: text, as: UTF8.self), at: textOffset)
        case ("html", .afterHead) where blank: break
        case ("html", _): return fail()
        case ("head", _), ("table", _), ("tbody", _), ("thead", _), ("tfoot", _), ("tr", _), ("colgroup", _):
            guard blank else { return fail() }
        default:
            if Self.void.contains(parent.name) { return fail() }
        }
        // HTML maps references to C1 controls to Windows-1252's characters, and keeps a carriage return one gives.
        for i in text.indices where text[i] == 0x0D || (text[i] == 0xC2 && i + 1 < text.count && (0x80...0x9F).contains(text[i + 1])) {
            return fail()
        }
        tree.append(blank ? .whitespace : .text, offset: textOffset, value: String(decoding: text, as: UTF8.self), to: parent.index)
    }

    /// Whether `bytes` may be read inside a wrapper element: it opens with an element or a comment,
    /// not with what must come first in XML (a declaration, a DOCTYPE, a byte order mark).
    private static func mayWrap(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.firstIndex(where: { !isWhiteSpace($0) }), first + 3 < bytes.count, bytes[first] == UInt8(ascii: "<")
        else { return false }
        let next = bytes[first + 1]
        return next != UInt8(ascii: "?") && (next != UInt8(ascii: "!") || bytes[first + 2] == UInt8(ascii: "-"))
    }

    /// The element a fragment is read inside: `<r>`, then `</r>`.
    private static let wrapper = Array("<r></r>".utf8)

    /// White space after `</body>`, which HTML5 adds to the body's last text.
    private func addToBody(_ space: String, at offset: Int) {
        guard let body, !tree.extendLastText(of: body, with: space) else { return }
        tree.append(.whitespace, offset: offset, value: space, to: body)
    }

    /// Whether no attribute value in the start tag at `tag` holds a tab, line feed or carriage return
    /// (which XML reads as spaces, HTML as they are).
    private static func attributesKeepWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>, tag: Range<Int>) -> Bool {
        guard tag.lowerBound >= 0, tag.upperBound <= bytes.count else { return false }
        var quote: UInt8 = 0
        for b in bytes[tag] {
            if quote == 0 {
                if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") { quote = b }
            } else if b == quote {
                quote = 0
            } else if b == 0x09 || b == 0x0A || b == 0x0D {
                return false
            }
        }
        return true
    }

    /// The name in ASCII lower case, as HTML reads names.
    private static func lowercased(_ name: UnsafePointer<CChar>) -> String {
        String(unsafeUninitializedCapacity: strlen(name)) { out in
            for i in out.indices {
                let b = UInt8(bitPattern: name[i])
                out[i] = b >= 0x41 && b <= 0x5A ? b + 0x20 : b
            }
            return out.count
        }
    }

    private static func isWhiteSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }

    /// What HTML5 keeps in `head` (anything else ends it).
    private static let headElements: Set<String> = ["base", "basefont", "bgsound", "link", "meta", "title", "style", "script"]
    /// Elements whose content HTML reads as text.
    private static let rawText: Set<String> = ["title", "style", "script"]
    /// Elements that hold nothing in HTML: the void elements, and the obsolete ones HTML5 still reads so.
    private static let void = SelfClosingTags.void.union(["basefont", "bgsound", "frame", "keygen"])
    /// Elements HTML5 builds by rules of their own, left to gumbo.
    private static let turnedDown: Set<String> = [
        "html", "head", "body", "frameset", "frame", "form", "button", "select", "option", "optgroup", "datalist", "textarea", "nobr",
        "svg", "math", "template", "image", "isindex", "plaintext", "xmp", "iframe", "noembed", "noframes", "noscript", "keygen",
        "menuitem", "title", "style", "script", "marquee", "applet", "object", "search",
    ]
    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// Start tags that close an open `p` in HTML5.
    private static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset", "figcaption", "figure",
        "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p", "section", "summary", "ul", "h1", "h2", "h3", "h4", "h5", "h6",
        "pre", "listing", "table", "hr", "li", "dd", "dt",
    ]
}
