import ReaderCore

/// Where sentences end and start in a paragraph: after `.`, `!`, `?`, `…` followed by a space or
/// the paragraph's end, and after `。`, `！`, `？` anywhere, closing quotes and brackets included.
enum Sentences {
    /// The end of the first sentence that ends after `anchor` (its last grapheme), going on into the
    /// next paragraphs; a paragraph's last grapheme ends its last sentence.
    static func end(after anchor: PageAnchor, in book: Book) -> PageAnchor? {
        var p = anchor.paragraph
        var from = anchor.grapheme + 1
        while true {
            let characters = Array(book.paragraphs[p].text)
            if let end = ends(of: characters).first(where: { $0 >= from }) { return PageAnchor(paragraph: p, grapheme: end) }
            guard let next = TextWalker.paragraph(after: p, in: book) else { return nil }
            (p, from) = (next, 0)
        }
    }

    /// The start of the sentence `anchor` is in, or of the one before when it already stands at a
    /// start, going back into earlier paragraphs.
    static func start(before anchor: PageAnchor, in book: Book) -> PageAnchor? {
        var p = anchor.paragraph
        var before = anchor.grapheme
        while true {
            let characters = Array(book.paragraphs[p].text)
            if let start = starts(of: characters).last(where: { $0 < before }) { return PageAnchor(paragraph: p, grapheme: start) }
            guard let previous = TextWalker.paragraph(before: p, in: book) else { return nil }
            (p, before) = (previous, Int.max)
        }
    }

    /// The graphemes that end a sentence, in order; the last grapheme always does.
    static func ends(of characters: [Character]) -> [Int] {
        var ends: [Int] = []
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if Self.wideStops.contains(c) || Self.stops.contains(c) {
                var end = i
                while end + 1 < characters.count, Self.stops.contains(characters[end + 1]) || Self.closers.contains(characters[end + 1]) {
                    end += 1
                }
                if Self.wideStops.contains(c) || end + 1 == characters.count || characters[end + 1].isWhitespace { ends.append(end) }
                i = end + 1
            } else {
                i += 1
            }
        }
        if let last = ends.last, last == characters.count - 1 { return ends }
        return characters.isEmpty ? ends : ends + [characters.count - 1]
    }

    /// The graphemes that start a sentence: the first, and the first after each end that is not a space.
    static func starts(of characters: [Character]) -> [Int] {
        var starts = [0]
        for end in ends(of: characters) {
            var start = end + 1
            while start < characters.count, characters[start].isWhitespace { start += 1 }
            if start < characters.count { starts.append(start) }
        }
        return starts
    }

    private static let stops: Set<Character> = [".", "!", "?", "…", "‼", "⁇", "⁈", "⁉"]
    private static let wideStops: Set<Character> = ["。", "！", "？", "．"]
    private static let closers: Set<Character> = ["\"", "'", "”", "’", "」", "』", "）", ")", "]", "】", "》", "〉", "»"]
}
