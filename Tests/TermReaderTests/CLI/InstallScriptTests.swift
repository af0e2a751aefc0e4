import Foundation
import TestSupport
import Testing

/// `scripts/install.sh` installs the binary stripped of its symbols (35 MB → 18 MB for the
/// release build), with its completions and man page.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: Package.binary)
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/strip")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/nm"),
        "needs the built termreader, strip and nm"))
struct InstallScriptTests {
    /// Exit status and output (both streams) of `command` with `arguments`.
    func run(_ command: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theInstalledBinaryIsStrippedAndRuns() throws {
        let prefix = try TemporaryFolder()
        let install = try run(Package.root + "/scripts/install.sh", ["--binary", Package.binary, prefix.path])
        #expect(install.status == 0, "\(install.output)")
        let installed = prefix.path + "/bin/termreader"
        let size = { (path: String) in (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        #expect(try size(installed) < size(Package.binary) * 3 / 4, "symbols and debug information are gone")
        #expect(try run("/usr/bin/nm", [installed]).output.contains("no symbols"))
        #expect(try run(installed, ["--version"]).status == 0)
        for file in ["share/bash-completion/completions/termreader", "share/man/man1/termreader.1"] {
            #expect(FileManager.default.fileExists(atPath: prefix.path + "/" + file), "\(file)")
        }
    }
}
