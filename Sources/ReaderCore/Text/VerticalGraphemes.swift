/// Graphemes as they are set in a vertical column, measured in cells of the column's length:
/// a row holds one full-width character and counts 2, as a line counts a wide character.
///
/// A half-width character takes a row of its own (2), except in a run of one or two ASCII
/// letters or digits, which sit side by side in one row (縦中横: a run of two counts 1 + 1).
/// A longer run is set one character per row. Zero-width graphemes (combining marks, `\n`)
/// take no row, nor do ruby annotations set beside their base (`VerticalRuby`). The line breaker measures vertical columns with these widths
/// (`LineBreaker.isVertical`) and the vertical renderer draws them, so both agree on where
/// each row is.
public enum VerticalGraphemes {
    /// The longest run of ASCII letters and digits set upright in one row.
    public static let longestUprightRun = 2

    /// One grapheme of a span: its UTF-8 range in the paragraph's text and its vertical width
    /// (0, 1 for half of an upright pair, or 2).
    public struct Item: Sendable, Equatable {
        public var utf8: Range<Int>
        public var width: Int
        var info: GraphemeInfo
    }

    /// True for the bytes that make up upright runs: ASCII letters and digits.
    @inline(__always)
    static func isUpright(_ b: UInt8) -> Bool {
        (b | 0x20) &- 0x61 < 26 || b &- 0x30 < 10
    }

    /// The graphemes of `text` whose UTF-8 offsets lie in `span` (which starts and ends on
    /// grapheme boundaries), with their vertical widths; a run of letters and digits is measured
    /// across the span's ends, so a span of a paragraph is set as the whole paragraph sets it.
    /// Graphemes in `beside` (ruby set beside the column) take no row and no column starts with one.
    public static func items(of text: String, utf8 span: Range<Int>, beside: [Range<Int>] = []) -> [Item] {
        let bytes = Array(text.utf8)
        let lower = min(max(0, span.lowerBound), bytes.count), upper = min(max(lower, span.upperBound), bytes.count)
        // Two upright bytes before the span make any run it starts with a long one.
        var start = lower
        while start > 0, lower - start < longestUprightRun, isUpright(bytes[start - 1]) { start -= 1 }
        var scanned: [Item] = []
        var first = -1
        GraphemeScanner.withScanner(text) { scanner in
            scanner.seek(to: start)
            var extra = 0
            while true {
                let offset = scanner.offset
                guard let info = scanner.next() else { break }
                if offset >= upper {
                    // Past the span: only as far as tells the length of a run that crosses its end.
                    guard let last = scanned.last, isUprightItem(last, bytes), extra < longestUprightRun else { break }
                    extra += 1
                }
                if offset >= lower, first < 0 { first = scanned.count }
                scanned.append(Item(utf8: offset..<scanner.offset, width: Int(info.width), info: info))
            }
        }
        setWidths(&scanned, bytes)
        if !beside.isEmpty {
            for i in scanned.indices where beside.contains(where: { $0.contains(scanned[i].utf8.lowerBound) }) {
                scanned[i].width = 0
                scanned[i].info.breakClass = .noBreakBefore
            }
        }
        guard first >= 0 else { return [] }
        return Array(scanned[first...].prefix { $0.utf8.lowerBound < upper })
    }

    private static func isUprightItem(_ item: Item, _ bytes: [UInt8]) -> Bool {
        item.utf8.count == 1 && isUpright(bytes[item.utf8.lowerBound])
    }

    /// Vertical widths of scanned graphemes: upright runs of one or two, everything else a row.
    private static func setWidths(_ items: inout [Item], _ bytes: [UInt8]) {
        var i = 0
        while i < items.count {
            if isUprightItem(items[i], bytes) {
                var j = i
                while j < items.count, isUprightItem(items[j], bytes) { j += 1 }
                let run = j - i
                for k in i..<j { items[k].width = run == 1 ? 2 : run == 2 ? 1 : 2 }
                i = j
                continue
            }
            if items[i].width > 0 { items[i].width = 2 }
            i += 1
        }
    }
}

/// A grapheme source over a paragraph that reports vertical widths (see `VerticalGraphemes`).
struct VerticalGraphemeSource: GraphemeSource {
    private let items: [VerticalGraphemes.Item]
    private var index = 0
    let count: Int

    init(_ text: String, beside: [Range<Int>]) {
        count = text.utf8.count
        items = VerticalGraphemes.items(of: text, utf8: 0..<count, beside: beside)
    }

    var offset: Int { index < items.count ? items[index].utf8.lowerBound : count }

    mutating func next() -> GraphemeInfo? {
        guard index < items.count else { return nil }
        var info = items[index].info
        info.width = UInt8(items[index].width)
        index += 1
        return info
    }

    mutating func skipASCIIWord(limit: Int) -> Int { 0 }
    mutating func skipIdeographs(limit: Int) -> Int { 0 }

    mutating func seek(to offset: Int) {
        var lo = 0, hi = items.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if items[mid].utf8.lowerBound < offset { lo = mid + 1 } else { hi = mid }
        }
        index = lo
    }
}
