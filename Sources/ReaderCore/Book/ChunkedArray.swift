/// An array kept in chunks of `chunkSize` elements, grown only at its end (or cut short there): past its
/// first chunk, growing it never copies what it holds (an array that doubles at the end of a long run
/// holds its elements twice for a moment and then leaves up to half its capacity unused), and one can be
/// moved onto another a chunk at a time.
struct ChunkedArray<Element>: RandomAccessCollection, MutableCollection {
    /// Elements per chunk, a power of two: an index splits into chunk and position with a shift and a mask.
    static var chunkShift: Int { 12 }
    static var chunkSize: Int { 1 << chunkShift }

    /// The full chunks, then `tail`, the one being filled: an append touches one array only.
    private var chunks: [[Element]] = []
    private var tail: [Element] = []
    private(set) var count = 0

    init() {}

    init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index out of range")
            let chunk = index >> Self.chunkShift
            return chunk < chunks.count ? chunks[chunk][index & (Self.chunkSize - 1)] : tail[index & (Self.chunkSize - 1)]
        }
        set {
            precondition(index >= 0 && index < count, "index out of range")
            let chunk = index >> Self.chunkShift
            if chunk < chunks.count {
                chunks[chunk][index & (Self.chunkSize - 1)] = newValue
            } else {
                tail[index & (Self.chunkSize - 1)] = newValue
            }
        }
    }

    /// Drops the elements from `newCount` on (a filter that kept the first `newCount` where they lay).
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0, "count below zero")
        guard newCount < count else { return }
        let chunk = newCount >> Self.chunkShift, kept = newCount & (Self.chunkSize - 1)
        if chunk < chunks.count {
            tail = Array(chunks[chunk][..<kept])
            chunks.removeSubrange(chunk...)
        } else {
            tail.removeSubrange(kept...)
        }
        count = newCount
    }

    mutating func append(_ element: consuming Element) {
        reserveTail()
        tail.append(element)
        count += 1
        if tail.count == Self.chunkSize { closeTail() }
    }

    /// Makes room for a whole chunk in an empty tail once a chunk is full: the first chunk grows
    /// as an array does, so the many small stores of a book (an EPUB's per document) stay small.
    @inline(__always)
    private mutating func reserveTail() {
        if tail.capacity == 0, !chunks.isEmpty { tail.reserveCapacity(Self.chunkSize) }
    }

    /// Moves the full tail into `chunks`.
    private mutating func closeTail() {
        var full: [Element] = []
        swap(&full, &tail)
        chunks.append(full)
    }

    /// Appends the elements of `other` a chunk's run at a time, freeing each of its chunks once copied,
    /// so at most one chunk is held twice; `other` is left empty.
    mutating func append(moving other: inout ChunkedArray) {
        guard !isEmpty else { return swap(&self, &other) }
        other.closeTail()
        for i in other.chunks.indices {
            var rest = other.chunks[i][...]
            other.chunks[i] = []
            while !rest.isEmpty {
                reserveTail()
                let piece = rest.prefix(Self.chunkSize - tail.count)
                tail += piece
                count += piece.count
                rest = rest.dropFirst(piece.count)
                if tail.count == Self.chunkSize { closeTail() }
            }
        }
        other = ChunkedArray()
    }

    /// Hands every element to `body` in order, freeing each chunk once it is done; the array is left empty.
    mutating func drain(_ body: (Element) -> Void) {
        closeTail()
        for i in chunks.indices {
            for element in chunks[i] { body(element) }
            chunks[i] = []
        }
        self = ChunkedArray()
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
extension ChunkedArray: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { self.init(elements) }
}
extension ChunkedArray: Equatable where Element: Equatable {
    static func == (a: ChunkedArray, b: ChunkedArray) -> Bool { a.elementsEqual(b) }
}
