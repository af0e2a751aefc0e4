import Synchronization

/// Counts the pages of a whole book: every chapter's page table, laid out on every
/// processor at once (each thread takes the next chapter not yet taken, the largest first).
public enum PageTableBuilder {
    /// Page anchors of every chapter in order, or nil when `cancelled` answered true
    /// (asked before each chapter, from any thread). A chapter with pages in `known` (found while
    /// the book was read, `BookLoader.loadLaidOut`) takes them and is not laid out again.
    public static func tables(
        _ paginator: Paginator, threads: Int = BackgroundThread.processorCount, known: [KnownPages?] = [],
        cancelled: @Sendable () -> Bool = { false }
    ) -> [[PageAnchor]]? {
        let count = paginator.book.chapters.count
        let order = takingOrder(paginator.book, threads: threads)
        let next = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
        let results = Mutex([[PageAnchor]](repeating: [], count: count))
        BackgroundThread.parallel(min(threads, count)) { _ in
            while true {
                let taken = next.add(1, ordering: .relaxed).oldValue
                guard taken < count else { break }
                let c = order[taken]
                let found = known.indices.contains(c) ? known[c] : nil
                if let found, found.lineStarts.isEmpty {
                    results.withLock { $0[c] = found.anchors }
                    continue
                }
                if cancelled() {
                    stopped.store(true, ordering: .relaxed)
                    break
                }
                // Every chapter is read once here (or only the blocks its known pages start inside): a
                // released one is not kept decoded for it. Each table goes straight to its place: a book
                // of tens of thousands of chapters would hold a list of them per thread beside.
                let table = found.map { paginator.anchors(of: c, known: $0) } ?? paginator.anchors(of: c, keepingText: false)
                results.withLock { $0[c] = table }
            }
        }
        if stopped.load(ordering: .relaxed) { return nil }
        return results.withLock { $0 }
    }

    /// The order chapters are taken in: those that hold more than a share of the book large enough
    /// to leave one thread laying them out alone at the end (an appendix of thousands of pages as
    /// the last chapter), largest first, then the others in the book's order.
    static func takingOrder(_ book: Book, threads: Int) -> [Int] {
        let chapters = book.chapters
        func size(_ c: Int) -> Int { max(0, (c + 1 < chapters.count ? chapters[c + 1].offset : book.sourceSize) - chapters[c].offset) }
        let share = book.sourceSize / max(1, 8 * threads)
        let large = chapters.indices.filter { size($0) > share }.sorted { size($0) > size($1) }
        guard !large.isEmpty else { return Array(chapters.indices) }
        let taken = Set(large)
        return large + chapters.indices.filter { !taken.contains($0) }
    }
}
