/// Display width of text in terminal cells, exactly as glibc `wcwidth` (and so ncurses) sees it,
/// but for U+00AD SOFT HYPHEN: `wcwidth` gives it a cell, but it is a hint of where a word may be
/// hyphenated, never drawn inside a line (a line hyphenated at it draws a hyphen instead), so 0.
///
/// Scalar widths come from `CellWidthTable.swift`, generated from glibc by
/// `scripts/gen-width-table.sh`. Where `wcwidth` returns -1 we answer 0 for C0/C1
/// controls and 1 for everything else (code points unassigned in glibc's Unicode
/// version, U+2028/2029, noncharacters).
///
/// A grapheme cluster is as wide as its first scalar of non-zero width (so `e` +
/// U+0301 is 1, a Hangul L+V+T sequence is 2, an emoji ZWJ family is the width of
/// its first emoji). A cluster made only of zero-width scalars is 1 wide when it
/// starts with anything but a control or format character — a lone combining mark,
/// variation selector or Hangul vowel jamo, which the renderer draws on a space —
/// and 0 wide (invisible) when it starts with a control or format character such as
/// U+200B ZERO WIDTH SPACE or a lone U+200D ZERO WIDTH JOINER.
public enum CellWidth {
    /// Width of one scalar: 0, 1 or 2 (control characters count 0).
    @inlinable
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return (v >= 0xA0 && v != 0xAD) || (v >= 0x20 && v < 0x7F) ? 1 : 0 }
        if v >= 0x4E00 && v <= 0x9FFF { return 2 } // CJK Unified Ideographs
        if v >= 0x3000 && v <= 0x3029 { return 2 } // CJK symbols and punctuation 、。「」
        if v >= 0x2010 && v <= 0x2027 { return 1 } // General punctuation ‘’“”…—
        if v >= 0x3041 && v <= 0x3096 { return 2 } // Hiragana
        if v >= 0x30A0 && v <= 0x30FF { return 2 } // Katakana
        if v >= 0xFF01 && v <= 0xFF60 { return 2 } // Fullwidth forms
        if v >= 0xAC00 && v <= 0xD7A3 { return 2 } // Hangul syllables
        return tableWidth(v)
    }

    /// Width of a grapheme cluster: its first non-zero scalar width, or the
    /// lone-mark / invisible rule described on the type.
    public static func width(of ch: Character) -> Int {
        clusterWidth(ch.unicodeScalars)
    }

    /// Total width of a string: the sum of its grapheme clusters' widths. Runs of printable ASCII,
    /// a cell a byte, are counted without reading their clusters one by one.
    public static func width(of s: some StringProtocol) -> Int {
        let text = (s as? Substring) ?? String(s)[...]
        return GraphemeScanner.withScanner(text) { scanner in
            var total = scanner.skipASCIIText()
            while let g = scanner.next() { total += Int(g.width) + scanner.skipASCIIText() }
            return total
        }
    }

    /// Cluster width from its scalars (see the type's documentation for the rule).
    static func clusterWidth(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
        var first: Unicode.Scalar?
        for s in scalars {
            let w = width(of: s)
            if w > 0 { return w }
            if first == nil { first = s }
        }
        guard let first else { return 0 }
        switch first.properties.generalCategory {
        case .control, .format: return 0
        default: return 1
        }
    }

    /// Binary search in the generated run table: width of the run containing `v`.
    @usableFromInline
    static func tableWidth(_ v: UInt32) -> Int {
        // The table starts at 0, so some run holds every `v`.
        runStarts.withUnsafeBufferPointer { starts in Int(runWidths[starts.partitioningIndex { $0 > v } - 1]) }
    }
}
