import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Paths whose bytes are not UTF-8, known by the String Swift made of them (U+FFFD for each bad
/// byte): the command line's (`RawArguments`) and those built from folder entries
/// (`DirectoryEntry.path`). The repaired String names no file, so system calls take the bytes.
public enum RawPaths {
    /// Paths built from folder entries, by their repaired String: their bytes, NUL-terminated.
    private static let listed = Mutex<[String: [CChar]]>([:])

    /// Remembers `bytes` (without a NUL) as the bytes of the repaired `path`.
    static func register(_ path: String, bytes: [UInt8]) {
        let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
        listed.withLock { $0[path] = terminated }
    }

    /// The path `bytes` (as a saved state keeps them) names, as shown: the repaired String, with
    /// its bytes remembered; nil when they are no path (empty, a NUL, longer than `PATH_MAX`).
    package static func adopt(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty, bytes.count < PATH_MAX, !bytes.contains(0) else { return nil }
        let shown = String(decoding: bytes, as: UTF8.self)
        if String(validating: bytes, as: UTF8.self) == nil { register(shown, bytes: bytes) }
        return shown
    }

    /// The original bytes (NUL-terminated) of `path` when it is a path Swift had to repair, else nil.
    public static func bytes(of path: String) -> [CChar]? {
        guard path.unicodeScalars.contains("\u{FFFD}") else { return nil }
        return RawArguments.original[path] ?? listed.withLock { $0[path] }
    }

    /// `body` given the C string of `path`: its original bytes when it was repaired, else its UTF-8.
    public static func withCString<T>(_ path: String, _ body: (UnsafePointer<CChar>) -> T) -> T {
        guard let raw = bytes(of: path) else { return path.withCString(body) }
        return raw.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
