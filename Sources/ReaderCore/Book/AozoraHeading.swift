/// An Aozora Bunko heading note: `［＃「第一の手記」は大見出し］` after the heading's text on its line
/// (also `中見出し`, `小見出し`, and their `同行` and `窓` kinds). Aozora texts mark every heading so,
/// numbered or not (`はしがき`, `上　先生と私`, a poem's title), and number the chapters of each part
/// afresh: the note, not the text's shape, makes the heading.
enum AozoraHeading {
    /// The heading a one-line block is, from its `raw` text (notes included), its text as shown
    /// (`shown`) and the shown text's `spans`: when a note names exactly the text shown, its ruby
    /// readings left out (`一、午后《ごご》の授業［＃「一、午后の授業」は中見出し］`). 大 heads a book (a part
    /// of a novel, a collection's work), 中 a chapter, 小 a section. A note naming only part of its
    /// line (the `（例）` line of Aozora's notice on its marks) makes none. Searched as bytes: most
    /// blocks with notes or ruby hold no `見出し］`.
    static func heading(raw: String, shown: String, spans: [InlineSpan]) -> Heading? {
        guard raw.utf8.count <= HeadingParser.maxBytes * 2, let close = offset(of: closing, in: raw) else { return nil }
        let bytes = Array(raw.utf8[..<raw.utf8.index(raw.utf8.startIndex, offsetBy: close)])
        guard let open = lastOffset(of: opening, in: bytes), let quoteEnd = firstOffset(of: quoted, in: bytes, from: open) else {
            return nil
        }
        var size = String(decoding: bytes[(quoteEnd + quoted.count)...], as: UTF8.self)[...]
        if size.hasPrefix("同行") { size = size.dropFirst(2) } else if size.hasPrefix("窓") { size = size.dropFirst() }
        let level: Heading.Level
        switch size {
        case "大": level = .book
        case "中": level = .chapter
        case "小": level = .section
        default: return nil
        }
        let target = HeadingText.trimmed(String(decoding: bytes[(open + opening.count)..<quoteEnd], as: UTF8.self)[...])
        let title = HeadingText.collapsed(HeadingText.trimmed(withoutReadings(shown, spans: spans)[...]))
        guard !target.isEmpty, title == HeadingText.collapsed(target) else { return nil }
        return Heading(level: level, kind: "見出し", title: title, standsApart: true)
    }

    /// Whether `text` holds an Aozora note (`［＃`).
    static func holdsNote(_ text: some StringProtocol) -> Bool {
        offset(of: opening.prefix(6), in: text) != nil
    }

    private static let closing = Array("見出し］".utf8), opening = Array("［＃「".utf8), quoted = Array("」は".utf8)

    /// Where `needle`'s bytes first occur in `text`'s (`memmem`).
    private static func offset(of needle: some Collection<UInt8>, in text: some StringProtocol) -> Int? {
        let needle = Array(needle)
        return text.utf8.withContiguousStorageIfAvailable { hay in
            needle.withUnsafeBytes { n in
                findBytes(hay.baseAddress, hay.count, n.baseAddress, n.count).map { Int(bitPattern: $0) - Int(bitPattern: hay.baseAddress) }
            }
        } ?? firstOffset(of: needle, in: Array(text.utf8), from: 0)
    }

    private static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func lastOffset(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).last { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
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
