import Testing

@testable import ReaderCore
@testable import TermReader

/// A book's row: its flags, those the allow-list accepts shown with `~` and their reason.
struct SweepRowTests {
    @Test func anAllowedFlagIsExplained() throws {
        var report = ProbeProcessTests.report
        report.text?.lost = 4
        report.tooWide.count = 1
        let list = try AllowList(parsing: "b.txt lost-text the source repeats a page header")
        let row = SweepRow(file: "/books/b.txt", outcome: .report(report), floor: 1, allowList: list)
        #expect(row.flags == [.lostText, .tooWide])
        #expect(row.unexplained == [.tooWide])
        #expect(row.text.hasPrefix("~lost-text too-wide"))
        #expect(row.text.contains("~lost-text: the source repeats a page header"))
    }

    @Test func aFailureToOpenIsFlagged() {
        let row = SweepRow(
            file: "bad.txt", outcome: .failed(message: "bad.txt: the file has no text", code: 65), floor: 1, allowList: AllowList())
        #expect(row.flags == [.openFailed])
        #expect(row.unexplained == [.openFailed])
        #expect(row.error == "bad.txt: the file has no text (exit 65)")
        #expect(SweepRow(file: "x", outcome: .crashed("killed by signal 11"), floor: 1, allowList: AllowList()).flags == [.crash])
    }
}
