import Foundation
import Testing

/// Every test that drives a real terminal runs inside this suite, one at a time:
/// tmux servers started in parallel from one test process interfere with each other.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct EndToEnd {}

/// Paths the end-to-end tests need: the package, its built `termreader`, the corpus.
enum Package {
    static let root: String = {
        var dir = #filePath
        for _ in 0..<4 { dir = String(dir[..<dir.lastIndex(of: "/")!]) }
        return dir
    }()

    /// The debug build of `termreader` (`swift test` builds it with the tests).
    static let binary = root + "/.build/debug/termreader"

    static func book(_ name: String) -> String { root + "/books/" + name }

    /// A corpus file, or nil when the corpus is absent.
    static func corpus(_ relative: String) -> String? {
        let path = String(root[..<root.lastIndex(of: "/")!]) + "/shared/corpus/" + relative
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// A fresh state folder for one test.
    static func stateDirectory() -> String {
        let dir = NSTemporaryDirectory() + "termreader-e2e-" + UUID().uuidString.prefix(8)
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs `termreader` with arguments and returns its standard output (for `render`).
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
