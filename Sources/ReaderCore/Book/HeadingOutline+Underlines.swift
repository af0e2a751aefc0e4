/// Levels of underlined headings (`Underline`), as docutils ranks them: each underline character
/// is one level, in the order the book first uses them (the first a chapter, the next a section…).
extension HeadingOutline {
    /// `found` with each underlined heading at the level of its character's first appearance.
    static func levelingUnderlines<Headings: FoundHeadings>(_ found: consuming Headings) -> Headings {
        var order: [Unicode.Scalar] = []
        for i in found.indices {
            guard let mark = found[i].heading.underline else { continue }
            let rank = order.firstIndex(of: mark) ?? order.count
            if rank == order.count { order.append(mark) }
            found[i].heading.level = .forSection(depth: rank + 1)
            found[i].level = found[i].heading.level
        }
        return found
    }
}
