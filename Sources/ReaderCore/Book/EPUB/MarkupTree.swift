/// The nodes of a document expat read (`XHTMLTreeReader`) stored flat, each element's children
/// linked first to last, as `MarkupNode` reads them; made by a `Builder`, then never changed.
final class MarkupTree {
    enum Kind: UInt8 { case element, text, whitespace, cdata, comment }

    /// One node, kept in 48 bytes (positions as 32-bit numbers: no document is read whole past 2 GB).
    struct Node {
        /// An element's lower-case name without namespace prefix; a text's or comment's text.
        var value: String
        private var start: Int32
        private var first: Int32 = -1, last: Int32 = -1, next: Int32 = -1
        private var attributesStart: Int32, attributesEnd: Int32
        var kind: Kind

        init(kind: Kind, offset: Int, value: String, attributes: Range<Int>) {
            self.kind = kind
            self.value = value
            start = Int32(clamping: offset)
            attributesStart = Int32(clamping: attributes.lowerBound)
            attributesEnd = Int32(clamping: attributes.upperBound)
        }

        /// Byte offset in the parsed bytes.
        var offset: Int { Int(start) }
        /// The element's attributes in `attributes`.
        var attributes: Range<Int> { Int(attributesStart)..<Int(attributesEnd) }
        /// The first and last child and the next sibling; -1 for none.
        var firstChild: Int {
            get { Int(first) }
            set { first = Int32(clamping: newValue) }
        }
        var lastChild: Int {
            get { Int(last) }
            set { last = Int32(clamping: newValue) }
        }
        var nextSibling: Int {
            get { Int(next) }
            set { next = Int32(clamping: newValue) }
        }
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

        /// Appends white space `text` to the last child of `parent` when that is a text node (which stays
        /// white space only if it was); false when it is not one.
        mutating func extendLastText(of parent: Int, with text: String) -> Bool {
            let last = nodes[parent].lastChild
            guard last >= 0, nodes[last].kind == .text || nodes[last].kind == .whitespace else { return false }
            nodes[last].value += text
            return true
        }
    }
}
