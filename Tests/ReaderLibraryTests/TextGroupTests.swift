import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderLibrary

@Suite struct TextGroupTests {
    /// A book's groups hold each of its passages once, in order; each is at least
    /// `groupBytes` long but would be shorter without its last passage (the last group may be
    /// shorter); each has the distinct hashes of its text's terms.
    @Test func groupsTileTheBooksPassages() throws {
        let folder = try TemporaryFolder()
        let book = try BookLoader.load(
            path: folder.write(Data(FullTextIndexTests.longBook(chapters: 2, paragraphs: 2000).utf8), to: "long.txt"))
        let groups = Array(BookGroups(book))
        let passages = book.chapters.flatMap { BookPassages.passages(of: $0, in: book) }
        #expect(groups.count > 3)
        #expect(groups.flatMap(\.offsets) == passages.map(\.offset))
        #expect(groups.map(\.text).joined(separator: "\n") == passages.map(\.text).joined(separator: "\n"))
        for group in groups.dropLast() {
            #expect(group.text.utf8.count >= FullTextIndex.groupBytes)
            let lastPassage = try #require(passages.first { $0.offset == group.offsets.last })
            #expect(group.text.utf8.count - lastPassage.text.utf8.count - 1 < FullTextIndex.groupBytes)
        }
        let grams = SearchGrams()
        for group in groups {
            let hashes = try #require(group.hashes)
            #expect(hashes.count == Set(hashes).count)
            #expect(Set(hashes) == Set(SearchGramsTests.cut(group.text, distinct: false).map(GramPostings.hash)))
            #expect(grams.hashes(of: group.text) == hashes)
        }
        // Groups made without their terms are the same groups.
        var cuts = false
        let uncut = Array(
            BookGroups(book) {
                defer { cuts.toggle() }; return cuts
            })
        #expect(uncut.map(\.offsets) == groups.map(\.offsets))
        #expect(uncut.map { $0.hashes == nil } == groups.indices.map { $0 % 2 == 0 })
        #expect(zip(uncut, groups).allSatisfy { $0.hashes == nil || $0.hashes == $1.hashes })
    }
}
