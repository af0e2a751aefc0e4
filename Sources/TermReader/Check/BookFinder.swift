import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// The books the sweep opens: each path named that is a file, and under each folder named every
/// `.txt` and `.epub` file at any depth (hidden files and folders skipped), sorted by path.
enum BookFinder {
    static func books(in paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            if isFolder(path) {
                var inFolder: [String] = []
                walk(path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path, into: &inFolder)
                found += inFolder.sorted()
            } else {
                found.append(path)
            }
        }
        return found
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func walk(_ folder: String, into found: inout [String]) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            if isFolder(path) {
                walk(path, into: &found)
            } else if let dot = name.lastIndex(of: "."), LibraryCatalog.bookExtensions.contains(name[name.index(after: dot)...].lowercased()),
                LibraryCatalog.regularFileSize(path) != nil
            {
                found.append(path)
            }
        }
    }
}
