import Foundation
import Testing

extension Package {
    /// Runs the built `termreader` with `arguments` (stdin from /dev/null; `environment`
    /// replaces the test's when given, else config, state and notes are looked for in a folder that
    /// does not exist, never the developer's) to its end: the exit status, standard output and
    /// standard error. Standard error goes through a file, so neither stream can fill a pipe
    /// and hold up the other.
    public static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        let nowhere = NSTemporaryDirectory() + "termreader-no-such-folder"
        inherited["XDG_CONFIG_HOME"] = nowhere
        inherited["XDG_STATE_HOME"] = nowhere
        inherited["XDG_DATA_HOME"] = nowhere
        process.environment = environment ?? inherited
        process.standardInput = FileHandle.nullDevice
        let errorFile = NSTemporaryDirectory() + "termreader-run-\(UUID().uuidString.prefix(8))"
        #expect(FileManager.default.createFile(atPath: errorFile, contents: nil))
        defer { unlink(errorFile) }
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = try String(contentsOfFile: errorFile, encoding: .utf8)
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), errors)
    }
}
