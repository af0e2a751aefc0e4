#if canImport(Glibc)
import Glibc
#endif

/// How a block's lines sit in the text box: the first line's indent, the indent of lines
/// that go on after a break for width, columns kept free on both sides, and whether lines
/// are centred.
struct BlockLayout: Sendable, Equatable {
    var firstLineIndent = 0
    var hangingIndent = 0
    /// Columns kept free on the left and on the right of every line (a block quote's indent):
    /// the block is broken `2 × inset` narrower and drawn `inset` further in.
    var inset = 0
    var centred = false

    /// Headings: those of levels 1 and 2 centred in horizontal text, deeper ones at the text's left
    /// edge; a vertical heading starts its column at the top.
    static func heading(_ writing: WritingMode, level: Int) -> BlockLayout {
        BlockLayout(centred: writing == .horizontal && level <= 2)
    }

    /// Line groups hang their wrapped lines this far in, so a kept line stays visibly one line.
    static let lineGroupHanging = 2

    /// A block quote's indent on each side, on a page of at least `10 × quoteInset` columns
    /// (a tenth of a narrower page).
    static let quoteInset = 4

    /// The layout of a block of `kind` holding `text`.
    init(kind: BlockKind, text: borrowing String, geometry: borrowing PageGeometry, script: Script.Paragraph) {
        switch kind {
        case .paragraph: firstLineIndent = geometry.indent(script)
        case .blockQuote:
            inset = min(Self.quoteInset, geometry.columns / 10)
            firstLineIndent = min(geometry.indent(script), (geometry.columns - 2 * inset) / 2)
        // Never more than half a line, as the line breaker has it (a marker wider than a narrow page).
        case .lineGroup: hangingIndent = min(Self.lastCellColumn(text) ?? Self.lineGroupHanging, geometry.columns / 2)
        case .listItem:
            let (nesting, marker) = Self.itemIndents(text)
            hangingIndent = min(nesting + (marker ?? 0), geometry.columns / 2)
        case .separator, .image: centred = true
        case .preformatted: break
        case .heading1, .heading2, .heading3, .heading4, .heading5, .heading6: self = .heading(geometry.writing, level: kind.headingLevel!)
        }
    }

    /// Where the last cell of a table's aligned rows starts (after the first row's last ` │ `), nil
    /// when the block's first line is not such a row: a row too wide for the page wraps under its
    /// last cell, so its columns stay readable.
    static func lastCellColumn(_ text: String) -> Int? {
        // memchr over the bytes: a line group of verse (most of them) costs one search for `│`'s
        // lead byte in its first line, whatever the build.
        let end =
            text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
                guard let base = bytes.baseAddress else { return nil }
                let lineEnd = memchr(base, 10, bytes.count).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? bytes.count
                var found: Int?, from = 0
                while from < lineEnd, let hit = memchr(base + from, Int32(cellSeparator[1]), lineEnd - from) {
                    let k = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if k >= 1, k + 3 < lineEnd, bytes[k - 1] == cellSeparator[0], bytes[k + 1] == cellSeparator[2],
                        bytes[k + 2] == cellSeparator[3], bytes[k + 3] == cellSeparator[4]
                    {
                        found = k + 4
                    }
                    from = k + 1
                }
                return found
            } ?? nil
        guard let end else { return nil }
        return CellWidth.width(of: text[..<text.utf8.index(text.utf8.startIndex, offsetBy: end)])
    }

    private static let cellSeparator = Array(TableShape.cellSeparator.utf8)

    /// A list item's nesting (the spaces it starts with: a nested item, or an item's later paragraph)
    /// and its marker's width, nil for an item's later paragraph. Its lines hang under its text.
    static func itemIndents(_ text: String) -> (nesting: Int, marker: Int?) {
        let nesting = text.utf8.prefix { $0 == 32 }.count
        return (nesting, ListMarker(text.dropFirst(nesting))?.width)
    }

    private init(centred: Bool) {
        self.centred = centred
    }
}
