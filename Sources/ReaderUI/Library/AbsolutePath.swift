import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// The absolute form of a path, so a state saved from `termreader books/x.txt` is still found by
/// the library run from another folder.
package enum AbsolutePath {
    /// `path` resolved (`realpath`), or joined to the working folder when that fails, or as given.
    /// It is resolved from the path's own bytes (`RawPaths`), and a result that is not UTF-8 is
    /// registered there, so the state saved under it keeps the bytes that name the file.
    package static func of(_ path: String) -> String {
        if let resolved = RawPaths.withCString(path, { realpath($0, nil) }) {
            defer { free(resolved) }
            return shown(Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
        }
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let bytes = RawPaths.bytes(of: path).map { $0.dropLast().map { UInt8(bitPattern: $0) } } ?? Array(path.utf8)
        return shown(Array(UnsafeRawBufferPointer(start: cwd, count: strlen(cwd))) + Array("/".utf8) + bytes)
    }

    /// The path `bytes` name, as shown, their bytes remembered when they are not UTF-8.
    private static func shown(_ bytes: [UInt8]) -> String {
        RawPaths.adopt(bytes) ?? String(decoding: bytes, as: UTF8.self)
    }
}
