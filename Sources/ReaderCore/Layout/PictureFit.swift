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
}
