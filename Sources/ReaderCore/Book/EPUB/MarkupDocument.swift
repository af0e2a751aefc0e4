import CGumbo

#if canImport(Glibc)
import Glibc
#endif

/// A parsed document: its nodes (`MarkupTree`) from the `html` element down.
///
/// Gumbo parses by HTML5's rules: malformed markup recovered as a browser does, every HTML entity
/// known. XML files (container, OPF, NCX) go through it too, after `SelfClosingTags.expand`,
/// since HTML rules ignore `/>` on elements they do not know. A book's XHTML is read by expat,
/// some forty times faster, whenever that gives the very tree gumbo would (`XHTMLTreeReader`).
final class MarkupDocument {
    let tree: MarkupTree

    /// Parses `bytes` (UTF-8) by HTML5's rules.
    init(_ bytes: [UInt8]) {
        tree = Self.gumboTree(bytes)
    }

    /// Parses XHTML `bytes` (UTF-8, through `SelfClosingTags.expand`): as XML when that gives the tree HTML5's
    /// rules give, else by those rules.
    init(xhtml bytes: [UInt8]) {
        tree = XHTMLTreeReader.tree(bytes) ?? Self.gumboTree(bytes)
    }

    private static func gumboTree(_ bytes: [UInt8]) -> MarkupTree {
        // An empty document is parsed from a buffer that has an address.
        (bytes.isEmpty ? [0] : bytes).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                let output = gumbo_parse_with_options(tr_gumbo_default_options(), chars.baseAddress, bytes.count)!
                defer { gumbo_destroy_output(tr_gumbo_default_options(), output) }
                return MarkupTree(gumbo: output.pointee.root)
            }
        }
    }

    /// The root element (`html`).
    var root: MarkupNode { MarkupNode(tree: tree, index: 0) }

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
