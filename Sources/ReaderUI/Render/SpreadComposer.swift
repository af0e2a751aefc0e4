import ReaderCore

/// Lays two rendered pages side by side into a spread's page area: the left page, a dim
/// spine, the right page (or a blank one when a chapter ends on the left), and each page's
/// number in its bottom margin at the outer corner, as a printed book has them.
package enum SpreadComposer {
    /// The spine's glyph: a thin vertical rule in the dim colour.
    package static let spine: Character = "│"

    /// `left` and `right` are pages drawn alone with `layout.page`; the numbers are 1-based
    /// page numbers (nil: not shown, e.g. before the whole book is paginated).
    package static func compose(left: Frame, right: Frame?, numbers: (left: Int?, right: Int?), layout: ScreenLayout, palette: Palette) -> Frame {
        var frame = Frame(width: layout.columns, height: layout.pageRows, style: palette[.text])
        frame.draw(left, x: 0, y: 0)
        if let right { frame.draw(right, x: layout.rightX, y: 0) }
        for y in 0..<layout.pageRows { frame.set(spine, width: 1, x: layout.spineX, y: y, style: palette[.dim]) }
        // The number goes in the bottom margin, when there is one.
        let row = layout.textY + layout.textRows
        guard row < layout.pageRows else { return frame }
        if let n = numbers.left {
            frame.put(String(n), x: layout.textX, y: row, style: palette[.dim])
        }
        if let n = numbers.right, right != nil {
            let text = String(n)
            frame.put(text, x: layout.rightX + layout.textX + layout.textColumns - text.count, y: row, style: palette[.dim])
        }
        return frame
    }
}
