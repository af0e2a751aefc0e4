#if canImport(Glibc)
import Glibc
#endif

/// Names read from a folder with `readdir`: the one place a `dirent`'s fixed-size C name becomes
/// a Swift string (bytes that are not UTF-8 become U+FFFD).
public enum DirectoryEntry {
    /// The name of `entry`, up to its terminating NUL.
    public static func name(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
