/// A content fingerprint of a book file, so a moved or renamed file still resumes.
///
/// FNV-1a 64 over the size and three 64 KiB samples (start, middle, end): constant
/// time for any file size, and any edit that changes the size or the sampled bytes
/// gives a new fingerprint.
public enum Fingerprint {
    static let sampleSize = 64 * 1024

    /// 16 lowercase hex digits.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> String {
        of(size: bytes.count) { range in UnsafeRawBufferPointer(rebasing: bytes[range]) }
    }

    /// The fingerprint of `file` as it was opened, from its three samples read with pread (a file cut
    /// short since then gives another fingerprint, never a crash).
    public static func of(_ file: SourceFile) -> String {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: sampleSize, alignment: 16)
        defer { buffer.deallocate() }
        return of(size: file.size) { range in
            UnsafeRawBufferPointer(
                rebasing: buffer[0..<file.read(range, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<range.count]))])
        }
    }

    /// The hash of a file of `size` bytes: its size, then its samples as `sample(range)` gives them
    /// (valid until the next call).
    private static func of(size n: Int, sample: (Range<Int>) -> UnsafeRawBufferPointer) -> String {
        var hash = FNV1a()
        hash.mix(count: n)
        for start in [0, max(0, n / 2 - sampleSize / 2), max(0, n - sampleSize)] {
            hash.mix(sample(start..<min(n, start + sampleSize)))
        }
        return hash.hex
    }
}
