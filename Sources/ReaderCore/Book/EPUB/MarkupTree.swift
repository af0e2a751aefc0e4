import CGumbo

#if canImport(Glibc)
import Glibc
#endif

/// The nodes of a parsed document stored flat, each element's children linked first to last:
/// one tree whichever parser read the document (`MarkupDocument`), gumbo's copied out of its
/// output or expat's built as it reads (`XHTMLTreeReader`); made by a `Builder`, then never changed.
final class MarkupTree {
    enum Kind: UInt8 { case element, text, whitespace, cdata, comment }

    struct Node {
        var kind: Kind
        /// Byte offset in the parsed bytes.
        var offset: Int
        /// An element's lower-case name without namespace prefix; a text's or comment's text.
        var value: String
        var firstChild = -1, lastChild = -1, nextSibling = -1
        /// The element's attributes in `attributes`.
        var attributes: Range<Int> = 0..<0
    }

    let nodes: [Node]
    /// Every element's attributes (name as the parser gives it, lower case, prefix kept: `epub:type`).
    let attributes: [(name: String, value: String)]

    init(_ builder: consuming Builder) {
        nodes = builder.nodes
        attributes = builder.attributes
    }

    /// A tree as it is read, node by node in document order.
    struct Builder {
        private(set) var nodes: [Node] = []
        private(set) var attributes: [(name: String, value: String)] = []

        /// Adds a node as the last child of `parent` (nil: the root, the first node added), with its
        /// attributes; returns its index.
        @discardableResult
        mutating func append(
            _ kind: Kind, offset: Int, value: String, attributes: [(name: String, value: String)] = [], to parent: Int?
        ) -> Int {
            let index = nodes.count
            let first = self.attributes.count
            self.attributes.append(contentsOf: attributes)
            nodes.append(Node(kind: kind, offset: offset, value: value, attributes: first..<self.attributes.count))
            if let parent {
                if nodes[parent].lastChild >= 0 {
                    nodes[nodes[parent].lastChild].nextSibling = index
                } else {
                    nodes[parent].firstChild = index
                }
                nodes[parent].lastChild = index
            }
            return index
        }

        /// Appends `text` to the last child of `parent` when that is a text node (white space only while
        /// both are); false when it is not one.
        mutating func extendLastText(of parent: Int, with text: String, whiteSpace: Bool) -> Bool {
            let last = nodes[parent].lastChild
            guard last >= 0, nodes[last].kind == .text || nodes[last].kind == .whitespace else { return false }
            nodes[last].value += text
            if !whiteSpace { nodes[last].kind = .text }
            return true
        }
    }
}

extension MarkupTree {
    /// Gumbo's tree under `root` (the `html` element), copied.
    convenience init(gumbo root: UnsafeMutablePointer<GumboNode>) {
        var builder = Builder()
        Self.copy(root, to: nil, into: &builder)
        self.init(builder)
    }

    private static func copy(_ node: UnsafeMutablePointer<GumboNode>, to parent: Int?, into builder: inout Builder) {
        let kind: Kind
        switch node.pointee.type {
        case GUMBO_NODE_ELEMENT, GUMBO_NODE_TEMPLATE: kind = .element
        case GUMBO_NODE_TEXT: kind = .text
        case GUMBO_NODE_WHITESPACE: kind = .whitespace
        case GUMBO_NODE_CDATA: kind = .cdata
        case GUMBO_NODE_COMMENT: kind = .comment
        default: return
        }
        guard kind == .element else {
            let text = node.pointee.v.text
            builder.append(kind, offset: Int(text.start_pos.offset), value: text.text.map { String(cString: $0) } ?? "", to: parent)
            return
        }
        let element = node.pointee.v.element
        var attributes: [(name: String, value: String)] = []
        if let data = element.attributes.data {
            for i in 0..<Int(element.attributes.length) {
                guard let a = data[i]?.assumingMemoryBound(to: GumboAttribute.self), let name = a.pointee.name else { continue }
                attributes.append((String(cString: name), a.pointee.value.map { String(cString: $0) } ?? ""))
            }
        }
        let index = builder.append(
            .element, offset: Int(element.start_pos.offset), value: name(of: element), attributes: attributes, to: parent)
        guard let children = element.children.data else { return }
        for i in 0..<Int(element.children.length) {
            if let child = children[i] { copy(child.assumingMemoryBound(to: GumboNode.self), to: index, into: &builder) }
        }
    }

    /// An element's lower-case name without namespace prefix (`dc:title` → `title`, `navPoint` → `navpoint`).
    private static func name(of element: GumboElement) -> String {
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
}
