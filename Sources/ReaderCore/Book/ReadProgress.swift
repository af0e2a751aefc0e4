import Synchronization

/// Bytes read so far by the parts of a parallel load, and whether it was cancelled.
final class ReadProgress: Sendable {
    private let total: Double
    private let done = Atomic<Int>(0)
    private let cancelled = Atomic<Bool>(false)

    init(total: Int) {
        self.total = Double(max(1, total))
    }

    /// Counts `bytes` more and tells `report` the fraction read; its false cancels every part.
    /// Returns false once cancelled.
    func advance(by bytes: Int, _ report: (Double) -> Bool) -> Bool {
        let sum = done.add(bytes, ordering: .relaxed).newValue
        if !report(Double(sum) / total) { cancelled.store(true, ordering: .relaxed) }
        return !isCancelled
    }

    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }
}
