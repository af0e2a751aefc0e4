/// The texts of a run of paragraphs (a page's first to its chapter's end), fetched a batch at a
/// time as a walk reaches them, each batch twice the last: laying out one page reads about that
/// page's paragraphs, not the rest of its chapter, so a turn costs the page, not the chapter.
struct ChapterTexts {
    private let end: Int
    private let fetch: (Range<Int>) -> [String]
    private var first: Int
    private var texts: [String] = []
    private var batch: Int

    /// Paragraphs `range`, read through `fetch` in batches of `batch` and growing (the whole
    /// range at once when `batch` covers it: a walk over every page reads each chapter once).
    init(_ range: Range<Int>, batch: Int, fetch: @escaping (Range<Int>) -> [String]) {
        end = range.upperBound
        first = range.lowerBound
        self.batch = max(1, batch)
        self.fetch = fetch
    }

    /// The text of paragraph `p` (inside the range), fetching up to it first.
    mutating func text(of p: Int) -> String {
        while p >= first + texts.count, first + texts.count < end {
            let from = first + texts.count
            texts += fetch(from..<min(end, from + batch))
            batch *= 2
        }
        return texts[p - first]
    }
}
