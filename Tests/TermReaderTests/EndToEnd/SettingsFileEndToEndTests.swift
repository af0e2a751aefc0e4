import Foundation
import ReaderStore
import TestSupport
import Testing

@testable import ReaderUI

extension EndToEnd.Reader {
    /// The user's `settings.json` is never lost (#28): one over 64 KB (padded, with settings in it)
    /// is read and a session's change is merged into it; one too big to read is left byte for byte.
    @Test func aBigSettingsFileKeepsTheUsersSettingsAfterASession() throws {
        let folder = state + "/termreader"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/settings.json"
        func session() throws {
            let tmux = try open(Package.book("the-lighthouse-keeper.txt"))
            defer { tmux.kill() }
            _ = try tmux.waitUntil { $0.joined().contains("The Lighthouse Keeper") }
            try tmux.sendKeys("s")
            _ = try tmux.waitUntil { footer($0).contains("layout single") }
            try tmux.sendKeys("q")
            #expect(try exitStatus(tmux) == 0)
        }
        let padding = String(repeating: " ", count: 100_000)
        try #"{"version": 1, "theme": "sepia",\#(padding) "searchHistory": ["lamp"]}"#.write(
            toFile: path, atomically: true, encoding: .utf8)
        try session()
        let kept = try #require(RememberedSettings.decode(Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(kept[Settings.theme] == .sepia && kept.searchHistory == ["lamp"], "the user's settings are still there")
        #expect(kept[Settings.pages] == .single, "and the session's change joined them")

        let huge = Data((#"{"version": 1, "theme": "dark",  "# + String(repeating: " ", count: SettingsFile.maximumBytes) + "}").utf8)
        try huge.write(to: URL(fileURLWithPath: path))
        try session()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == huge, "a file too big to read is left as it is")
    }
}
