/// How far through a book a place is, as the footer, the lists of marks and matches and a jump to
/// a percent count it: through the reading order, from the first block (a PDF's first page starts
/// a page's span of offsets in, so its first page is 0%, not one page's share) to `readingOrderSize`.
extension Book {
    /// The share of the reading order before source offset `offset`, 0…1.
    public func progress(atOffset offset: Double) -> Double {
        let start = Double(paragraphs.offsets.first ?? 0)
        let span = Double(readingOrderSize) - start
        return span > 0 ? min(1, max(0, (offset - start) / span)) : 0
    }

    /// The source offset `progress` (0…1) of the way through the reading order.
    public func offset(atProgress progress: Double) -> Int {
        let start = paragraphs.offsets.first ?? 0
        return start + Int(Double(max(0, readingOrderSize - start)) * min(1, max(0, progress)))
    }
}
