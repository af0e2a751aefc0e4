import Synchronization

/// Counts the pages of a whole book: every chapter's page table, laid out on every
/// processor at once (each thread takes the next chapter not yet taken).
public enum PageTableBuilder {
    /// Page anchors of every chapter in order, or nil when `cancelled` answered true
    /// (asked before each chapter, from any thread). A chapter with a table in `known` (laid out
    /// while the book was read, `BookLoader.loadLaidOut`) takes it and is not laid out again.
    public static func tables(
        _ paginator: Paginator, threads: Int = BackgroundThread.processorCount, known: [[PageAnchor]?] = [],
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
                if known.indices.contains(c), let table = known[c] {
                    results.withLock { $0[c] = table }
                    continue
                }
                if cancelled() {
                    stopped.store(true, ordering: .relaxed)
                    break
                }
                // Every chapter is read once here: a released one is not kept decoded for it. Each table
                // goes straight to its place: a book of tens of thousands of chapters would hold a list
                // of them per thread beside.
                let table = paginator.anchors(of: c, keepingText: false)
                results.withLock { $0[c] = table }
            }
        }
        if stopped.load(ordering: .relaxed) { return nil }
        return results.withLock { $0 }
    }
}
