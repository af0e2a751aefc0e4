/// Chooses the parts of a file that encoding detection looks at: the head plus windows spread over the rest,
/// a bounded total, so detecting a 100 MB book costs about what a 1 MB one does.
enum EncodingSample {
    /// Bytes read from the start of the file.
    static let headSize = 64 * 1024
    /// Bytes of each later window.
    static let windowSize = 16 * 1024
    /// Number of later windows.
    static let windowCount = 12
    /// Files up to this size are looked at whole.
    static var wholeFileLimit: Int { headSize + windowSize * windowCount }

    /// Byte ranges to sample, in file order, not overlapping.
    static func windows(size: Int) -> [Range<Int>] {
        if size <= wholeFileLimit { return size > 0 ? [0..<size] : [] }
        var result = [0..<headSize]
        let stride = (size - headSize) / windowCount
        for k in 0..<windowCount {
            let lower = headSize + k * stride + (stride - windowSize) / 2
            result.append(lower..<min(lower + windowSize, size))
        }
        return result
    }

    /// Moves a window's start to just after its first line break, so multibyte characters are read in step;
    /// when there is none, to just after the first ASCII byte. The window at the start of the file stays as it is.
    static func alignToLine(_ window: Range<Int>, in bytes: UnsafeRawBufferPointer) -> Range<Int> {
        guard window.lowerBound > 0 else { return window }
        var firstASCII: Int?
        for i in window {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D { return (i + 1)..<window.upperBound }
            if firstASCII == nil, b < 0x80 { firstASCII = i + 1 }
        }
        return (firstASCII ?? window.lowerBound)..<window.upperBound
    }

    /// Up to `limit` small windows around the first non-ASCII bytes after `from`, scanning at most `budget` bytes
    /// eight at a time. Used when the regular sample was pure ASCII (a Latin-1 book may have its first accent deep
    /// inside). Each window starts on an ASCII byte, so multibyte characters in it are read in step.
    /// `fill(range)` is called before each stretch of the file is scanned (see `SampledFile`).
    static func windowsAroundNonASCII(
        in bytes: UnsafeRawBufferPointer, from: Int, budget: Int, limit: Int = 32,
        fill: (Range<Int>) -> Void = { _ in }
    ) -> [Range<Int>] {
        let end = min(bytes.count, from + budget)
        var result: [Range<Int>] = []
        var i = from
        var asciiFrom = from // every byte in asciiFrom..<i is ASCII
        let stretch = 1 << 20
        var filledTo = from
        while i < end, result.count < limit {
            if i + 8 >= filledTo {
                // The next stretch, with room for a window around a byte found at its end.
                fill(filledTo..<min(bytes.count, filledTo + stretch + 1024))
                filledTo += stretch
            }
            if i + 8 <= end, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            if bytes[i] < 0x80 { i += 1; continue }
            let upper = min(bytes.count, i + 512)
            result.append(max(asciiFrom, i - 256)..<upper)
            i = upper
            while i < end, bytes[i] >= 0x80 { i += 1 }
            asciiFrom = i
        }
        return result
    }
}
