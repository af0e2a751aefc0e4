/// The cells a picture takes on a page: its own size in cells of `cell` pixels (a picture is never
/// enlarged), scaled down to fit the text box keeping its shape. Integer arithmetic only, so the
/// same picture takes the same rows at the same geometry on every run.
public enum PictureFit {
    /// Columns and rows (each at least 1) for a picture of `size` pixels in at most `columns`×`rows` cells.
    public static func cells(of size: PixelSize, cell: PixelSize, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        let (w, h) = (max(1, size.width), max(1, size.height))
        let (cw, ch) = (max(1, cell.width), max(1, cell.height))
        let (maxColumns, maxRows) = (max(1, columns), max(1, rows))
        let natural = ((w + cw - 1) / cw, (h + ch - 1) / ch)
        if natural.0 <= maxColumns, natural.1 <= maxRows { return natural }
        // Rows for a width of `c` columns: c × (h / ch) / (w / cw), rounded.
        let fittedRows = (maxColumns * h * cw + w * ch / 2) / (w * ch)
        if fittedRows <= maxRows { return (maxColumns, max(1, fittedRows)) }
        let fittedColumns = (maxRows * w * ch + h * cw / 2) / (h * cw)
        return (min(maxColumns, max(1, fittedColumns)), maxRows)
    }

    /// Vertical text: the columns of text a picture of `size` takes, at most `lines`, `gap` cells
    /// apart, and at most `rows` rows high: as few as its width needs.
    public static func verticalLines(of size: PixelSize, cell: PixelSize, lines: Int, gap: Int, rows: Int) -> Int {
        let pitch = PageGeometry.verticalColumnCells + gap
        let fit = cells(of: size, cell: cell, columns: max(1, lines) * pitch - gap, rows: rows)
        return min(max(1, lines), (fit.columns + gap + pitch - 1) / pitch)
    }

    /// Vertical text: the cells a picture of `size` takes across `lines` columns of text `gap`
    /// cells apart (and the gaps between them), at most `rows` rows high. Its own rows give the
    /// same cells again, so the rows a page keeps for it say what to draw.
    public static func vertical(of size: PixelSize, cell: PixelSize, lines: Int, gap: Int, rows: Int) -> (columns: Int, rows: Int) {
        cells(of: size, cell: cell, columns: max(1, lines) * (PageGeometry.verticalColumnCells + gap) - gap, rows: rows)
    }
}
