/// Empty cells around the text box, as configured.
package struct Margins: Equatable, Sendable {
    package var left: Int
    package var right: Int
    package var top: Int
    package var bottom: Int

    /// Three columns each side, one row above and below.
    package static let standard = Margins(left: 3, right: 3, top: 1, bottom: 1)

    /// Largest margin the config file accepts.
    package static let maximum = 40

    /// The margins for a page area of `columns` × `rows`: in full from 36 columns and 12
    /// rows, shrunk in proportion below that (so the standard margins become the old
    /// `columns / 12` and "none under 12 rows"), and never more than half the area.
    package func fitted(columns: Int, rows: Int) -> Margins {
        func shrink(_ m: Int, _ size: Int, _ full: Int) -> Int { max(0, min(m, m * size / full)) }
        var fit = Margins(
            left: shrink(left, columns, 36), right: shrink(right, columns, 36),
            top: shrink(top, rows, 12), bottom: shrink(bottom, rows, 12))
        func halve(_ a: inout Int, _ b: inout Int, within size: Int) {
            let limit = max(0, size / 2)
            guard a + b > limit else { return }
            let total = a + b
            a = a * limit / total
            b = b * limit / total
        }
        halve(&fit.left, &fit.right, within: columns)
        halve(&fit.top, &fit.bottom, within: rows)
        return fit
    }
}
