import Testing

@testable import ReaderCore

/// The flags a book's measurements raise.
struct CheckReportTests {
    static let clean = CheckReport(
        file: "b.txt", format: "txt", encoding: "UTF-8", bytes: 500_000, size: "80x24", pages: 300, contents: [10, 40],
        blocks: ["paragraph": 9],
        contentsInList: [], contentsInListCount: 0, kinsokuStarts: .init(), kinsokuEnds: .init(), tooWide: .init(), sourceLetters: 100,
        text: TextDiff(), indexSeconds: 1, indexMBPerSecond: 0.5, peakRSSMB: 20)

    @Test func aCleanBookRaisesNone() {
        #expect(Self.clean.flags(floor: 1).isEmpty)
    }

    @Test func eachMeasurementRaisesItsFlag() {
        var report = Self.clean
        report.contents = [1, 1]
        #expect(report.flags(floor: 1) == [.fewContents])
        report.pages = 100
        #expect(report.flags(floor: 1).isEmpty)
        report.contentsInListCount = 1
        report.text?.lost = 3
        report.text?.added = 1
        report.kinsokuStarts.count = 1
        report.kinsokuEnds.count = 2
        report.tooWide.count = 1
        #expect(report.flags(floor: 1) == [.contentsInList, .lostText, .addedText, .kinsokuStart, .kinsokuEnd, .tooWide])
        report.preformatted.missing = 1
        #expect(report.flags(floor: 1).contains(.preSpacing))
    }

    /// A long book whose contents are size-based sections, or far fewer entries than its heading-shaped lines.
    @Test func contentsThatLostTheStructureAreFew() {
        var report = Self.clean
        report.sizeBasedContents = true
        #expect(report.flags(floor: 1) == [.fewContents])
        report.sizeBasedContents = false
        report.headingCandidates = 151 // 50 entries
        #expect(report.flags(floor: 1) == [.fewContents])
        report.headingCandidates = 150
        #expect(report.flags(floor: 1).isEmpty)
    }

    @Test func onlyABigBookCanBeSlow() {
        var report = Self.clean
        #expect(!report.flags(floor: 1).contains(.slow))
        report.bytes = 2_000_000
        #expect(report.flags(floor: 1) == [.slow])
        #expect(report.flags(floor: 0.4).isEmpty)
    }
}
