/// A heading marked by its size alone, as old MOBI books (and old HTML) set them:
/// `<p><font size="5">I.</font><br/><font size="5">A SCANDAL IN BOHEMIA</font></p>`. A block is
/// one when all its text is in a `font` of size 4 or more (or `+1` and more) and it is short;
/// a drop capital (`<font size="5">T</font>o Sherlock…`) leaves the rest of its text outside, so
/// its paragraph is no heading.
enum FontHeading {
    /// Most characters such a heading may have: a title, not a passage set large.
    static let maxCharacters = 160
    /// The size of ordinary text, to which `+2` and `-1` are added.
    static let baseSize = 3

    /// The heading level of block element `node`: sizes 6 and 7 are level 1, 5 level 2, 4 level 3
    /// (the smallest size in it decides); nil when it is no such heading.
    static func level(of node: MarkupNode) -> Int? {
        var smallest = Int.max, characters = 0
        func allLarge(_ n: MarkupNode, size: Int?) -> Bool {
            // Most blocks are told apart here, at their first text, without copying it.
            if size == nil, n.startsWithVisibleText { return false }
            if let text = n.text {
                if text.allSatisfy(\.isWhitespace) { return true }
                guard let size else { return false }
                smallest = min(smallest, size)
                characters += text.count
                return characters <= maxCharacters
            }
            guard n.isElement else { return true }
            let name = n.name
            guard name == "br" || !XHTMLBlocks.blockLevel.contains(name) && !opensBlock.contains(name) else { return false }
            let inner = name == "font" ? Self.size(n.attribute("size")) ?? size : size
            return n.children.allSatisfy { allLarge($0, size: inner) }
        }
        guard node.children.allSatisfy({ allLarge($0, size: nil) }), smallest != .max, smallest > baseSize else { return nil }
        return max(1, 7 - smallest)
    }

    /// Elements inside a block that make it more than a title.
    private static let opensBlock: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "img", "svg", "table", "ul", "ol", "li", "pre", "blockquote", "hr",
    ]

    /// A `font` element's size attribute (`5`, `+2`, `-1`) as an absolute size from 1 to 7.
    static func size(_ value: String?) -> Int? {
        guard let value = value?.trimmingSpaces, let first = value.first else { return nil }
        let relative = first == "+" || first == "-"
        guard let n = Int(relative ? String(value.dropFirst()) : value) else { return nil }
        return min(7, max(1, first == "-" ? baseSize - n : relative ? baseSize + n : n))
    }
}
