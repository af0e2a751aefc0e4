import Testing

@testable import ReaderCore

/// Contents entries by level, and entries whose heading is followed by more headings: a printed contents list.
struct ContentsSurveyTests {
    /// A book of `texts` with a chapter at each index of `headings`.
    func book(_ texts: [String], headings: [Int]) -> Book {
        let paragraphs = texts.enumerated().map { Paragraph(offset: $0.offset * 100, text: $0.element) }
        let starts = [0] + headings.filter { $0 > 0 }
        let chapters = starts.enumerated().map { k, start in
            Chapter(
                title: texts[start], paragraphs: start..<(k + 1 < starts.count ? starts[k + 1] : texts.count),
                heading: headings.contains(start) ? start : nil, offset: start * 100)
        }
        return Book(title: "t", encoding: .utf8, sourceSize: texts.count * 100, paragraphs: paragraphs, chapters: chapters)
    }

    /// Contents that are only size-based sections (`§1 · …`, no heading) are told from headed ones.
    @Test func sizeBasedSectionsAreTold() {
        let texts = ["§1 · It was a bright", "It was a bright cold day.", "§2 · The clocks were", "The clocks were striking."]
        #expect(ContentsSurvey(book(texts, headings: [])).sizeBased)
        #expect(!ContentsSurvey(book(texts, headings: [0, 2])).sizeBased)
    }

    @Test func anEntryIntoAPrintedContentsListIsFound() {
        let listed = book(
            [
                "CHAPTER 1. Loomings.", "CHAPTER 2. The Carpet-Bag.", "CHAPTER 3. The Spouter-Inn.", "CHAPTER 4. The Counterpane.",
                "CHAPTER 1. Loomings.", "Call me Ishmael.",
            ], headings: [0, 4])
        let survey = ContentsSurvey(listed)
        #expect(survey.intoListCount == 1)
        #expect(survey.intoLists == ["CHAPTER 1. Loomings."])
        #expect(survey.entriesByLevel == [2])
    }

    @Test func aListInOneBlockIsFound() {
        let listed = book(
            ["CONTENTS", "CHAPTER 1. Loomings.\nCHAPTER 2. The Carpet-Bag.\nCHAPTER 3. The Spouter-Inn.", "Call me Ishmael."], headings: [0]
        )
        #expect(ContentsSurvey(listed).intoListCount == 1)
    }

    @Test func aTitleOverAPartOverItsFirstChapterIsNoList() {
        let parts = book(
            [
                "MOBY-DICK", "PART ONE", "CHAPTER 1. Loomings.", "Call me Ishmael. Some years ago.", "CHAPTER 2. The Carpet-Bag.",
                "I stuffed a shirt.",
            ], headings: [0, 1, 2, 4])
        #expect(ContentsSurvey(parts).intoListCount == 0)
    }
}
