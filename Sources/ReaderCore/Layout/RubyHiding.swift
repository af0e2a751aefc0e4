/// A block's text without its ruby annotations, for laying the block out when they are not
/// shown inline (`RubyStyle.above`, `.off`), and the way back from its lines to the block's own
/// text. Restored lines cover the annotations too (each with the line its base ends on), so
/// every grapheme of the block stays on exactly one line: a `Location` — in the book's text,
/// annotations included — lands on the same text in every ruby style.
struct RubyHiding {
    /// The text laid out: the block's text without its annotations.
    let shown: String
    /// Each annotation taken out: where it was in `shown` (grapheme, UTF-8 offset) and its length.
    private let cuts: [(grapheme: Int, utf8: Int, graphemes: Int, bytes: Int)]

    /// Nil when `text` has no annotation (`spans` is asked only when it may have one), or when taking
    /// them out would join the characters around one into a single grapheme (lines could then not
    /// be mapped back): the block is then laid out as it is.
    init?(text: String, spans: () -> [InlineSpan]) {
        guard text.utf8.contains(UInt8(ascii: "(")) else { return nil }
        let annotations = spans().filter { $0.kind == .rubyAnnotation }.map(\.utf8).sorted { $0.lowerBound < $1.lowerBound }
        guard !annotations.isEmpty else { return nil }
        var shown = ""
        shown.reserveCapacity(text.utf8.count)
        var cuts: [(grapheme: Int, utf8: Int, graphemes: Int, bytes: Int)] = []
        var next = 0 // the next annotation
        var byte = 0, kept = 0, keptBytes = 0
        var removing = false // the character before was taken out: this one joins its cut
        for ch in text {
            while next < annotations.count, annotations[next].upperBound <= byte { next += 1 }
            let bytes = ch.utf8.count
            if next < annotations.count, annotations[next].contains(byte) {
                if removing {
                    cuts[cuts.count - 1].graphemes += 1
                    cuts[cuts.count - 1].bytes += bytes
                } else {
                    cuts.append((kept, keptBytes, 1, bytes))
                }
                removing = true
            } else {
                shown.append(ch)
                kept += 1
                keptBytes += bytes
                removing = false
            }
            byte += bytes
        }
        guard shown.count == kept else { return nil }
        self.shown = shown
        self.cuts = cuts
    }

    /// Turns `lines` of `shown` into lines of the block's text: the same breaks, each line's end
    /// moved past the annotations before it (and those right after it, which follow their base).
    func restore(_ lines: inout [BrokenLine]) {
        var cut = 0, graphemes = 0, bytes = 0 // annotations at or before the boundary so far, and their lengths
        func boundary(_ g: Int, _ b: Int) -> (Int, Int) {
            while cut < cuts.count, cuts[cut].grapheme <= g {
                graphemes += cuts[cut].graphemes
                bytes += cuts[cut].bytes
                cut += 1
            }
            return (g + graphemes, b + bytes)
        }
        var lower = (0, 0)
        for i in lines.indices {
            let upper = boundary(lines[i].graphemes.upperBound, lines[i].utf8.upperBound)
            // Lines follow each other without gaps; the first starts at the block's start.
            lines[i].graphemes = min(lower.0, upper.0)..<upper.0
            lines[i].utf8 = min(lower.1, upper.1)..<upper.1
            lower = upper
        }
    }
}
