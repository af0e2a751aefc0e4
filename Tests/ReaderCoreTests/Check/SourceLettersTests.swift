import TestSupport
import Testing

@testable import ReaderCore

/// The TXT side of the round trip: the source decoded and cleaned line by line, Aozora notes
/// left out; compared with a book's rows, a word the book lost shows.
struct SourceLettersTests {
    @Test func aozoraNotesAreNotText() {
        #expect(SourceLetters.withoutAozoraNotes("吾輩は猫である［＃「である」に傍点］。名前は［＃ここから２字下げ］まだ無い") == "吾輩は猫である。名前はまだ無い")
        #expect(SourceLetters.withoutAozoraNotes("開いたまま［＃ここから") == "開いたまま")
        #expect(SourceLetters.withoutAozoraNotes("［］は括弧") == "［］は括弧")
    }

    @Test func aBookReadWholeGivesBackItsSource() throws {
        let text =
            "CHAPTER I.\n\nIt was the best of times,\nit was the worst of times.\n\n    verse one\n    verse two\n\n% 100 _emphasis_\n"
        let path = try TempBook.write(text)
        defer { TempBook.remove(path) }
        let book = try BookLoader.load(path: path)
        let rows = LayoutSurvey(Paginator(book: book, geometry: PageGeometry(columns: 20, rows: 6))).letters
        #expect(TextDiff(source: SourceLetters.plainText(try BookSource.open(path: path)), rows: rows).isEqual)
    }

    @Test func aDroppedWordIsLost() throws {
        let path = try TempBook.write("It was the best of times,\nit was the worst of times.\n")
        defer { TempBook.remove(path) }
        // The book as a faulty assembler might make it: one word gone.
        let book = makeBook(["It was the best of times, it was the of times."])
        let rows = LayoutSurvey(Paginator(book: book, geometry: PageGeometry(columns: 20, rows: 6))).letters
        let diff = TextDiff(source: SourceLetters.plainText(try BookSource.open(path: path)), rows: rows)
        #expect(diff.lost == 5)
        #expect(diff.added == 0)
    }
}
