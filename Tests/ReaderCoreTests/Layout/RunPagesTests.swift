import Testing

@testable import ReaderCore

@Suite struct RunPagesTests {
    static func anchors(_ paragraphs: [Int]) -> [PageAnchor] { paragraphs.map { PageAnchor(paragraph: $0, grapheme: 0) } }
    static func runAnchors(_ paragraphs: [Int]) -> ChunkedArray<RunPages.RunAnchor> {
        ChunkedArray(anchors(paragraphs).map(RunPages.RunAnchor.init))
    }

    /// Two parts' runs joined and matched to chapters: a chapter that is exactly one run takes its pages
    /// (counted from the chapter's first block); one that is more, less, another run's, or opens containers takes none.
    @Test func chaptersTakeThePagesOfTheRunTheyAre() {
        var first = RunPages.Laid(
            runs: [
                RunPages.Run(start: 0, count: 3, pageCount: 1, headed: false),
                RunPages.Run(start: 3, count: 4, pageCount: 2, headed: true),
            ],
            anchors: Self.runAnchors([0, 0, 2]))
        var second = RunPages.Laid(
            runs: [
                RunPages.Run(start: 2, count: 5, pageCount: 2, headed: true),
                RunPages.Run(start: 7, count: 2, pageCount: 1, headed: true),
                RunPages.Run(start: 9, count: 3, pageCount: 1, headed: true),
            ],
            anchors: Self.runAnchors([0, 3, 1, 0]))
        var laid = RunPages.Laid()
        laid.append(moving: &first, base: 0)
        laid.append(moving: &second, base: 10)
        #expect(first.runs.isEmpty && second.anchors.isEmpty)
        #expect(laid.runs.map(\.start) == [0, 3, 12, 17, 19])
        let chapters = [
            Chapter(title: "Front", paragraphs: 0..<3, heading: nil, offset: 0),
            Chapter(title: "One", paragraphs: 3..<7, heading: 3, offset: 30),
            Chapter(title: "Two", paragraphs: 7..<12, heading: 7, offset: 70), // no run starts here
            Chapter(title: "Three", paragraphs: 12..<17, heading: 12, offset: 120, containers: ["Part II"]),
            Chapter(title: "Four", paragraphs: 17..<19, heading: 17, offset: 170),
            Chapter(title: "Five", paragraphs: 19..<21, heading: 19, offset: 190), // the run is longer
        ]
        let tables = RunPages.tables(of: chapters, from: laid)
        #expect(tables.count == chapters.count)
        #expect(tables[0] == Self.anchors([0]))
        #expect(tables[1] == Self.anchors([3, 5]))
        #expect(tables[2] == nil && tables[3] == nil && tables[5] == nil)
        // The second part's pages come after the first's.
        #expect(tables[4] == Self.anchors([18]))
    }
}
