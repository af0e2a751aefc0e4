#if canImport(Glibc)
import Glibc
#endif

/// The absolute form of a path, so a state saved from `termreader books/x.txt` is still found by
/// the library run from another folder.
package enum AbsolutePath {
    /// `path` resolved (`realpath`), or joined to the working folder when that fails, or as given.
    package static func of(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + path
    }
}
