import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

@Suite struct AnnotationAnchoringTests {
    typealias F = NotesFixtures
    let book = F.book(["The keeper climbed.", "He lit the Lamp at dusk; the lamp burned.", "孫悟空は笑った。"])

    @Test func theFirstSpanHoldingATextIsTheBooksOwnText() throws {
        let span = try #require(book.firstSpan(of: "the lamp"))
        #expect(span.text == "the Lamp")
        #expect(span.start == Location(offset: 20, grapheme: 7))
        #expect(span.end == Location(offset: 20, grapheme: 15))
        #expect(try #require(book.firstSpan(of: "悟空")).start == Location(offset: 62, grapheme: 1))
        #expect(book.firstSpan(of: "lantern") == nil)
    }

    @Test func textRunsAcrossParagraphs() {
        #expect(book.text(from: Location(offset: 0, grapheme: 11), to: Location(offset: 20, grapheme: 2)) == "climbed.\nHe")
        // Places that are not this book's: an offset no paragraph starts at, a grapheme past the end.
        #expect(book.text(from: Location(offset: 3, grapheme: 0), to: Location(offset: 20, grapheme: 2)) == nil)
        #expect(book.text(from: Location(offset: 0, grapheme: 0), to: Location(offset: 0, grapheme: 99)) == nil)
    }

    @Test func anAnnotationFollowsItsTextWhenTheBookChanges() throws {
        let span = try #require(book.firstSpan(of: "lamp burned"))
        let note = Annotation(start: span.start, end: span.end, text: span.text, created: 1)
        #expect(book.resolved(note) == note)
        // Text added before it moves it; the nearer of two occurrences of its very text is taken
        // (one in other letter cases, nearer still, is not its text).
        let grown = F.book([
            "A preface.", "The keeper climbed.", "LAMP BURNED low.", "He lit the Lamp at dusk; the lamp burned.", "the lamp burned.",
        ])
        let moved = try #require(grown.resolved(note))
        #expect(moved.start == Location(offset: 48, grapheme: 29))
        #expect(grown.text(from: moved.start, to: moved.end) == "lamp burned")
        // Its text gone: nothing to show (the annotation stays on disk).
        #expect(F.book(["The keeper climbed.", "He slept."]).resolved(note) == nil)
    }

    @Test func anAnnotationAcrossParagraphsIsFoundAgain() throws {
        let start = Location(offset: 0, grapheme: 11), end = Location(offset: 20, grapheme: 6)
        let note = Annotation(start: start, end: end, text: try #require(book.text(from: start, to: end)), created: 1)
        let grown = F.book(["Preface.", "The keeper climbed.", "He lit the Lamp at dusk; the lamp burned."])
        let moved = try #require(grown.resolved(note))
        #expect(moved.start == Location(offset: 9, grapheme: 11))
        #expect(moved.end == Location(offset: 29, grapheme: 6))
    }

    @Test func everyAnnotationKeepsItsTextWhenTextIsInsertedBeforeIt() async {
        let words = ["lamp ", "keeper ", "sea ", "燈台", "守り。", "storm, ", "\u{301}", "👨‍👩‍👧 "]
        await propertyCheck(count: 100, input: Gen.text(of: words, count: 1...30).array(of: 2...6), Gen.text(of: words, count: 1...8)) {
            paragraphs, inserted in
            let original = F.book(paragraphs)
            let changed = F.book([inserted] + paragraphs)
            for p in paragraphs.indices {
                let count = paragraphs[p].count
                guard count > 2 else { continue }
                let start = Location(offset: original.paragraphs.offsets[p], grapheme: 1)
                let end = Location(offset: original.paragraphs.offsets[p], grapheme: count - 1)
                guard let text = original.text(from: start, to: end) else {
                    Issue.record("no text at \(start)")
                    continue
                }
                let note = Annotation(start: start, end: end, text: text, created: 1)
                let moved = changed.resolved(note)
                #expect(moved.flatMap { changed.text(from: $0.start, to: $0.end) } == text, "\(paragraphs) + \(inserted)")
            }
        }
    }
}
