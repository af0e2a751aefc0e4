/// An Aozora Bunko heading note: `［＃「第一の手記」は大見出し］` after the heading's text on its line
/// (also `中見出し`, `小見出し`, and their `同行` and `窓` kinds). Aozora texts mark every heading so,
/// numbered or not (`はしがき`, `上　先生と私`, a poem's title), and number the chapters of each part
/// afresh: the note, not the text's shape, makes the heading.
enum AozoraHeading {
    /// The heading a one-line block is, from its `raw` text (notes included), its text as shown
    /// (`shown`) and the shown text's `spans`: when a note names exactly the text shown, its ruby
    /// readings left out (`一、午后《ごご》の授業［＃「一、午后の授業」は中見出し］`). 大 heads a book (a part
    /// of a novel, a collection's work), 中 a chapter, 小 a section. A note naming only part of its
    /// line (the `（例）` line of Aozora's notice on its marks) makes none.
    static func heading(raw: String, shown: String, spans: [InlineSpan]) -> Heading? {
        guard raw.utf8.count <= HeadingParser.maxBytes * 2, let close = raw.firstRange(of: "見出し］") else { return nil }
        let before = raw[..<close.lowerBound]
        guard let open = before.ranges(of: "［＃「").last, let quoteEnd = before[open.upperBound...].firstRange(of: "」は") else { return nil }
        let target = HeadingText.trimmed(before[open.upperBound..<quoteEnd.lowerBound])
        var size = before[quoteEnd.upperBound...]
        if size.hasPrefix("同行") { size = size.dropFirst(2) } else if size.hasPrefix("窓") { size = size.dropFirst() }
        let level: Heading.Level
        switch size {
        case "大": level = .book
        case "中": level = .chapter
        case "小": level = .section
        default: return nil
        }
        let title = HeadingText.collapsed(HeadingText.trimmed(withoutReadings(shown, spans: spans)[...]))
        guard !target.isEmpty, title == HeadingText.collapsed(target) else { return nil }
        return Heading(level: level, kind: "見出し", title: title, standsApart: true)
    }

    /// `text` without its ruby annotations (`(ごご)` of `午后(ごご)`).
    private static func withoutReadings(_ text: String, spans: [InlineSpan]) -> String {
        let readings = spans.filter { $0.kind == .rubyAnnotation }.map(\.utf8)
        guard !readings.isEmpty else { return text }
        var bytes: [UInt8] = []
        var at = 0
        let utf8 = Array(text.utf8)
        for reading in readings.sorted(by: { $0.lowerBound < $1.lowerBound }) where reading.lowerBound >= at {
            bytes += utf8[at..<reading.lowerBound]
            at = reading.upperBound
        }
        bytes += utf8[at...]
        return String(decoding: bytes, as: UTF8.self)
    }
}
