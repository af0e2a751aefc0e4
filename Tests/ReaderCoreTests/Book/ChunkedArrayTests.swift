import PropertyBased
import Testing

@testable import ReaderCore

@Suite struct ChunkedArrayTests {
    /// Elements read back in order across chunk boundaries, as an array holds them.
    @Test func holdsWhatWasAppendedAcrossChunks() {
        let count = 3 * ChunkedArray<Int>.chunkSize + 5
        var chunked = ChunkedArray<Int>()
        for i in 0..<count { chunked.append(i * 3) }
        #expect(chunked.count == count)
        #expect(Array(chunked) == (0..<count).map { $0 * 3 })
        #expect(chunked[ChunkedArray<Int>.chunkSize] == ChunkedArray<Int>.chunkSize * 3)
    }

    /// Moving one array onto another is appending its elements, whatever either's length, and empties it.
    @Test func movingAppendsAndEmpties() async {
        let size = ChunkedArray<Int>.chunkSize
        await propertyCheck(count: 30, input: Gen.int(in: 0...(2 * size + 3)), Gen.int(in: 0...(2 * size + 3))) { a, b in
            var first = ChunkedArray<Int>(), second = ChunkedArray<Int>()
            for i in 0..<a { first.append(i) }
            for i in 0..<b { second.append(-i) }
            first.append(moving: &second)
            #expect(Array(first) == Array(0..<a) + (0..<b).map { -$0 })
            #expect(second.isEmpty)
            second.append(7)
            #expect(Array(second) == [7])
        }
    }
}
