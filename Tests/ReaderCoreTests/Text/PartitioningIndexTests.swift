import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct PartitioningIndexTests {
    /// On any sorted array, the index is that of the first element above the value, as a
    /// linear scan finds it (including none: `endIndex`, and all: 0).
    @Test func agreesWithALinearScan() async {
        await propertyCheck(count: 500, input: Gen.int(in: -5...40).array(of: 0...40), Gen.int(in: -10...50)) { values, v in
            let sorted = values.sorted()
            let expected = sorted.firstIndex { $0 > v } ?? sorted.endIndex
            #expect(sorted.partitioningIndex { $0 > v } == expected)
            // A slice keeps its parent's indices.
            let tail = sorted[min(3, sorted.count)...]
            #expect(tail.partitioningIndex { $0 > v } == (tail.firstIndex { $0 > v } ?? tail.endIndex), "\(sorted)")
        }
    }
}
