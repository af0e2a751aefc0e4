/// The text shown around a match: a few words either side, on one line.
enum FullTextSnippet {
    /// The characters of `text` around the UTF-8 range `match`, with `…` where text was cut, and
    /// where the match is in it, in characters.
    static func around(_ match: Range<Int>, in text: String) -> (snippet: String, match: Range<Int>) {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: match.lowerBound)
        let end = utf8.index(utf8.startIndex, offsetBy: match.upperBound)
        let before = text[..<start].suffix(Self.before), found = text[start..<end], after = text[end...].prefix(Self.after)
        let head = before.startIndex > text.startIndex ? "…" : "", tail = after.endIndex < text.endIndex ? "…" : ""
        let lead = head.count + before.count
        return (head + before + found + after + tail, lead..<lead + found.count)
    }

    /// Characters kept before and after the match.
    static let before = 30
    static let after = 50
}
