/// Where each block of a book starts in its source, ascending, in about 4 bytes a block rather than
/// 8: each offset is kept as its distance from the first offset of its chunk (`ChunkedArray`), and
/// the rare one more than 4 GiB away is kept whole on the side.
public struct BlockOffsets: RandomAccessCollection, Sendable, Equatable {
    /// The first offset of each chunk of `distances`.
    private var bases: [Int] = []
    private var distances = ChunkedArray<UInt32>()
    /// Offsets too far from their chunk's first to fit a distance (marked `UInt32.max` there), by index.
    private var far: [Int: Int] = [:]

    public init() {}

    public init<Offsets: Sequence<Int>>(_ offsets: Offsets) {
        for offset in offsets { append(offset) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { distances.count }

    public subscript(index: Int) -> Int {
        let distance = distances[index]
        return distance == .max ? far[index]! : bases[index >> ChunkedArray<UInt32>.chunkShift] + Int(distance)
    }

    public mutating func append(_ offset: Int) {
        let index = distances.count
        if index & (ChunkedArray<UInt32>.chunkSize - 1) == 0 { bases.append(offset) }
        let distance = offset - bases[bases.count - 1]
        if distance >= 0, distance < Int(UInt32.max) {
            distances.append(UInt32(distance))
        } else {
            distances.append(.max)
            far[index] = offset
        }
    }

    /// Appends the offsets of `other`, freeing its storage as it goes; `other` is left empty.
    public mutating func append(moving other: inout BlockOffsets) {
        guard !isEmpty else { return swap(&self, &other) }
        // Distances count from other's chunk bases, which need not line up with ours: append offset by offset.
        let bases = other.bases, far = other.far
        var index = 0
        other.distances.drain { distance in
            append(distance == .max ? far[index]! : bases[index >> ChunkedArray<UInt32>.chunkShift] + Int(distance))
            index += 1
        }
        other = BlockOffsets()
    }

    public static func == (a: BlockOffsets, b: BlockOffsets) -> Bool { a.elementsEqual(b) }
}
