/// An append-only array kept in chunks of `chunkSize` elements: growing it never copies what it holds
/// (an array that doubles at the end of a long run holds its elements twice for a moment and then
/// leaves up to half its capacity unused), and one can be moved onto another a chunk at a time.
struct ChunkedArray<Element>: RandomAccessCollection {
    /// Elements per chunk, a power of two: an index splits into chunk and position with a shift and a mask.
    static var chunkShift: Int { 12 }
    static var chunkSize: Int { 1 << chunkShift }

    private var chunks: [[Element]] = []
    private(set) var count = 0

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of range")
        return chunks[index >> Self.chunkShift][index & (Self.chunkSize - 1)]
    }

    mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    /// Appends the elements of `other`, freeing each of its chunks once copied, so at most one
    /// chunk is held twice; `other` is left empty.
    mutating func append(moving other: inout ChunkedArray) {
        other.drain { append($0) }
    }

    /// Hands every element to `body` in order, freeing each chunk once it is done; the array is left empty.
    mutating func drain(_ body: (Element) -> Void) {
        for i in chunks.indices {
            for element in chunks[i] { body(element) }
            chunks[i] = []
        }
        self = ChunkedArray()
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
extension ChunkedArray: Equatable where Element: Equatable {
    static func == (a: ChunkedArray, b: ChunkedArray) -> Bool { a.elementsEqual(b) }
}
