import PropertyBased
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

    @Test func aCJKParagraphOpeningOnALatinWordIsCJK() {
        // Before, the first ASCII letter made the paragraph Latin: no CJK indent, no justification.
        #expect(Script.of(paragraph: "Debianではファイルパーミッションを変更する。") == .japanese)
        #expect(Script.of(paragraph: "UTF-8的文件名可以正确显示。") == .chinese)
        #expect(Script.of(paragraph: "Debian GNU/Linuxのリリース") == .latin, "a word then a space: Latin, as an English sentence quoting CJK")
        #expect(Script.of(paragraph: "The word 中 means middle.") == .latin)
        #expect(Script.of(paragraph: "Hello, world.") == .latin)
        #expect(Script.of(paragraph: String(repeating: "a", count: 40) + "の") == .latin, "a run too long to be a word")
    }

    /// A kanji-only Japanese paragraph reads as Chinese from its text alone; the book's language settles it.
    @Test func theBooksLanguageDecidesBetweenChineseAndJapanese() {
        let kanji = "明治三十八年一月、東京本郷千駄木町。"
        #expect(Script.of(paragraph: kanji) == .chinese)
        #expect(Script.of(paragraph: kanji, conventions: Script.conventions(language: "ja")) == .japanese)
        #expect(Script.of(paragraph: kanji, conventions: Script.conventions(language: "ja-JP")) == .japanese)
        #expect(Script.conventions(language: "JA_jp") == .japanese && Script.conventions(language: "ko") == .chinese)
        #expect(Script.of(paragraph: "吾輩は猫である。", conventions: Script.conventions(language: "zh-Hant")) == .chinese)
        #expect(Script.of(paragraph: kanji, conventions: Script.conventions(language: nil)) == .chinese)
        #expect(
            Script.of(paragraph: kanji, conventions: Script.conventions(language: "en")) == .chinese,
            "a language that is not CJK leaves the text to decide")
        #expect(
            Script.of(paragraph: "It was a bright cold day.", conventions: Script.conventions(language: "ja")) == .latin,
            "Latin text stays Latin")
    }
}

/// Kana are looked for sixteen bytes at a time within about a hundred bytes after the first CJK
/// character: the same answer as a look at every byte.
@Suite struct ScriptKanaWindowTests {
    /// `Script.of` as its rule reads, one byte at a time.
    static func reference(_ text: String) -> Script.Paragraph {
        let scalars = Array(text.unicodeScalars.prefix(8))
        guard let first = scalars.firstIndex(where: { Script.isCJK($0) || $0.properties.isAlphabetic }),
            Script.isCJK(scalars[first])
        else { return .latin }
        let bytes = Array(text.utf8)
        let start = scalars[..<first].reduce(0) { $0 + UTF8.width($1) }
        let end = min(bytes.count - 2, start + 96)
        var i = start
        while i < end {
            if bytes[i] == 0xE3, (0x81...0x83).contains(bytes[i + 1]), !(bytes[i + 1] == 0x83 && bytes[i + 2] == 0xBB) { return .japanese }
            i += 1
        }
        return .chinese
    }

    @Test func kanaAnywhereInTheWindowMakeItJapanese() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...59), Gen.int(in: 0...3), Gen.int(in: 0...4)) { at, kana, lead in
            let leads = ["", "「", "1863", "“", "　"]
            let marks = ["か", "ア", "・", "。"]
            var scalars = Array(repeating: "天", count: 60)
            scalars[at] = marks[kana]
            let text = leads[lead] + scalars.joined()
            #expect(Script.of(paragraph: text) == Self.reference(text), "\(text)")
        }
    }

    @Test func kanaJustPastTheWindowIsNotSeen() {
        // 32 hanzi are 96 bytes: a kana after them is beyond the window.
        #expect(Script.of(paragraph: String(repeating: "天", count: 31) + "か") == .japanese)
        #expect(Script.of(paragraph: String(repeating: "天", count: 33) + "か") == .chinese)
    }
}
