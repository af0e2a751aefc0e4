import Testing

@testable import TermReader

/// The file name notes are exported to: the title's letters and digits, never a path or a
/// terminal sequence, and the fingerprint's start.
@Suite struct ExportNameTests {
    @Test func titlesBecomeSafeFileNames() {
        #expect(
            SessionPersistence.exportName(title: "The Lighthouse Keeper", fingerprint: "0123456789ab")
                == "The-Lighthouse-Keeper-01234567.md")
        #expect(SessionPersistence.exportName(title: "../\u{1B}]0;evil\u{07}/x", fingerprint: "ffffffffff") == "0-evil-x-ffffffff.md")
        #expect(SessionPersistence.exportName(title: "紅樓夢：第一回", fingerprint: "abcdefgh12") == "紅樓夢-第一回-abcdefgh.md")
        #expect(SessionPersistence.exportName(title: "!!!", fingerprint: "abcdefgh12") == "abcdefgh.md")
    }
}
