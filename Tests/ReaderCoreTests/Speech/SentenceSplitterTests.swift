import ReaderCore
import Testing

@Suite struct SentenceSplitterTests {
    static func split(_ text: String, longest: Int = 400) -> [String] {
        let characters = Array(text)
        return SentenceSplitter.sentences(in: characters, longest: longest).map { String(characters[$0]) }
    }

    @Test func sentencesEndAtTheirMarkAndKeepTheirClosingQuotes() {
        #expect(
            Self.split(#"  "It is an eye," Maren said. "It just doesn't look." He nodded!  Why?"#)
                == [#""It is an eye," Maren said."#, #""It just doesn't look.""#, "He nodded!", "Why?"])
        #expect(Self.split("Wait... what?! No.") == ["Wait...", "what?!", "No."])
    }

    @Test func abbreviationsInitialsAndNumbersDoNotEndASentence() {
        #expect(
            Self.split("Mr. Darcy met Dr. Watson at 3.15 in St. Ives. J. R. R. Tolkien wrote, e.g. this.")
                == ["Mr. Darcy met Dr. Watson at 3.15 in St. Ives.", "J. R. R. Tolkien wrote, e.g. this."])
    }

    @Test func aHeadingsOrAListsNumberDoesNotEndASentenceButAYearDoes() {
        #expect(Self.split("Chapter 2. The Lamp Room") == ["Chapter 2. The Lamp Room"])
        #expect(Self.split("1. Install it. 2. Run it.") == ["1. Install it.", "2. Run it."])
        #expect(Self.split("She came in 1984. Then she left.") == ["She came in 1984.", "Then she left."])
    }

    @Test func chineseAndJapaneseEndAtTheirMarksWithoutSpaces() {
        #expect(Self.split("祖师道：“你既姓孙。”那猴大喜！你说呢？") == ["祖师道：“你既姓孙。”", "那猴大喜！", "你说呢？"])
        #expect(Self.split("吾輩は猫である。名前はまだ無い。") == ["吾輩は猫である。", "名前はまだ無い。"])
    }

    @Test func aLongRunIsCutAtASpaceAndPunctuationAloneIsNoSentence() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let parts = Self.split(words, longest: 40)
        #expect(parts.count > 1 && parts.allSatisfy { $0.count <= 45 })
        #expect(parts.joined(separator: " ") == words)
        #expect(Self.split(" … — * * * ").isEmpty)
        #expect(Self.split("").isEmpty)
    }
}
