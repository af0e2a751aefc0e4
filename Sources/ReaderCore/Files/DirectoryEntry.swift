#if canImport(Glibc)
import Glibc
#endif

/// Names read from a folder with `readdir`: the one place a `dirent`'s fixed-size C name becomes
/// a Swift string (bytes that are not UTF-8 become U+FFFD, so the name shows sanitized).
public enum DirectoryEntry {
    /// The name of `entry`, up to its terminating NUL.
    public static func name(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The path of `entry` in `folder`, as shown. When the name is not UTF-8, the path's bytes are
    /// kept in `RawPaths`, so the file is opened (and stat'ed) by its own name, not the shown one.
    public static func path(_ entry: UnsafeMutablePointer<dirent>, in folder: String) -> String {
        let separator = folder.hasSuffix("/") ? "" : "/"
        return withUnsafeBytes(of: entry.pointee.d_name) { raw in
            let bytes = raw.prefix { $0 != 0 }
            let path = folder + separator + String(decoding: bytes, as: UTF8.self)
            if String(validating: bytes, as: UTF8.self) == nil {
                let base = RawPaths.bytes(of: folder).map { $0.dropLast().map { UInt8(bitPattern: $0) } } ?? Array(folder.utf8)
                RawPaths.register(path, bytes: base + Array(separator.utf8) + bytes)
            }
            return path
        }
    }
}
