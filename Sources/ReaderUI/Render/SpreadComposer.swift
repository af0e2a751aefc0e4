import ReaderCore

/// Lays two rendered pages side by side into a spread's page area: the spread's first page,
/// a dim spine, its second page (or a blank one when a chapter ends on the first), and each
/// page's number in its bottom margin at the outer corner, as a printed book has them. The
/// first page is on the left, or on the right when pages turn to the left (`layout.progression`).
package enum SpreadComposer {
    /// The spine's glyph: a thin vertical rule in the dim colour.
    package static let spine: Character = "│"

    /// `first` and `second` are pages drawn alone with `layout.page`; the numbers are 1-based
    /// page numbers (nil: not shown, e.g. before the whole book is paginated).
    package static func compose(first: Frame, second: Frame?, numbers: (first: Int?, second: Int?), layout: ScreenLayout, palette: Palette)
        -> Frame
    {
        let leftToRight = layout.progression == .leftToRight
        let (left, right) = leftToRight ? (first, second) : (second, first)
        let (leftNumber, rightNumber) =
            leftToRight
            ? (numbers.first, second == nil ? nil : numbers.second)
            : (second == nil ? nil : numbers.second, numbers.first)
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        if let left { frame.draw(left, x: 0, y: 0) }
        if let right { frame.draw(right, x: layout.rightX, y: 0) }
        for y in 0..<layout.pageRows { frame.set(spine, width: 1, x: layout.spineX, y: y, style: palette[.dim]) }
        // The number goes in the bottom margin, when there is one.
        let row = layout.textY + layout.textRows
        guard row < layout.pageRows else { return frame }
        if let n = leftNumber {
            frame.put(String(n), x: layout.textX, y: row, style: palette[.dim])
        }
        if let n = rightNumber {
            let text = String(n)
            frame.put(text, x: layout.rightX + layout.textX + layout.textColumns - text.count, y: row, style: palette[.dim])
        }
        return frame
    }
}
