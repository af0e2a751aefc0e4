/// One node of a `MarkupTree` (an element, a text or a comment).
struct MarkupNode {
    let tree: MarkupTree
    let index: Int

    /// An element (which has children and attributes).
    var isElement: Bool { tree.nodes[index].kind == .element }

    /// Text of a text, white-space or CDATA node (entities decoded); nil for others.
    var text: String? {
        switch tree.nodes[index].kind {
        case .text, .whitespace, .cdata: tree.nodes[index].value
        case .element, .comment: nil
        }
    }

    /// Whether this is a text or CDATA node whose text starts with a printable ASCII character
    /// other than a space: text that is not all white space, told without copying it.
    var startsWithVisibleText: Bool {
        switch tree.nodes[index].kind {
        case .text, .cdata:
            guard let first = tree.nodes[index].value.utf8.first else { return false }
            return first > 0x20 && first < 0x7F
        case .element, .whitespace, .comment: return false
        }
    }

    /// Byte offset of the node in the parsed bytes.
    var offset: Int { tree.nodes[index].offset }

    /// Lower-case element name without namespace prefix (`dc:title` → `title`, `navPoint` → `navpoint`); "" for others.
    var name: String { isElement ? tree.nodes[index].value : "" }

    /// Child nodes in order.
    var children: [MarkupNode] {
        var found: [MarkupNode] = []
        var child = tree.nodes[index].firstChild
        while child >= 0 {
            found.append(MarkupNode(tree: tree, index: child))
            child = tree.nodes[child].nextSibling
        }
        return found
    }

    /// The value of attribute `name` (lower case, with any prefix: `epub:type`).
    func attribute(_ name: String) -> String? {
        tree.attributes[tree.nodes[index].attributes].first { $0.name == name }?.value
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
