/// Reads a range of a book file line by line through a reusable buffer filled with `pread`
/// (see `SourceFile`): a line is handed out only when it, its terminator and the unit after
/// it are all in the buffer (so CR LF split across two reads is still one terminator), and
/// the rest is read again from that line's start. A line longer than the buffer grows it.
/// When the file is cut short under us the read simply ends where the file now ends.
struct ChunkedLines {
    /// Bytes read at a time, unless the caller expects to need less.
    static let chunkBytes = 1 << 20

    let file: SourceFile
    let decoder: TextDecoder

    /// Calls `body(offset, line)` for each raw line of `range` as `TextDecoder.forEachLine` does on
    /// the whole file; `expected` is about how many bytes the caller will read before stopping
    /// (a first-page window), so a small read does not fill a megabyte.
    func forEach(in range: Range<Int>, expected: Int = chunkBytes, _ body: (Int, UnsafeRawBufferPointer) -> Bool) {
        let range = min(max(0, range.lowerBound), file.size)..<min(max(0, range.upperBound), file.size)
        guard !range.isEmpty else { return }
        let unit = decoder.encoding.codeUnitSize
        var capacity = min(range.count, max(64 * 1024, min(expected, Self.chunkBytes)))
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
        defer { buffer.deallocate() }
        var position = range.lowerBound
        while position < range.upperBound {
            let want = min(capacity, range.upperBound - position)
            let got = file.read(position..<position + want, into: buffer)
            guard got > 0 else { return }
            // Short read: the file ended early (it was cut), so this is all there is.
            let isLast = got < want || position + got >= range.upperBound
            var next = position + got
            var stopped = false
            let start = position
            decoder.forEachLine(in: UnsafeRawBufferPointer(buffer), range: 0..<got) { offset, line in
                if !isLast, offset + line.count + 2 * unit > got {
                    next = start + offset
                    return false
                }
                if !body(start + offset, line) {
                    stopped = true
                    return false
                }
                return true
            }
            if stopped || isLast { return }
            if next == position {
                // One line fills the buffer: read it again with room for all of it.
                capacity = min(capacity * 2, range.upperBound - position)
                buffer.deallocate()
                buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 16)
            }
            position = next
        }
    }
}
