import Foundation
import TestSupport
import Testing

@testable import ReaderCore

/// Text PDFs through poppler's pdftohtml (`Tests/Fixtures/pdf/make.py` writes them): reflowed
/// paragraphs (hyphens joined, a paragraph going on over a page), headings, code, running
/// headers and page numbers gone, footnotes after the paragraph they interrupt, the outline as
/// contents, a window that agrees with the whole book, and a scanned or damaged PDF refused in one line.
@Suite(.enabled(if: Poppler.isInstalled, "needs poppler-utils"))
struct PDFFormatTests {
    static let folder = Package.root + "/Tests/Fixtures/pdf/"

    func texts(_ book: Book) -> [String] { book.paragraphs.map(\.text) }

    @Test func aTypesetManualReadsAsReflowedText() throws {
        let path = Self.folder + "manual.pdf"
        #expect(BookFormats.of(try SourceFile(path: path)) is PDFFormat)
        let book = try PDFFormat().load(path: path)
        #expect(book.title == "A Test Manual")
        #expect(book.authors == ["Test Author"])
        #expect(book.chapters.map(\.title) == ["Chapter One", "Chapter Two"])
        let blocks = Array(book.paragraphs)
        #expect(blocks.filter { $0.kind.headingLevel != nil }.map(\.text) == ["Chapter One", "Chapter Two"])
        #expect(
            texts(book).contains(
                "A second paragraph breaks a long word at the end of its line, continuing on the next, and then carries on until the page "
                    + "runs out of room at its foot, where the text goes on over the page without a break, as a paragraph does when a page "
                    + "ends in the middle of it, and it ends here."))
        #expect(
            texts(book).contains("The first paragraph of the manual opens here and runs on over a second line of the same size to its end.")
        )
        #expect(blocks.contains { $0.kind == .preformatted && $0.text == "make install\n    sudo  apt   install    termreader" })
        #expect(texts(book).contains("第二章的中文段落，讀者應該看到完整的文字。"))
        // The running header and the page numbers are gone.
        #expect(!texts(book).contains { $0.contains("A Test Manual") || $0.allSatisfy(\.isNumber) })
    }

    /// groff's two columns with footnotes (`two-columns.ms`): columns read in order, a paragraph
    /// runs on over the column and the page past the note at their foot, each note is one paragraph
    /// after the paragraph it interrupted, and the `-2-` over page 2 is a page number.
    @Test func twoColumnsWithFootnotesReadInOrder() throws {
        let book = try PDFFormat().load(path: Self.folder + "two-columns.pdf")
        let texts = texts(book)
        let marks = ["FIRST1", "END1", "FIRST2", "END2", "FIRST3", "END3"].map { mark in texts.firstIndex { $0.contains(mark) } ?? -1 }
        #expect(!marks.contains(-1) && marks == marks.sorted(), "\(marks)")
        let cut = texts.filter { $0.first.map(\.isLowercase) == true }
        #expect(cut.isEmpty, "no paragraph is cut where a column or page ends")
        for n in 1...3 {
            let note = "\(n) The footnote of section \(n), set small at the foot of the column."
            let at = try #require(texts.firstIndex(of: note), "note \(n) is one paragraph")
            #expect(texts[at - 1].last == ".", "note \(n) follows a whole paragraph")
        }
        #expect(!texts.contains { $0.contains("-2-") })
    }

    @Test func aPlaceIsAPageOfThePDF() throws {
        let book = try PDFFormat().load(path: Self.folder + "manual.pdf")
        let two = try #require(book.chapters.last)
        #expect(two.offset / PDFMarkup.pageSpan == 3)
        #expect(book.sourceSize == (3 + 1) * PDFMarkup.pageSpan, "three pages")
    }

    @Test func theWindowGivesBlocksTheOffsetsOfTheWholeBook() throws {
        let path = Self.folder + "manual.pdf"
        let whole = try PDFFormat().load(path: path)
        let all = Dictionary(uniqueKeysWithValues: whole.paragraphs.map { ($0.offset, $0.text) })
        let window = try PDFFormat().window(path: path, from: try #require(whole.chapters.last).offset)
        #expect(window.paragraphs.contains { $0.text == "The last words of the book." })
        for paragraph in window.paragraphs where all[paragraph.offset] != nil { #expect(all[paragraph.offset] == paragraph.text) }
        #expect(window.sourceSize == whole.sourceSize)
    }

    @Test(arguments: [
        ("scanned.pdf", "no text in it"), ("truncated.pdf", "trailer"), ("garbage.pdf", "Syntax Error"),
    ])
    func aPDFWithoutReadableTextIsRefusedInOneLine(name: String, reason: String) throws {
        let path = Self.folder + name
        #expect(BookFormats.of(try SourceFile(path: path)) is PDFFormat)
        do {
            _ = try PDFFormat().load(path: path)
            Issue.record("\(name) was read")
        } catch {
            #expect(error.exitCode == 65)
            #expect(error.description.contains(reason))
            #expect(!error.description.contains("\n"))
        }
    }

    /// A PDF that opens only with its password is refused as such, in one line (exit 65); one
    /// whose owner only forbids copying and printing reads as the manual it was made from.
    @Test func aPasswordIsNeededToOpenItButNotToReadARestrictedOne() throws {
        do {
            _ = try PDFFormat().load(path: Self.folder + "password.pdf")
            Issue.record("password.pdf was read")
        } catch {
            #expect(error == .passwordProtected(Self.folder + "password.pdf") && error.exitCode == 65)
            #expect(error.description.hasSuffix("opens only with its password: cannot be read"))
        }
        let restricted = try PDFFormat().load(path: Self.folder + "restricted.pdf")
        let manual = try PDFFormat().load(path: Self.folder + "manual.pdf")
        #expect(restricted.paragraphs.map(\.text) == manual.paragraphs.map(\.text) && !manual.paragraphs.isEmpty)
    }

    @Test func aNameLikeAnOptionIsPassedAsAFile() {
        #expect(Poppler.argument("-f.pdf") == "./-f.pdf")
        #expect(Poppler.argument("/books/a.pdf") == "/books/a.pdf")
    }

    @Test func aLinkToAnotherPageOfThePDFLeadsToItsAnchor() {
        #expect(PDFText.link("manual.html#12") == "#page-12")
        #expect(PDFText.link("https://example.org/#x") == "https://example.org/#x")
        #expect(PDFText.link("javascript:alert(1)") == nil)
    }
}

extension Poppler {
    /// Whether pdftohtml runs here.
    static let isInstalled: Bool = {
        if case .failure(.notFound) = ChildProcess(program: "pdftohtml", arguments: ["-v"]).run() { return false }
        return true
    }()
}

extension PDFFormatTests {
    @Test func everyPlaceNamesThePageOfThePDFItIsOn() throws {
        let book = try PDFFormat().load(path: Self.folder + "manual.pdf")
        let pages = try #require(book.sourcePages)
        #expect(pages.count == 3)
        #expect(book.paragraphs.map { pages.page(at: $0.offset) }.first == 1)
        let last = try #require(book.paragraphs.map { $0 }.first { $0.text == "The last words of the book." })
        #expect(pages.page(at: last.offset) == 3)
    }
}
