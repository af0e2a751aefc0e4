/// Display width of text in terminal cells, as glibc `wcwidth` (and so ncurses) sees it.
/// PLACEHOLDER: replaced by the table-driven implementation.
public enum CellWidth {
    /// Width of one scalar: 0, 1 or 2 (control characters count 0).
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v) || (0x20000...0x3FFFD).contains(v) {
            return 2
        }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark { return 0 }
        return 1
    }

    /// Width of a grapheme cluster: the width of its first scalar.
    public static func width(of ch: Character) -> Int {
        guard let first = ch.unicodeScalars.first else { return 0 }
        return width(of: first)
    }

    /// Total width of a string.
    public static func width(of s: some StringProtocol) -> Int {
        var total = 0
        for ch in s { total += width(of: ch) }
        return total
    }
}
