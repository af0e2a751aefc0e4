/// Graphemes as they are set in a vertical column, measured in cells of the column's length:
/// a row holds one full-width character and counts 2, as a line counts a wide character.
///
/// A half-width character takes a row of its own (2), except in a run of one or two ASCII
/// letters or digits, which sit side by side in one row (縦中横: a run of two counts 1 + 1).
/// A longer run is set one character per row. Zero-width graphemes (combining marks, `\n`)
/// take no row, nor do ruby annotations set beside their base (`VerticalRuby`). The line
/// breaker measures vertical columns with these widths (`LineBreaker.isVertical`) and the
/// vertical renderer draws them, so both agree on where each row is. Widths are worked out
/// from the bytes around each grapheme as it is read: nothing is kept per paragraph.
public enum VerticalGraphemes {
    /// The longest run of ASCII letters and digits set upright in one row.
    public static let longestUprightRun = 2

    /// One grapheme of a span: its UTF-8 range in the paragraph's text and its vertical width
    /// (0, 1 for half of an upright pair, or 2).
    public struct Item: Sendable, Equatable {
        public var utf8: Range<Int>
        public var width: Int
    }

    /// The graphemes of `text` whose UTF-8 offsets lie in `span` (which starts and ends on
    /// grapheme boundaries), with their vertical widths; a run of letters and digits is measured
    /// across the span's ends, so a span of a paragraph is set as the whole paragraph sets it.
    /// Graphemes in `beside` (ruby set beside the column) take no row.
    public static func items(of text: String, utf8 span: Range<Int>, beside: [Range<Int>] = []) -> [Item] {
        GraphemeScanner.withScanner(text) { scanner in
            var source = VerticalGraphemeSource(scanner, beside: beside)
            source.seek(to: span.lowerBound)
            var items: [Item] = []
            while source.offset < span.upperBound {
                let start = source.offset
                guard let info = source.next() else { break }
                items.append(Item(utf8: start..<source.offset, width: Int(info.width)))
            }
            return items
        }
    }

    /// True for the bytes that make up upright runs: ASCII letters and digits.
    @inline(__always)
    static func isUpright(_ b: UInt8) -> Bool {
        (b | 0x20) &- 0x61 < 26 || b &- 0x30 < 10
    }

    /// Whether the grapheme at `i` is one upright byte: a letter or digit that the next scalar
    /// does not extend (as a combining mark or a joiner would).
    static func isUprightGrapheme(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard i < bytes.count, isUpright(bytes[i]) else { return false }
        let next = i + 1
        guard next < bytes.count, bytes[next] >= 0x80 else { return true }
        var iterator = bytes[next...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return true }
        let properties = scalar.properties
        return !(properties.isGraphemeExtend || properties.generalCategory == .spacingMark || scalar == "\u{200D}")
    }

    /// The vertical width of the upright grapheme at `i`: 1 in a run of two, 2 alone or in a longer run.
    static func uprightWidth(at i: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var run = 1
        var j = i
        // Before it: letters and digits followed by one are whole graphemes.
        while j > 0, run <= longestUprightRun, isUpright(bytes[j - 1]) { j -= 1; run += 1 }
        j = i + 1
        while run <= longestUprightRun, isUprightGrapheme(at: j, in: bytes) { j += 1; run += 1 }
        return run == 2 ? 1 : 2
    }
}

/// A grapheme source over a paragraph that reports vertical widths (see `VerticalGraphemes`);
/// ruby set beside the column takes no width and no column starts with it.
struct VerticalGraphemeSource: GraphemeSource {
    private var scanner: GraphemeScanner
    private let beside: [Range<Int>]

    init(_ scanner: GraphemeScanner, beside: [Range<Int>]) {
        self.scanner = scanner
        self.beside = beside
    }

    var count: Int { scanner.count }
    var offset: Int { scanner.offset }

    mutating func next() -> GraphemeInfo? {
        let start = scanner.offset
        guard var info = scanner.next() else { return nil }
        if !beside.isEmpty, beside.contains(where: { $0.contains(start) }) {
            info.width = 0
            info.breakClass = .noBreakBefore
        } else if info.width > 0 {
            let bytes = scanner.utf8
            info.width =
                scanner.offset - start == 1 && VerticalGraphemes.isUpright(bytes[start])
                ? UInt8(VerticalGraphemes.uprightWidth(at: start, in: bytes)) : 2
        }
        return info
    }

    mutating func skipASCIIWord(limit: Int) -> Int { 0 }
    mutating func skipASCIIWords(limit: Int) -> Int { 0 }
    mutating func skipSpace() -> Bool { false }
    mutating func skipIdeographs(limit: Int) -> Int { 0 }
    func byte(at offset: Int) -> UInt8 { scanner.byte(at: offset) }
    mutating func seek(to offset: Int) { scanner.seek(to: offset) }
}
