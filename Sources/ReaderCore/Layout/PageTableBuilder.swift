import Synchronization

/// Counts the pages of a whole book: every chapter's page table, laid out on every
/// processor at once (each thread takes the next chapter not yet taken).
public enum PageTableBuilder {
    /// Page anchors of every chapter in order, or nil when `cancelled` answered true
    /// (asked before each chapter, from any thread). A chapter with pages in `known` (found while
    /// the book was read, `BookLoader.loadLaidOut`) takes them and is not laid out again.
    public static func tables(
        _ paginator: Paginator, threads: Int = BackgroundThread.processorCount, known: [KnownPages?] = [],
        cancelled: @Sendable () -> Bool = { false }
    ) -> [[PageAnchor]]? {
        let count = paginator.book.chapters.count
        let next = Atomic<Int>(0)
        let stopped = Atomic<Bool>(false)
        let results = Mutex([[PageAnchor]](repeating: [], count: count))
        BackgroundThread.parallel(min(threads, count)) { _ in
            while true {
                let c = next.add(1, ordering: .relaxed).oldValue
                guard c < count else { break }
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
}
