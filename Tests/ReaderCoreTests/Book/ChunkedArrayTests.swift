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

    /// Set in place, cut short and grown again, it holds what an array does, whatever the lengths.
    @Test func setsAndTruncatesAsAnArrayDoes() async {
        let size = ChunkedArray<Int>.chunkSize
        await propertyCheck(
            count: 40, input: Gen.int(in: 0...(3 * size + 3)), Gen.int(in: 0...(3 * size + 3)), Gen.int(in: 0...(size + 2))
        ) { length, cut, more in
            var chunked = ChunkedArray<Int>(0..<length), array = Array(0..<length)
            for i in stride(from: 0, to: length, by: 7) {
                chunked[i] = -i
                array[i] = -i
            }
            let kept = min(cut, length)
            chunked.truncate(to: kept)
            array.removeSubrange(kept...)
            for i in 0..<more {
                chunked.append(1_000_000 + i)
                array.append(1_000_000 + i)
            }
            #expect(chunked.count == array.count)
            #expect(Array(chunked) == array)
        }
    }
}
