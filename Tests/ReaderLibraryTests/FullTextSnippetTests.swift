import Testing

@testable import ReaderLibrary

@Suite struct FullTextSnippetTests {
    @Test func aShortPassageIsShownWholeWithTheMatchMarked() {
        let text = "Call me Ishmael."
        let (snippet, match) = FullTextSnippet.around(8..<15, in: text)
        #expect(snippet == text)
        #expect(Array(snippet)[match].map(String.init).joined() == "Ishmael")
    }

    @Test func aLongPassageIsCutAroundTheMatchInCharacters() {
        let text = String(repeating: "天", count: 100) + "悟空" + String(repeating: "地", count: 100)
        let start = 300, end = 306
        let (snippet, match) = FullTextSnippet.around(start..<end, in: text)
        #expect(snippet.hasPrefix("…") && snippet.hasSuffix("…"))
        #expect(snippet.count == 1 + FullTextSnippet.before + 2 + FullTextSnippet.after + 1)
        #expect(String(Array(snippet)[match]) == "悟空")
    }
}
