/// Where the markup a converter writes came from: pairs of (offset in the written markup, offset
/// in the source file), recorded as each element is written, both growing. An offset in the
/// markup maps to the source offset of the last element written at or before it.
struct OffsetMap {
    private var written: [Int] = []
    private var source: [Int] = []

    /// Notes that what is written from `markup` on comes from `sourceOffset` on.
    mutating func record(markup: Int, source sourceOffset: Int) {
        if written.last == markup { source[source.count - 1] = max(source[source.count - 1], sourceOffset); return }
        guard sourceOffset >= (source.last ?? 0) else { return }
        written.append(markup)
        source.append(sourceOffset)
    }

    /// The source offset of markup offset `offset` (0 before anything was recorded).
    func sourceOffset(of offset: Int) -> Int {
        let i = written.partitioningIndex { $0 > offset }
        return i == 0 ? 0 : source[i - 1]
    }
}
