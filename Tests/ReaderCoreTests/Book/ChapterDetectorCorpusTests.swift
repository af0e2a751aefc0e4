import TestSupport
import Testing

@testable import ReaderCore

/// What `ChapterDetector.detect` must find in a corpus book, in both paragraph shapes.
struct ExpectedChapters: Sendable, CustomStringConvertible {
    var file: String
    var count: Int
    var first: String
    var last: String
    var description: String { file }
}

/// Chapter counts are what the books' own tables of contents list.
/// Moby-Dick: Etymology, Extracts, 135 chapters and the Epilogue.
/// War and Peace: 365 chapters, each book (15) or epilogue (2) opening at its first chapter, so none is empty.
private let books: [ExpectedChapters] = [
    .init(
        file: "zh/sanguo-yanyi.utf8.txt", count: 120,
        first: "第一回 宴桃园豪杰三结义 斩黄巾英雄首立功", last: "第一百二十回 荐杜预老将献新谋 降孙皓三分归一统"),
    .init(file: "zh/xiyouji.utf8.txt", count: 101, first: "第一回 灵根育孕源流出 心性修持大道生", last: "第一百回 径回东土 五圣成真"),
    .init(
        file: "zh/xiyouji-trad.utf8.txt", count: 100,
        first: "第一回 靈根育孕源流出 心性修持大道生", last: "第一○○回 徑回東土 五聖成真"),
    .init(file: "en/moby-dick.pg2701.utf8.txt", count: 138, first: "Etymology", last: "Epilogue"),
    .init(file: "en/pride-and-prejudice.pg1342.utf8.txt", count: 61, first: "Chapter 1", last: "Chapter 61"),
    .init(
        file: "en/alice-in-wonderland.pg11.utf8.txt", count: 12,
        first: "Chapter I. Down the Rabbit-Hole", last: "Chapter XII. Alice’s Evidence"),
    .init(file: "en/war-and-peace.pg2600.utf8.txt", count: 365, first: "Chapter I", last: "Chapter XII"),
    .init(file: "ja/wagahai-wa-neko-de-aru.utf8-bom.txt", count: 11, first: "一", last: "十一"),
]

/// Numbers of the leaf headings of marks, parsed back from their titles (the last ` · ` part).
private func numbers(_ marks: [ChapterMark]) -> [Int?] {
    marks.map { mark in
        let leaf = mark.title.split(separator: " · ").last.map(String.init) ?? mark.title
        return HeadingParser.parse(leaf[...])?.number
    }
}

@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus"))
struct ChapterDetectorCorpusTests {
    @Test(arguments: books)
    func findsTheTableOfContentsChapters(_ book: ExpectedChapters) throws {
        let shapes = try [
            ("one paragraph per line", #require(CorpusParagraphs.perLine(book.file))),
            ("wrapped lines joined", #require(CorpusParagraphs.joined(book.file))),
        ]
        for (shape, ps) in shapes {
            let marks = ChapterDetector.detect(ps)
            #expect(marks.count == book.count, "\(shape)")
            #expect(marks.first?.title == book.first, "\(shape)")
            #expect(marks.last?.title == book.last, "\(shape)")
            let starts = marks.map(\.paragraphIndex)
            #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 }, "\(shape): reading order")
            #expect(marks.allSatisfy { ChapterDetector.isHeading(ps[$0.paragraphIndex].text[...]) }, "\(shape)")
        }
    }

    @Test(arguments: [
        "zh/sanguo-yanyi.utf8.txt", "zh/xiyouji.utf8.txt", "zh/xiyouji-trad.utf8.txt",
        "en/moby-dick.pg2701.utf8.txt", "en/pride-and-prejudice.pg1342.utf8.txt",
        "en/alice-in-wonderland.pg11.utf8.txt", "ja/wagahai-wa-neko-de-aru.utf8-bom.txt",
    ])
    func chaptersAreNumberedInOrder(_ file: String) throws {
        let marks = ChapterDetector.detect(try #require(CorpusParagraphs.perLine(file)))
        let numbered = numbers(marks).compactMap { $0 }
        #expect(numbered == Array(1...numbered.count))
        let unnumbered = marks.filter { HeadingParser.parse($0.title[...])?.number == nil }
        #expect(
            unnumbered.allSatisfy { HeadingParser.parse($0.title[...]).map { $0.front || $0.kind == "epilogue" } ?? false },
            "only front sections and an epilogue may be unnumbered")
    }

    @Test func contentsListsAreDroppedForTheBodyHeadings() throws {
        let xiyouji = try #require(CorpusParagraphs.perLine("zh/xiyouji.utf8.txt"))
        let firstBody = try #require(xiyouji.firstIndex { $0.text.hasPrefix("第一回") })
        #expect(xiyouji[..<firstBody].contains { $0.text.hasPrefix("第001回") }, "the contents list comes first")
        #expect(ChapterDetector.detect(xiyouji).first?.paragraphIndex == firstBody)

        let moby = try #require(CorpusParagraphs.perLine("en/moby-dick.pg2701.utf8.txt"))
        let loomings = moby.indices.filter { moby[$0].text == "CHAPTER 1. Loomings." }
        #expect(loomings.count == 2)
        #expect(ChapterDetector.detect(moby).first { $0.title == "Chapter 1. Loomings." }?.paragraphIndex == loomings.last)
        let etymology = try #require(moby.lastIndex { HeadingText.trimmed($0.text[...]) == "ETYMOLOGY." })
        #expect(ChapterDetector.detect(moby).first?.paragraphIndex == etymology, "the body's Etymology, not the contents entry")
        let epilogues = moby.indices.filter { moby[$0].text == "Epilogue" }
        #expect(ChapterDetector.detect(moby).last?.paragraphIndex == epilogues.last)
    }

    @Test func warAndPeaceBooksAndEpiloguesHoldTheirChapters() throws {
        let ps = try #require(CorpusParagraphs.perLine("en/war-and-peace.pg2600.utf8.txt"))
        let marks = ChapterDetector.detect(ps)
        #expect(marks.count == 365)
        #expect(marks.allSatisfy { $0.level == 2 })
        let containers = marks.flatMap(\.containers)
        #expect(containers.count == 17)
        #expect(containers.filter { $0.hasPrefix("Book ") }.count == 15)
        #expect(containers.suffix(2) == ["First Epilogue: 1813 - 20", "Second Epilogue"])
        #expect(marks.filter { !$0.containers.isEmpty }.allSatisfy { $0.title == "Chapter I" })
        // A book's first chapter starts at the (unindented) book heading, so the heading is not left inside the previous chapter.
        #expect(ps[marks[0].paragraphIndex].text == "BOOK ONE: 1805")
    }
}

/// The licences' numbered sections are their contents, in order and complete.
@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus"))
struct NumberedSectionCorpusTests {
    @Test(arguments: [
        ("structured/apache-license-2.0.txt", 1...9, "9. Accepting Warranty or Additional Liability."),
        ("structured/gpl-3.0.txt", 0...17, "17. Interpretation of Sections 15 and 16."),
        ("structured/gfdl-1.3.txt", 0...11, "11. RELICENSING"),
    ])
    func licencesAreCutAtTheirSections(_ file: String, _ numbers: ClosedRange<Int>, _ last: String) throws {
        let book = try BookLoader.load(path: Corpus.path(file)!)
        let sections = book.chapters.dropFirst()
        #expect(book.chapters.first?.title == "Front matter")
        #expect(sections.map { Int($0.title.prefix { $0 != "." })! } == Array(numbers))
        #expect(sections.last?.title == last)
        #expect(sections.allSatisfy { $0.level == 1 })
    }
}
