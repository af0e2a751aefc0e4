import Foundation
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// README's table of settings and the manual page are made from the settings' declarations.
@Suite struct SettingsTableTests {
    @Test func readmeHoldsTheTableOfEverySetting() throws {
        let readme = try String(contentsOfFile: Package.root + "/README.md", encoding: .utf8)
        #expect(readme.contains(SettingsTable.markdown), "paste `termreader config --list` into README's Configuration")
        for setting in Settings.all { #expect(SettingsTable.markdown.contains("`--\(setting.option)`")) }
    }

    @Test func readAndRenderListEverySettingsOptionAndTheManualPageToo() throws {
        let page = try String(contentsOfFile: Package.root + "/docs/termreader.1", encoding: .utf8)
        for setting in Settings.all {
            let option = "  --\(setting.option) <\(setting.values)>"
            #expect(ReadCommand.configuration.discussion.contains(option))
            #expect(RenderCommand.configuration.discussion.contains(option))
            #expect(page.contains(option), "run scripts/man-page.sh")
        }
    }
}
