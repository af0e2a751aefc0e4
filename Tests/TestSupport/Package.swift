import Foundation

/// Paths the tests need: the package, its built `termreader`, the sample books, the corpus.
public enum Package {
    /// The package's folder (three levels above this file).
    public static let root: String = {
        var dir = #filePath
        for _ in 0..<3 { dir = String(dir[..<dir.lastIndex(of: "/")!]) }
        return dir
    }()

    /// The `termreader` that `swift test` built with the tests, in the folder that
    /// `swift build --show-bin-path` names for this configuration (asked once): the build
    /// folder's layout (triple, `--scratch-path`, `-c release`) is SwiftPM's business.
    public static let binary: String = binPath + "/termreader"

    /// SwiftPM's bin folder for the configuration these tests were built in.
    public static let binPath: String = {
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

    public static func book(_ name: String) -> String { root + "/books/" + name }

    /// A corpus file, or nil when the corpus is absent.
    public static func corpus(_ relative: String) -> String? {
        Corpus.existing(relative)
    }

    /// The environment a test's reader runs in: its own state, cache and config folders under
    /// `state`, and the TERM most terminal emulators set.
    public static func readerEnvironment(state: String) -> [String: String] {
        [
            "XDG_STATE_HOME": state, "XDG_CACHE_HOME": state + "/cache", "XDG_CONFIG_HOME": state + "/config",
            "XDG_DATA_HOME": state + "/data", "TERM": "xterm-256color",
        ]
    }

    /// A fresh state folder for one test.
    public static func stateDirectory() -> String {
        let dir = TestScratch.path("e2e")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
