import CGumbo

#if canImport(Glibc)
import Glibc
#endif

/// A document parsed by gumbo (HTML5 rules: malformed markup recovered as a browser does,
/// every HTML entity known). XML files (container, OPF, NCX) go through it too, after
/// `SelfClosingTags.expand`, since HTML rules ignore `/>` on elements they do not know.
final class MarkupDocument {
    private let output: UnsafeMutablePointer<GumboOutput>
    /// The parsed bytes; gumbo's positions and original tags point into them.
    private let buffer: UnsafeMutableBufferPointer<CChar>

    /// Parses `bytes` (UTF-8).
    init(_ bytes: [UInt8]) {
        let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: max(1, bytes.count))
        bytes.withUnsafeBytes { raw in
            _ = UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, from: raw)
        }
        self.buffer = buffer
        output = gumbo_parse_with_options(tr_gumbo_default_options(), buffer.baseAddress, bytes.count)
    }

    deinit {
        gumbo_destroy_output(tr_gumbo_default_options(), output)
        buffer.deallocate()
    }

    /// The root element (`html`).
    var root: MarkupNode { MarkupNode(output.pointee.root) }

    /// Every element in document order, depth first.
    func elements() -> [MarkupNode] {
        var found: [MarkupNode] = []
        func walk(_ node: MarkupNode) {
            guard node.isElement else { return }
            found.append(node)
            for child in node.children { walk(child) }
        }
        walk(root)
        return found
    }
}

/// One node of a `MarkupDocument` (valid while the document lives).
struct MarkupNode {
    let node: UnsafeMutablePointer<GumboNode>

    init(_ node: UnsafeMutablePointer<GumboNode>) { self.node = node }

    /// An element or template (which has children and attributes).
    var isElement: Bool { node.pointee.type == GUMBO_NODE_ELEMENT || node.pointee.type == GUMBO_NODE_TEMPLATE }

    /// Text of a text, white-space or CDATA node (entities decoded); nil for others.
    var text: String? {
        switch node.pointee.type {
        case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA:
            return node.pointee.v.text.text.map { String(cString: $0) }
        default: return nil
        }
    }

    /// Whether this is a text or CDATA node whose text starts with a printable ASCII character
    /// other than a space: text that is not all white space, told without copying it.
    var startsWithVisibleText: Bool {
        switch node.pointee.type {
        case GUMBO_NODE_TEXT, GUMBO_NODE_CDATA:
            guard let first = node.pointee.v.text.text?.pointee else { return false }
            return first > 0x20 && first < 0x7F
        default: return false
        }
    }

    /// Byte offset of the node in the parsed bytes.
    var offset: Int {
        isElement ? Int(node.pointee.v.element.start_pos.offset) : Int(node.pointee.v.text.start_pos.offset)
    }

    /// Lower-case element name without namespace prefix (`dc:title` → `title`, `navPoint` → `navpoint`).
    var name: String {
        guard isElement else { return "" }
        let element = node.pointee.v.element
        if element.tag != GUMBO_TAG_UNKNOWN, let known = gumbo_normalized_tagname(element.tag) {
            return String(cString: known)
        }
        // Unknown tags keep only their source text: `<dc:title lang="en">` → "title".
        guard let data = element.original_tag.data, element.original_tag.length > 1 else { return "" }
        let raw = UnsafeRawBufferPointer(start: data, count: element.original_tag.length)
        var name: [UInt8] = []
        for b in raw.dropFirst() {
            if b == UInt8(ascii: " ") || b == UInt8(ascii: ">") || b == UInt8(ascii: "/") || b == 9 || b == 10 || b == 13 { break }
            if b == UInt8(ascii: ":") { name.removeAll(); continue }
            name.append(b >= 65 && b <= 90 ? b + 32 : b)
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Child nodes in order.
    var children: [MarkupNode] {
        guard isElement else { return [] }
        let vector = node.pointee.v.element.children
        guard let data = vector.data else { return [] }
        return (0..<Int(vector.length)).compactMap { i in
            data[i].map { MarkupNode($0.assumingMemoryBound(to: GumboNode.self)) }
        }
    }

    /// The value of attribute `name` (lower case, with any prefix: `epub:type`).
    func attribute(_ name: String) -> String? {
        guard isElement else { return nil }
        let vector = node.pointee.v.element.attributes
        guard let data = vector.data else { return nil }
        for i in 0..<Int(vector.length) {
            guard let a = data[i]?.assumingMemoryBound(to: GumboAttribute.self), let n = a.pointee.name else { continue }
            if strcmp(n, name) == 0 { return a.pointee.value.map { String(cString: $0) } }
        }
        return nil
    }

    /// All text inside, white space collapsed and trimmed.
    var textContent: String {
        var out = ""
        func walk(_ n: MarkupNode) {
            if let t = n.text { out += t; return }
            for c in n.children { walk(c) }
        }
        walk(self)
        return out.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\u{0C}" }).joined(separator: " ")
    }

    /// Descendant elements (and self) named `name`, in document order.
    func descendants(named name: String) -> [MarkupNode] {
        var found: [MarkupNode] = []
        func walk(_ n: MarkupNode) {
            guard n.isElement else { return }
            if n.name == name { found.append(n) }
            for c in n.children { walk(c) }
        }
        walk(self)
        return found
    }
}
