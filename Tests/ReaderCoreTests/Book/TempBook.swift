import FoundationEssentials
import Testing
@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Books written to a temporary file and read through the whole pipeline (`BookLoader.load(path:)`).
enum TempBook {
    /// Loads `text` written to a temporary file, which is removed afterwards.
    static func load(_ text: String) throws -> Book {
        let path = "/tmp/termreader-book-\(getpid())-\(Int.random(in: 0..<1_000_000_000)).txt"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try BookLoader.load(path: path)
    }
}
