/// Where one output cell is taken from, and how it is shaded.
package struct CellSource {
    /// Which of the two pages a cell is read from.
    package enum Page: UInt8 { case from, to }
    /// How the copied cell is restyled: as is, as the back of a page, or under a shadow (darkest first).
    package enum Shade: UInt8 { case none, back, shadow1, shadow2, shadow3 }

    package var page: Page
    package var shade: Shade
    package var x: Int32
    package var y: Int32

    package init(_ page: Page, x: Int, y: Int, shade: Shade = .none) {
        self.page = page
        self.shade = shade
        self.x = Int32(truncatingIfNeeded: x)
        self.y = Int32(truncatingIfNeeded: y)
    }

    /// The shadow `distance` cells away from the edge that casts it, or nil beyond a band of `band` cells.
    package static func shadow(distance: Int, band: Int) -> Shade? {
        guard distance >= 0, distance < band else { return nil }
        // A narrow band keeps its darkest shades next to the edge.
        switch distance {
        case 0: return .shadow1
        case 1: return .shadow2
        default: return .shadow3
        }
    }

    /// Width of a shadow band for a page `width` cells wide: 1 to 3 cells.
    package static func shadowBand(width: Int) -> Int {
        width >= 24 ? 3 : (width >= 12 ? 2 : 1)
    }
}

/// Builds a frame row by row from cells of two pages, keeping wide characters whole.
///
/// A transition fills `row` with one `CellSource` per column, then calls `emitRow()`.
/// A wide character is copied only when the next column takes its other half from the
/// same place (in either order, so a mirrored pair stays a pair); a half on its own
/// becomes a blank in the same shade. The output therefore keeps `Frame`'s invariants.
package struct PageCompositor {
    package let from: Frame
    package let to: Frame
    package let width: Int
    private let backStyle: Style
    private let shadowBackgrounds: (Style, Style, Style)
    private var cells: [Cell]
    /// The sources of the row being built; one entry per column.
    package var row: [CellSource]

    package init(from: Frame, to: Frame, palette: Palette) {
        self.from = from
        self.to = to
        self.width = from.width
        backStyle = palette[.backPage]
        shadowBackgrounds = (palette[.shadow1], palette[.shadow2], palette[.shadow3])
        cells = []
        cells.reserveCapacity(from.width * from.height)
        row = Array(repeating: CellSource(.from, x: 0, y: 0), count: from.width)
    }

    /// The composed frame (call once every row has been emitted).
    package func frame() -> Frame {
        var out = from
        out.cells = cells
        return out
    }

    /// Appends the current `row` to the output.
    package mutating func emitRow() {
        let w = width
        var x = 0
        while x < w {
            let src = row[x]
            let cell = lookup(src)
            if cell.width == 1 {
                cells.append(styled(cell, src.shade))
                x += 1
                continue
            }
            // One half of a wide character: the partner half must come next, from the same page and row.
            let partnerX = cell.width == 2 ? src.x + 1 : src.x - 1
            if x + 1 < w {
                let next = row[x + 1]
                if next.page == src.page, next.y == src.y, next.x == partnerX, partnerX >= 0 {
                    let partner = lookup(next)
                    let wide = cell.width == 2 ? cell : partner
                    let cont = cell.width == 2 ? partner : cell
                    if wide.width == 2, cont.isContinuation {
                        cells.append(styled(wide, src.shade))
                        cells.append(styled(cont, src.shade))
                        x += 2
                        continue
                    }
                }
            }
            cells.append(styled(.blank(cell.style), src.shade))
            x += 1
        }
    }

    private func lookup(_ src: CellSource) -> Cell {
        let page = src.page == .from ? from : to
        let x = Int(src.x), y = Int(src.y)
        guard x >= 0, x < page.width, y >= 0, y < page.height else { return .blank(backStyle) }
        return page.cells[y &* page.width &+ x]
    }

    private func styled(_ cell: Cell, _ shade: CellSource.Shade) -> Cell {
        var cell = cell
        switch shade {
        case .none: return cell
        case .back:
            guard cell.style.isPicture else {
                cell.style = backStyle
                return cell
            }
            // The picture seen through the page: faded, and each block's shape mirrored with it.
            cell.style = faded(cell.style, into: backStyle)
            if let scalar = cell.text.unicodeScalars.first { cell.text = String(BlockElement.mirrored(scalar)) }
            return cell
        case .shadow1: cell.style = shadowed(cell.style, by: shadowBackgrounds.0)
        case .shadow2: cell.style = shadowed(cell.style, by: shadowBackgrounds.1)
        case .shadow3: cell.style = shadowed(cell.style, by: shadowBackgrounds.2)
        }
        return cell
    }

    /// A picture's cell on the back of the page: its colours most of the way to the back page's
    /// background, a dim mirror of the picture (never bright on a dark theme's back).
    private func faded(_ style: Style, into back: Style) -> Style {
        Style(
            foreground: style.foreground.blended(with: back.background, 0.7),
            background: style.background.blended(with: back.background, 0.7),
            attributes: back.attributes, monochrome: back.monochrome, isPicture: true)
    }

    /// A cell under a shadow keeps its text colour but takes the shadow's darker background; a
    /// picture's cell keeps its colours, halfway to the shadow's.
    private func shadowed(_ style: Style, by shadow: Style) -> Style {
        if style.isPicture {
            return Style(
                foreground: style.foreground.blended(with: shadow.background, 0.5),
                background: style.background.blended(with: shadow.background, 0.5), isPicture: true)
        }
        return Style(
            foreground: style.foreground, background: shadow.background,
            attributes: style.attributes.union(shadow.attributes), monochrome: shadow.monochrome)
    }
}
