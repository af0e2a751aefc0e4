/// A content fingerprint of a book file, so a moved or renamed file still resumes.
///
/// FNV-1a 64 over the size and three 64 KiB samples (start, middle, end): constant
/// time for any file size, and any edit that changes the size or the sampled bytes
/// gives a new fingerprint.
public enum Fingerprint {
    static let sampleSize = 64 * 1024

    /// 16 lowercase hex digits.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> String {
        of(size: bytes.count) { range, mix in
            for i in range { mix(bytes[i]) }
        }
    }

    /// The fingerprint of `file` as it was opened, from its three samples read with pread (a file cut
    /// short since then gives another fingerprint, never a crash).
    public static func of(_ file: SourceFile) -> String {
        of(size: file.size) { range, mix in
            for byte in file.bytes(in: range) { mix(byte) }
        }
    }

    /// The hash of a file of `size` bytes whose samples `feed` hands to `mix`, byte by byte in order.
    private static func of(size count: Int, feed: (Range<Int>, (UInt8) -> Void) -> Void) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        var size = UInt64(count)
        for _ in 0..<8 {
            mix(UInt8(truncatingIfNeeded: size))
            size >>= 8
        }
        let n = count
        let starts = [0, max(0, n / 2 - sampleSize / 2), max(0, n - sampleSize)]
        for start in starts {
            feed(start..<min(n, start + sampleSize), mix)
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
