import CZlib

/// The check closing a `BookSnapshot`: zlib's CRC-32 of everything before it, four bytes
/// little-endian, so a snapshot damaged on disk (a flipped byte in a block's text, which would
/// still read as a sound book) is refused rather than shown.
enum SnapshotSeal {
    static let size = 4

    /// Appends the check of `bytes` to them.
    static func seal(_ bytes: inout [UInt8]) {
        let crc = bytes.withUnsafeBytes { checksum($0) }
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
    }

    /// What `bytes` hold before their check, when the check is theirs; nil otherwise.
    static func opened(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard bytes.count >= size else { return nil }
        let content = UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count - size)])
        let stored = (0..<size).reduce(UInt32(0)) { $0 | UInt32(bytes[content.count + $1]) << UInt32(8 * $1) }
        return checksum(content) == stored ? content : nil
    }

    private static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        let start = crc32_z(0, nil, 0)
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return UInt32(start) }
        return UInt32(crc32_z(start, base.assumingMemoryBound(to: Bytef.self), bytes.count))
    }
}
