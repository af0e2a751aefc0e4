import Testing
@testable import ReaderCore

/// The script a paragraph is set in decides its first-line indent and spacing.
@Suite struct ScriptTests {
    @Test func paragraphsAreLatinChineseOrJapanese() {
        #expect(Script.of(paragraph: "It was a bright cold day.") == .latin)
        #expect(Script.of(paragraph: "“Yes,” she said.") == .latin)
        #expect(Script.of(paragraph: "天地玄黄，宇宙洪荒。日月盈昃，辰宿列张。") == .chinese)
        #expect(Script.of(paragraph: "吾輩は猫である。名前はまだ無い。") == .japanese)
        #expect(Script.of(paragraph: "「何処で生れたか」") == .japanese)
        #expect(Script.of(paragraph: "“你好，”他说。") == .chinese)
        #expect(Script.of(paragraph: "") == .latin)
        #expect(Script.of(paragraph: "1863。") == .chinese)
    }

    /// A kanji-only Japanese paragraph reads as Chinese from its text alone; the book's language settles it.
    @Test func theBooksLanguageDecidesBetweenChineseAndJapanese() {
        let kanji = "明治三十八年一月、東京本郷千駄木町。"
        #expect(Script.of(paragraph: kanji) == .chinese)
        #expect(Script.of(paragraph: kanji, language: "ja") == .japanese)
        #expect(Script.of(paragraph: kanji, language: "ja-JP") == .japanese)
        #expect(Script.of(paragraph: "吾輩は猫である。", language: "zh-Hant") == .chinese)
        #expect(Script.of(paragraph: kanji, language: nil) == .chinese)
        #expect(Script.of(paragraph: kanji, language: "en") == .chinese, "a language that is not CJK leaves the text to decide")
        #expect(Script.of(paragraph: "It was a bright cold day.", language: "ja") == .latin, "Latin text stays Latin")
    }
}
