import Foundation
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// The manual page (`docs/termreader.1`, made by `scripts/man-page.sh` from the command-line
/// help) lists the reader's keys, from the same list as the `?` panel in the reader.
@Suite struct ManPageTests {
    /// The help panel's lines for the standard keys, as `read`'s help carries them.
    let keyLines = HelpPanel.lines(help: Settings.keyHelp(.standard), width: 72).map { "  " + $0 }

    @Test func readsHelpListsEveryBoundKeyFromTheHelpPanel() {
        let discussion = ReadCommand.configuration.discussion
        for line in keyLines { #expect(discussion.contains(line), "\(line)") }
        for action in Action.allCases where !KeyMap.standard.keys(for: action).isEmpty {
            #expect(keyLines.contains { $0.contains(KeyMap.standard.keys(for: action)[0].description) }, "\(action)")
        }
    }

    @Test func theManualPageIsUpToDateWithTheKeys() throws {
        let page = try String(contentsOfFile: Package.root + "/docs/termreader.1", encoding: .utf8)
        let lines = Set(page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let missing = keyLines.filter { !$0.allSatisfy { $0 == " " } && !lines.contains($0) }
        #expect(missing.isEmpty, "run scripts/man-page.sh; missing: \(missing)")
    }
}
