import CGumbo

#if canImport(Glibc)
import Glibc
#endif

/// One node of a `MarkupDocument` (valid while the document lives): gumbo's, read in place, or
/// one of a `MarkupTree` expat built.
struct MarkupNode {
    enum Storage {
        case gumbo(UnsafeMutablePointer<GumboNode>)
        case tree(MarkupTree, Int)
    }

    let storage: Storage

    init(_ node: UnsafeMutablePointer<GumboNode>) { storage = .gumbo(node) }
    init(tree: MarkupTree, index: Int) { storage = .tree(tree, index) }

    /// An element or template (which has children and attributes).
    var isElement: Bool {
        switch storage {
        case .gumbo(let node): node.pointee.type == GUMBO_NODE_ELEMENT || node.pointee.type == GUMBO_NODE_TEMPLATE
        case .tree(let tree, let i): tree.nodes[i].kind == .element
        }
    }

    /// Text of a text, white-space or CDATA node (entities decoded); nil for others.
    var text: String? {
        switch storage {
        case .gumbo(let node):
            switch node.pointee.type {
            case GUMBO_NODE_TEXT, GUMBO_NODE_WHITESPACE, GUMBO_NODE_CDATA: return node.pointee.v.text.text.map { String(cString: $0) }
            default: return nil
            }
        case .tree(let tree, let i):
            switch tree.nodes[i].kind {
            case .text, .whitespace, .cdata: return tree.nodes[i].value
            case .element, .comment: return nil
            }
        }
    }

    /// Whether this is a text or CDATA node whose text starts with a printable ASCII character
    /// other than a space: text that is not all white space, told without copying it.
    var startsWithVisibleText: Bool {
        let first: UInt8?
        switch storage {
        case .gumbo(let node):
            guard node.pointee.type == GUMBO_NODE_TEXT || node.pointee.type == GUMBO_NODE_CDATA else { return false }
            first = node.pointee.v.text.text.map { UInt8(bitPattern: $0.pointee) }
        case .tree(let tree, let i):
            guard tree.nodes[i].kind == .text || tree.nodes[i].kind == .cdata else { return false }
            first = tree.nodes[i].value.utf8.first
        }
        guard let first else { return false }
        return first > 0x20 && first < 0x7F
    }

    /// Byte offset of the node in the parsed bytes.
    var offset: Int {
        switch storage {
        case .gumbo(let node):
            isElement ? Int(node.pointee.v.element.start_pos.offset) : Int(node.pointee.v.text.start_pos.offset)
        case .tree(let tree, let i): tree.nodes[i].offset
        }
    }

    /// Lower-case element name without namespace prefix (`dc:title` → `title`, `navPoint` → `navpoint`).
    var name: String {
        guard isElement else { return "" }
        switch storage {
        case .gumbo(let node): return Self.name(of: node.pointee.v.element)
        case .tree(let tree, let i): return tree.nodes[i].value
        }
    }

    /// Child nodes in order.
    var children: [MarkupNode] {
        switch storage {
        case .gumbo(let node):
            guard isElement, let data = node.pointee.v.element.children.data else { return [] }
            return (0..<Int(node.pointee.v.element.children.length)).compactMap { i in
                data[i].map { MarkupNode($0.assumingMemoryBound(to: GumboNode.self)) }
            }
        case .tree(let tree, let i):
            var found: [MarkupNode] = []
            var child = tree.nodes[i].firstChild
            while child >= 0 {
                found.append(MarkupNode(tree: tree, index: child))
                child = tree.nodes[child].nextSibling
            }
            return found
        }
    }

    /// The value of attribute `name` (lower case, with any prefix: `epub:type`).
    func attribute(_ name: String) -> String? {
        switch storage {
        case .gumbo(let node):
            guard isElement, let data = node.pointee.v.element.attributes.data else { return nil }
            for i in 0..<Int(node.pointee.v.element.attributes.length) {
                guard let a = data[i]?.assumingMemoryBound(to: GumboAttribute.self), let n = a.pointee.name else { continue }
                if strcmp(n, name) == 0 { return a.pointee.value.map { String(cString: $0) } }
            }
            return nil
        case .tree(let tree, let i):
            return tree.attributes[tree.nodes[i].attributes].first { $0.name == name }?.value
        }
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

    /// A gumbo element's lower-case name without namespace prefix.
    static func name(of element: GumboElement) -> String {
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
