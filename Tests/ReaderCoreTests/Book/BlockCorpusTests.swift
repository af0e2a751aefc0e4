import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// The structure recogniser on real books and on corpus text re-wrapped and indented the way
/// manuals and scanned books are: what was one paragraph comes back as one block.
@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus")) struct BlockCorpusTests {
    func load(_ relative: String) throws -> Book {
        try BookLoader.load(path: try #require(Corpus.path(relative)))
    }

    func block(containing needle: String, in book: Book) -> Paragraph? {
        book.paragraphs.first { $0.text.contains(needle) }
    }

    @Test func alicePoemsAreLineGroups() throws {
        let book = try load("en/alice-in-wonderland.pg11.utf8.txt")
        let poem = try #require(block(containing: "How doth the little crocodile", in: book))
        #expect(poem.kind == .lineGroup)
        #expect(poem.text.split(separator: "\n").count == 4)
        #expect(poem.text.split(separator: "\n")[1].hasPrefix(" "), "alternate lines keep their deeper indent")
        #expect(book.paragraphs.filter { $0.kind == .lineGroup }.count >= 20)
    }

    @Test func mobyDickIndentedPassagesRejoin() throws {
        let book = try load("en/moby-dick.pg2701.utf8.txt")
        let hymn = try #require(block(containing: "And lift me deepening down", in: book))
        #expect(hymn.text.contains("deepening down to doom."), "a footnote-like wrapped line joins its paragraph")
        #expect(hymn.kind == .blockQuote, "this edition prints the hymn as indented prose")
    }

    @Test func mobyDickExtractsAreBlockQuotesAndItsBodyIsNot() throws {
        let book = try load("en/moby-dick.pg2701.utf8.txt")
        for quote in [
            "Leviathan maketh a path to shine after him", "The Indian Sea breedeth the most and the biggest fishes",
            "Touching that monstrous bulk of the whale or ork",
        ] {
            #expect(block(containing: quote, in: book)?.kind == .blockQuote, "\(quote)")
        }
        #expect(block(containing: "Call me Ishmael.", in: book)?.kind == .paragraph)
        let quotes = book.paragraphs.filter { $0.kind == .blockQuote }.count
        #expect(quotes >= 80 && quotes * 20 < book.paragraphs.count, "the Extracts and a few passages, not the body: \(quotes)")
    }

    @Test func aLicenceQuotesItsNoticesNotItsSections() throws {
        // The GPL's sections are block-indented two spaces, the notice to copy into a program four.
        let gpl = try load("structured/gpl-3.0.txt")
        #expect(block(containing: "This program is distributed in the hope that it will be useful", in: gpl)?.kind == .blockQuote)
        #expect(block(containing: "The GNU General Public License is a free, copyleft license", in: gpl)?.kind == .paragraph)
    }

    /// Pride and Prejudice's long paragraphs hard-wrapped flush left, every seventh one a passage
    /// indented four spaces on a narrower wrap: those are the quotes.
    @Test func indentedPassagesOfAFlushLeftBookAreBlockQuotes() throws {
        let long = try load("en/pride-and-prejudice.pg1342.utf8.txt").paragraphs
            .filter { $0.kind == .paragraph && CellWidth.width(of: $0.text) > 140 }.map {
                $0.text.split(separator: " ").joined(separator: " ")
            }
        #expect(long.count > 100)
        var text = ""
        for (i, p) in long.enumerated() {
            text +=
                i % 7 == 3
                ? Self.rewrapped([p], width: 60, indent: "    ", cjk: false) : Self.rewrapped([p], width: 70, indent: "", cjk: false)
        }
        let path = NSTemporaryDirectory() + "termreader-quotes-\(UUID().uuidString.prefix(8)).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let book = try BookLoader.load(path: path)
        #expect(book.paragraphs.map(\.text) == long)
        #expect(book.paragraphs.map(\.kind) == long.indices.map { $0 % 7 == 3 ? .blockQuote : .paragraph })
    }

    @Test func chineseVerseKeepsItsLines() throws {
        let book = try load("zh/xiyouji-trad.utf8.txt")
        let verse = try #require(block(containing: "混沌未分天地亂，茫茫渺渺無人見。", in: book))
        #expect(verse.kind == .lineGroup)
        #expect(verse.text.split(separator: "\n").count == 5)
        #expect(!book.paragraphs.contains { $0.kind == .preformatted }, "a `──` dash is not a table")
    }

    @Test func licencesKeepListsApart() throws {
        let gpl = try load("structured/gpl-3.0.txt")
        let item = try #require(block(containing: "The work must carry prominent notices stating that you modified", in: gpl))
        #expect(item.kind == .listItem)
        #expect(item.text.hasPrefix("a) "))
        #expect(item.text.hasSuffix("relevant date."), "the item's continuation lines join it")
    }

    /// Writes `paragraphs` as a manual would hold them: block-indented by `indent`, hard-wrapped
    /// at `width` columns (Latin at spaces, CJK anywhere), a blank line between paragraphs.
    static func rewrapped(_ paragraphs: [String], width: Int, indent: String, cjk: Bool) -> String {
        var out = ""
        for p in paragraphs {
            var line = ""
            var lineWidth = 0
            func emit() { out += indent + line + "\n"; line = ""; lineWidth = 0 }
            if cjk {
                for ch in p {
                    let w = CellWidth.width(of: ch)
                    if lineWidth + w > width { emit() }
                    line.append(ch)
                    lineWidth += w
                }
            } else {
                for word in p.split(separator: " ") {
                    if lineWidth > 0, lineWidth + 1 + word.count > width { emit() }
                    if lineWidth > 0 { line += " "; lineWidth += 1 }
                    line += word
                    lineWidth += word.count
                }
            }
            emit()
            out += "\n"
        }
        return out
    }

    /// Every long paragraph of `relative`, re-wrapped and indented, loads back as one block.
    func expectRewrappedParagraphsRejoin(_ relative: String, width: Int, indent: String, cjk: Bool) throws {
        let original = try load(relative)
        // Runs of spaces inside a paragraph are not kept by a re-wrap (nor by the reader's joins).
        let long = original.paragraphs.filter { $0.kind == .paragraph && CellWidth.width(of: $0.text) > 2 * width }
            .map { $0.text.split(separator: " ").joined(separator: " ") }
        #expect(long.count > 100)
        let path = NSTemporaryDirectory() + "termreader-rewrapped-\(UUID().uuidString.prefix(8)).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.rewrapped(long, width: width, indent: indent, cjk: cjk).write(toFile: path, atomically: true, encoding: .utf8)
        let book = try BookLoader.load(path: path)
        #expect(book.paragraphs.count == long.count, "one block per paragraph")
        #expect(book.paragraphs.allSatisfy { $0.kind == .paragraph }, "the book's own indent is its body's: no block quotes")
        let texts = Set(book.paragraphs.map(\.text))
        let missing = long.filter { !texts.contains($0) }
        #expect(missing.isEmpty, "\(missing.count) paragraphs did not come back whole, e.g. \(missing.first ?? "")")
        // Laid out again, no row starts with a closing mark (the re-wrap's own breaks are gone).
        let geometry = PageGeometry(columns: 37, rows: 20)
        let paginator = Paginator(book: book, geometry: geometry)
        var rows = 0, bad: [String] = []
        for c in book.chapters.indices {
            for anchor in paginator.anchors(of: c) {
                for line in paginator.page(in: c, from: anchor).lines where line.kind == .body {
                    rows += 1
                    #expect(line.indent + line.width <= geometry.columns)
                    if let first = line.text(in: book).unicodeScalars.first, Kinsoku.isClosing(first.value) {
                        bad.append(String(line.text(in: book)))
                    }
                }
            }
        }
        #expect(rows > 1000)
        #expect(bad.isEmpty, "\(bad.count) rows start with a closing mark, e.g. \(bad.first ?? "")")
    }

    @Test func blockIndentedHardWrappedEnglishRejoins() throws {
        try expectRewrappedParagraphsRejoin("en/pride-and-prejudice.pg1342.utf8.txt", width: 64, indent: "    ", cjk: false)
    }

    @Test func blockIndentedHardWrappedChineseRejoins() throws {
        try expectRewrappedParagraphsRejoin("zh/sanguo-yanyi.utf8.txt", width: 70, indent: "    ", cjk: true)
    }
}
