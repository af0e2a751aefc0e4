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
}
