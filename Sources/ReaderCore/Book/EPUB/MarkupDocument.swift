import CGumbo

#if canImport(Glibc)
import Glibc
#endif

/// A parsed document, from the `html` element down.
///
/// Gumbo parses by HTML5's rules: malformed markup recovered as a browser does, every HTML entity
/// known. XML files (container, OPF, NCX) go through it too, after `SelfClosingTags.expand`,
/// since HTML rules ignore `/>` on elements they do not know. A book's XHTML is read by expat,
/// some forty times faster, whenever that gives the very tree gumbo would (`XHTMLTreeReader`).
final class MarkupDocument {
    /// Gumbo's output, or expat's tree.
    private let output: UnsafeMutablePointer<GumboOutput>?
    private let tree: MarkupTree?
    /// The bytes gumbo parsed; its positions and original tags point into them.
    private let buffer: UnsafeMutableBufferPointer<CChar>?

    /// Parses `bytes` (UTF-8) by HTML5's rules.
    init(_ bytes: [UInt8]) {
        let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: max(1, bytes.count))
        bytes.withUnsafeBytes { raw in
            _ = UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, from: raw)
        }
        self.buffer = buffer
        output = gumbo_parse_with_options(tr_gumbo_default_options(), buffer.baseAddress, bytes.count)
        tree = nil
    }

    /// Parses XHTML `bytes` (UTF-8, through `SelfClosingTags.expand`): as XML when that gives the tree HTML5's
    /// rules give, else by those rules.
    convenience init(xhtml bytes: [UInt8]) {
        if let tree = XHTMLTreeReader.tree(bytes) {
            self.init(tree: tree)
        } else {
            self.init(bytes)
        }
    }

    private init(tree: MarkupTree) {
        self.tree = tree
        output = nil
        buffer = nil
    }

    deinit {
        if let output { gumbo_destroy_output(tr_gumbo_default_options(), output) }
        buffer?.deallocate()
    }

    /// The root element (`html`).
    var root: MarkupNode { tree.map { MarkupNode(tree: $0, index: 0) } ?? MarkupNode(output!.pointee.root) }

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
