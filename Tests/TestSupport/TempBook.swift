import FoundationEssentials
import ReaderCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Books written to a temporary file and read through the whole pipeline (`BookLoader.load(path:)`).
public enum TempBook {
    /// Writes `text` to a new temporary file and returns its path.
    public static func write(_ text: String) throws -> String {
        let path = "/tmp/termreader-book-\(getpid())-\(Int.random(in: 0..<1_000_000_000)).txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        return path
    }

    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Loads `text` written to a temporary file, which is removed afterwards.
    public static func load(_ text: String) throws -> Book {
        try loadWith(text, rules: .auto)
    }

    /// `load` under heading `rules`.
    public static func loadWith(_ text: String, rules: HeadingRules) throws -> Book {
        let path = try write(text)
        defer { remove(path) }
        return try BookLoader.load(path: path, rules: rules)
    }
}
