import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct BlockOffsetsTests {
    /// Offsets read back exactly: ascending ones, jumps of more than 4 GiB inside a chunk (kept apart),
    /// and even an offset below its chunk's first.
    @Test func readsBackEveryOffset() async {
        let size = ChunkedArray<UInt32>.chunkSize
        let step = Gen.oneOf(Gen.int(in: 0...500), Gen.int(in: (1 << 32) - 2...(1 << 33)), Gen.int(in: -3...0))
        await propertyCheck(count: 40, input: step.array(of: 0...(size + 40))) { steps in
            var offset = 0
            let expected = steps.map { step in
                offset += step
                return offset
            }
            let offsets = BlockOffsets(expected)
            #expect(offsets.count == expected.count)
            #expect(Array(offsets) == expected)
        }
    }

    /// Moving offsets onto others appends them (their chunks need not line up) and empties them.
    @Test func movingAppendsAndEmpties() {
        let size = ChunkedArray<UInt32>.chunkSize
        let head = (0..<(size + 7)).map { $0 * 10 }, tail = (0..<(size + 3)).map { 6_000_000_000 + $0 * 10 }
        var offsets = BlockOffsets(head), next = BlockOffsets(tail)
        offsets.append(moving: &next)
        #expect(Array(offsets) == head + tail)
        #expect(next.isEmpty)
        #expect(offsets == BlockOffsets(head + tail))
    }
}
