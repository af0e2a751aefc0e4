import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// EPUB links and the window read at opening: `a href` becomes a link span resolved to the
/// exact block (footnotes, fragments), external links stay text to show; a window of one
/// document gives its blocks the offsets the whole book gives them.
@Suite(.enabled(if: EPUBFixtures.available, "needs python3"))
struct EPUBLinkTests {
    let sound = EPUBFixtures.path("sound.epub")

    /// The link spans of the block starting with `prefix`: their text and where they lead.
    func links(_ book: Book, _ prefix: String) throws -> [(String, LinkTarget)] {
        let block = try #require(book.paragraphs.map { $0 }.first { $0.text.hasPrefix(prefix) })
        let utf8 = Array(block.text.utf8)
        return block.spans.filter { $0.kind == .link }.map { (String(decoding: utf8[$0.utf8], as: UTF8.self), book.links[Int($0.link)]) }
    }

    func offset(_ book: Book, _ text: String) throws -> Int {
        try #require(book.paragraphs.map { $0 }.first { $0.text == text }).offset
    }

    @Test func linksLeadToTheBlockTheirFragmentNamesOrOut() throws {
        let book = try BookLoader.load(path: sound)
        let found = try links(book, "Links:")
        #expect(found.map(\.0) == ["1", "part two", "a site", "nowhere"])
        #expect(found[0].1 == .place(offset: try offset(book, "A note, not linear.")), "a footnote in another document")
        #expect(found[1].1 == .place(offset: try offset(book, "Part Two")), "a fragment of the same document")
        #expect(found[2].1 == .external("https://example.org/a?b=1"))
        #expect(found[3].1 == .unresolved("../../../x.xhtml"), "a path out of the container leads nowhere")
        // The bold inside the second link is a span of its own.
        let block = try #require(book.paragraphs.map { $0 }.first { $0.text.hasPrefix("Links:") })
        #expect(block.spans.map(\.kind).filter { $0 != .link } == [.strong])
    }

    @Test func aLinkSpanCostsNoMoreThanAnyOtherSpan() {
        #expect(MemoryLayout<InlineSpan>.stride == MemoryLayout<Int>.stride * 3)
    }

    @Test func theWindowGivesBlocksTheOffsetsOfTheWholeBook() throws {
        let whole = try BookLoader.load(path: sound)
        let all = Dictionary(uniqueKeysWithValues: whole.paragraphs.map { ($0.offset, $0.text) })
        var seen = Set<Int>()
        for paragraph in whole.paragraphs {
            let window = try EPUBLoader.window(path: sound, from: paragraph.offset)
            #expect(window.sourceSize == whole.sourceSize)
            #expect(window.paragraphs.count < whole.paragraphs.count, "a window is one document, not the book")
            for block in window.paragraphs {
                #expect(all[block.offset] == block.text)
                seen.insert(block.offset)
            }
            #expect(window.paragraphs.contains { $0.offset == paragraph.offset }, "the window holds the place it was opened at")
        }
        #expect(seen.count == whole.paragraphs.count)
    }

    @Test func theWindowResolvesLinksInsideItAndLeavesTheOthersForTheWholeBook() throws {
        let whole = try BookLoader.load(path: sound)
        let window = try EPUBLoader.window(path: sound, from: try offset(whole, "Text of part two."))
        let found = try links(window, "Links:")
        #expect(found[1].1 == .place(offset: try offset(whole, "Part Two")))
        #expect(found[0].1 == .unresolved("OEBPS/text/notes.xhtml"))
        #expect(!window.paragraphs.contains { $0.text == "Chapter Two" })
    }

    @Test func languageAndReadingDirectionComeFromThePackage() throws {
        let book = try BookLoader.load(path: sound)
        #expect(book.language == "en")
        #expect(book.pageProgression == .leftToRight)
        let rtl = try BookLoader.load(path: EPUBFixtures.path("rtl.epub"))
        #expect(rtl.language == "ja")
        #expect(rtl.pageProgression == .rightToLeft)
        #expect(try EPUBLoader.window(path: EPUBFixtures.path("rtl.epub"), from: 0).pageProgression == .rightToLeft)
    }

    /// `f` labels the links on the page, a letter follows one (a jump `` ` `` undoes), an
    /// external link is shown in the footer, Esc takes the labels away.
    @Test func hintsFollowAFootnoteAndBackTickComesBack() throws {
        let book = try BookLoader.load(path: sound)
        let model = ReaderModel(
            book: book, location: Location(offset: try offset(book, "Links: a note1, part two, a site, nowhere."), grapheme: 0),
            columns: 80, rows: 24, theme: .light, mode: .none)
        let before = model.location
        _ = model.update(.key("f"))
        let hints = try #require(model.linkHints)
        #expect(hints.hints.map(\.label).prefix(4) == ["a", "s", "d", "f"])
        let frame = model.view()
        let row = try #require(frame.lines.first { $0.contains("Links:") })
        #expect(row.contains("a") && row.contains("Links: a notea,"), "label a is drawn over the footnote marker: \(row)")
        #expect(frame.lines.last!.contains(ReaderModel.linksHint))
        _ = model.update(.key("Esc"))
        #expect(model.linkHints == nil)
        #expect(model.view().lines.first { $0.contains("Links:") }!.contains("note1,"))

        _ = model.update(.key("f"))
        _ = model.update(.key("d"))
        #expect(model.hint == "external link (not opened): https://example.org/a?b=1")
        #expect(model.location == before)

        let page = model.navigator.position
        _ = model.update(.key("f"))
        _ = model.update(.key("a"))
        #expect(
            model.navigator.position
                == model.navigator.index.position(
                    of: book.anchor(for: Location(offset: try offset(book, "A note, not linear."), grapheme: 0))))
        #expect(model.view().lines.joined().contains("A note, not linear."))
        #expect(!model.view().lines.joined().contains("Links:"))
        _ = model.update(.key("`"))
        #expect(model.navigator.position == page)
    }

    @Test func aPageWithoutLinksSaysSo() {
        let model = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        _ = model.update(.key("f"))
        #expect(model.linkHints == nil)
        #expect(model.hint == "no links on this page")
    }
}
