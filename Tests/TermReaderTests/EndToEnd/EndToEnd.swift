import Foundation
import TestSupport
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

    /// The `termreader` that `swift test` built with the tests, in the folder that
    /// `swift build --show-bin-path` names for this configuration (asked once): the build
    /// folder's layout (triple, `--scratch-path`, `-c release`) is SwiftPM's business.
    static let binary: String = binPath + "/termreader"

    /// SwiftPM's bin folder for the configuration these tests were built in.
    static let binPath: String = {
        #if DEBUG
        let configuration = "debug"
        #else
        let configuration = "release"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--show-bin-path", "-c", configuration, "--package-path", root]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return root + "/.build/" + configuration // no `swift` on PATH: SwiftPM's default layout
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, path.hasPrefix("/") else { return root + "/.build/" + configuration }
        return path
    }()

    static func book(_ name: String) -> String { root + "/books/" + name }

    /// A corpus file, or nil when the corpus is absent.
    static func corpus(_ relative: String) -> String? {
        Corpus.existing(relative)
    }

    /// The environment a test's reader runs in: its own state, cache and config folders under
    /// `state`, and the TERM most terminal emulators set.
    static func readerEnvironment(state: String) -> [String: String] {
        ["XDG_STATE_HOME": state, "XDG_CACHE_HOME": state + "/cache", "XDG_CONFIG_HOME": state + "/config", "TERM": "xterm-256color"]
    }

    /// A fresh state folder for one test.
    static func stateDirectory() -> String {
        let dir = NSTemporaryDirectory() + "termreader-e2e-" + UUID().uuidString.prefix(8)
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
