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
    /// The memory gumbo's output lives in (`tr_gumbo_parse`).
    private let budget: UnsafeMutablePointer<TRGumboBudget>?
    /// The bytes gumbo parsed; its positions and original tags point into them.
    private let buffer: UnsafeMutableBufferPointer<CChar>?

    /// A document whose parse needs more of gumbo's memory than `limit` bytes.
    struct TooLarge: Error {
        let limit: Int

        /// Why the document `entry` cannot be read, for a one-line error.
        func reason(_ entry: String) -> String { "\(entry) needs more than \(limit >> 20) MB to parse" }
    }

    /// The most memory gumbo may hold parsing `count` bytes: real books' documents take 3–18 bytes a
    /// byte, while HTML5's rebuilding of unclosed formatting elements in every paragraph grows
    /// with the square of the markup.
    static func parseLimit(bytes count: Int) -> Int { (4 << 20) + 32 * count }

    /// Parses `bytes` (UTF-8) by HTML5's rules; throws when that needs more than `parseLimit`.
    init(_ bytes: [UInt8]) throws(TooLarge) {
        let buffer = UnsafeMutableBufferPointer<CChar>.allocate(capacity: max(1, bytes.count))
        bytes.withUnsafeBytes { raw in
            _ = UnsafeMutableRawBufferPointer(buffer).initializeMemory(as: UInt8.self, from: raw)
        }
        let limit = Self.parseLimit(bytes: bytes.count)
        var budget: UnsafeMutablePointer<TRGumboBudget>?
        guard let output = tr_gumbo_parse(buffer.baseAddress, bytes.count, limit, &budget) else {
            buffer.deallocate()
            throw TooLarge(limit: limit)
        }
        self.buffer = buffer
        self.budget = budget
        self.output = output
        tree = nil
    }

    /// Parses XHTML `bytes` (UTF-8, through `SelfClosingTags.expand`): as XML when that gives the tree HTML5's
    /// rules give, else by those rules.
    convenience init(xhtml bytes: [UInt8]) throws(TooLarge) {
        if let tree = XHTMLTreeReader.tree(bytes) {
            self.init(tree: tree)
        } else {
            try self.init(bytes)
        }
    }

    private init(tree: MarkupTree) {
        self.tree = tree
        output = nil
        budget = nil
        buffer = nil
    }

    deinit {
        tr_gumbo_release(budget)
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
