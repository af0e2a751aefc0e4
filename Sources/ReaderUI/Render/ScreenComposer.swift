import ReaderCore

/// Stacks header, page area and footer into the full-screen frame, or the
/// "window too small" notice when the window cannot hold a page.
package enum ScreenComposer {
    package static func compose(page: Frame, status: StatusInfo, layout: ScreenLayout, palette: Palette) -> Frame {
        if layout.isTooSmall { return tooSmall(layout: layout, palette: palette) }
        let header = StatusBar.header(status, width: layout.columns, palette: palette)
        let footer = StatusBar.footer(status, width: layout.columns, palette: palette)
        var frame = Frame(width: layout.columns, height: 0, style: palette[.text])
        if page.width == layout.columns, page.height == layout.pageRows {
            // Rows stack as they are: one copy of the cells, no clipping to do.
            frame = Frame(width: layout.columns, height: layout.rows, cells: header.cells + page.cells + footer.cells)
        } else {
            frame = Frame(width: layout.columns, height: layout.rows, style: palette[.text])
            frame.draw(header, x: 0, y: layout.headerRow)
            frame.draw(page, x: 0, y: 1)
            frame.draw(footer, x: 0, y: layout.footerRow)
        }
        return frame
    }

    /// A centred notice telling the reader to enlarge the window.
    package static func tooSmall(layout: ScreenLayout, palette: Palette) -> Frame {
        var frame = Frame(width: layout.columns, height: layout.rows, style: palette[.text])
        let lines = ["window too small", "need \(ScreenLayout.minimumColumns)x\(ScreenLayout.minimumRows)"]
        let top = max(0, (layout.rows - lines.count) / 2)
        for (i, line) in lines.enumerated() {
            let text = StatusBar.truncate(line, to: layout.columns)
            let x = max(0, (layout.columns - CellWidth.width(of: text)) / 2)
            frame.put(text, x: x, y: top + i, style: palette[.text])
        }
        return frame
    }
}
