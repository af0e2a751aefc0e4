/// The start of a book file and its size, kept in the reading state so that a book that
/// grew (text appended: a serial being written, a log) is still recognised as the same
/// book — its content fingerprint changes with its size and its end, its start does not.
public struct PrefixFingerprint: Codable, Equatable, Sendable {
    /// Bytes hashed from the start of the file: the first `sampleSize`, or the whole file when shorter.
    public var length: Int
    /// FNV-1a 64 of those bytes, 16 lowercase hex digits.
    public var hash: String
    /// The file's size when the state was saved.
    public var size: Int

    /// Bytes of the start that identify a book.
    public static let sampleSize = 64 * 1024

    /// The prefix fingerprint of `file` as it is now.
    public static func of(_ file: SourceFile) -> PrefixFingerprint {
        let length = min(file.size, sampleSize)
        return PrefixFingerprint(length: length, hash: hash(file.bytes(in: 0..<length)), size: file.size)
    }

    /// Whether `file` starts with the bytes this describes and is longer than the file was: the same book, grown.
    public func isGrown(into file: SourceFile) -> Bool {
        guard length == min(size, Self.sampleSize), length > 0, size < file.size else { return false }
        return Self.hash(file.bytes(in: 0..<length)) == hash
    }

    /// FNV-1a 64 of `bytes` with their count mixed in first, as hex.
    static func hash(_ bytes: [UInt8]) -> String {
        var hash = FNV1a()
        hash.mix(count: bytes.count)
        bytes.withUnsafeBytes { hash.mix($0) }
        return hash.hex
    }
}
