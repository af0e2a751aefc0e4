import Foundation
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

@Suite struct ConfigCommandTests {
    @Test func thePathFollowsXDGConfigHome() {
        #expect(ConfigLocation.path(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/u"]) == "/x/conf/termreader/config.toml")
        #expect(ConfigLocation.path(environment: ["HOME": "/home/u"]) == "/home/u/.config/termreader/config.toml")
        #expect(ConfigLocation.path(environment: ["HOME": "/home/u/"]) == "/home/u/.config/termreader/config.toml")
        // The XDG spec ignores relative paths.
        #expect(ConfigLocation.path(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/termreader/config.toml")
    }

    /// Runs the built `termreader` with `arguments` and `environment`: exit status and stdout.
    private func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let run = try Package.run(arguments, environment: environment)
        return (run.status, run.output)
    }

    private static var binaryExists: Bool { FileManager.default.isExecutableFile(atPath: Package.binary) }

    @Test(.enabled(if: binaryExists, "needs the built termreader"))
    func theCommandPrintsThePathItReads() throws {
        let xdg = try run(["config", "--path"], environment: ["XDG_CONFIG_HOME": "/tmp/xdg-test", "HOME": "/home/u"])
        #expect(xdg.status == 0)
        #expect(xdg.output == "/tmp/xdg-test/termreader/config.toml\n")
        let home = try run(["config", "--path"], environment: ["HOME": "/home/u"])
        #expect(home.output == "/home/u/.config/termreader/config.toml\n")
    }

    @Test(.enabled(if: binaryExists, "needs the built termreader"))
    func printDefaultPrintsTheDefaultFile() throws {
        let result = try run(["config", "--print-default"], environment: [:])
        #expect(result.status == 0)
        #expect(result.output == DefaultConfig.text)
    }

    @Test(.enabled(if: binaryExists, "needs the built termreader"))
    func checkListsTheWarningsOfTheFileItReads() throws {
        let dir = try TemporaryFolder()
        let file = try dir.write(Data("theme = \"dark\"\n[keys]\nquit = \"Hyper-q\"\n".utf8), to: "termreader/config.toml")
        let bad = try run(["config", "--check"], environment: ["XDG_CONFIG_HOME": dir.path])
        #expect(bad.status == 1)
        #expect(bad.output == "\(file):3: unknown key name \"Hyper-q\" in 'keys.quit'\n")
        try Data(DefaultConfig.text.utf8).write(to: URL(fileURLWithPath: file))
        let good = try run(["config", "--check"], environment: ["XDG_CONFIG_HOME": dir.path])
        #expect(good.status == 0)
        #expect(good.output == "")
    }
}
