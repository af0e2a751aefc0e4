import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// Chinese shown in another script through OpenCC: phrase-aware, and never changing the length
/// of a character, so every place in the book stays where it is.
@Suite(.enabled(if: ScriptConverter.shared(.traditional) != nil, "needs OpenCC: libopencc1.1 and libopencc-data"))
struct ScriptConverterTests {
    let traditional = ScriptConverter.shared(.traditional)!

    @Test func phrasesChooseTheirCharacters() {
        // 发 is 發 in 发现 and 髮 in 头发; 后 is 後 in 后来 and stays 后 in 皇后.
        #expect(traditional.convert("他后来发现皇后的头发白了。") == "他後來發現皇后的頭髮白了。")
        #expect(ScriptConverter.shared(.simplified)!.convert("他後來發現皇后的頭髮白了。") == "他后来发现皇后的头发白了。")
    }

    /// Taiwan's words for mainland ones, where they have the same length; where a word's length
    /// would change (U盘 → 隨身碟), its clause is converted character by character instead.
    @Test func taiwanWordsKeepTheLength() throws {
        let taiwan = try #require(ScriptConverter.shared(.taiwan))
        #expect(taiwan.convert("这个软件很好用。") == "這個軟體很好用。")
        let shown = taiwan.convert("把文件存到U盘里。")
        #expect(shown.count == "把文件存到U盘里。".count)
        #expect(shown.hasSuffix("U盤裡。") || shown.hasSuffix("U盤裏。"))
    }

    /// Japanese is never converted: a paragraph with kana, or any paragraph of a Japanese book.
    @Test func japaneseStaysAsItIs() {
        #expect(traditional.convert("日本语の勉强をする。") == "日本语の勉强をする。")
        #expect(traditional.convert("学习", conventions: .japanese) == "学习")
        #expect(traditional.convert("学习") == "學習")
        #expect(traditional.convert("plain text") == "plain text")
    }

    /// A verse indented with spaces is converted as any paragraph is.
    @Test func indentedVerseIsConverted() {
        #expect(ScriptConverter.shared(.simplified)!.convert("        砍下頭來能說話，\n        剁了臂膊打得人。") == "        砍下头来能说话，\n        剁了臂膊打得人。")
    }

    /// A Japanese book keeps even its kanji-only lines; a Chinese one is not Japanese.
    @Test func japaneseBooksAreKnownByTheirKana() throws {
        #expect(try TempBook.load("灯台守\n\n補給船は毎月第一火曜日にやって来る。\n").isJapanese)
        #expect(try !TempBook.load("灯塔\n\n每个月的第一个星期二，补给船会来岛上。\n").isJapanese)
        #expect(try !TempBook.load("The Lighthouse Keeper\n").isJapanese)
    }

    /// Every paragraph of a whole novel keeps its characters' count and UTF-8 lengths, in every script.
    @Test(arguments: [ChineseScript.simplified, .traditional, .taiwan, .hongkong])
    func everyCharacterKeepsItsLength(script: ChineseScript) throws {
        let converter = try #require(ScriptConverter.shared(script))
        let book = try String(contentsOfFile: Package.book("deng-ta.txt"), encoding: .utf8)
        for paragraph in book.split(separator: "\n").map(String.init) {
            let shown = converter.convert(paragraph)
            #expect(shown.count == paragraph.count && shown.utf8.count == paragraph.utf8.count, "\(paragraph)")
            #expect(zip(shown, paragraph).allSatisfy { $0.utf8.count == $1.utf8.count })
        }
    }

    /// Random mixes of ideographs, punctuation, Latin letters and digits keep their length too.
    @Test func randomTextKeepsItsLength() async {
        let pieces = ["发", "头", "后", "软件", "U盘", "里", "。", "，", "a", "1", " ", "鼠标", "出租车", "信息", "干", "面"]
        await propertyCheck(input: Gen<String?>.element(of: pieces).array(of: 1...40)) { parts in
            let text = parts.compactMap { $0 }.joined()
            for script in [ChineseScript.traditional, .taiwan, .hongkong, .simplified] {
                let shown = ScriptConverter.shared(script)!.convert(text)
                #expect(shown.count == text.count && shown.utf8.count == text.utf8.count, "\(script): \(text) → \(shown)")
            }
        }
    }

    @Test func asIsNeedsNothing() {
        #expect(ScriptConverter.shared(.asIs) == nil)
        #expect(ScriptConverter.problem(.asIs) == nil)
        #expect(ScriptConverter.problem(.taiwan) == nil)
    }
}

/// Search across scripts: ideographs fold to their Simplified forms.
@Suite(.enabled(if: ScriptFold.shared != nil, "needs OpenCC: libopencc1.1 and libopencc-data"))
struct ScriptFoldTests {
    func matches(_ query: String, in text: String, scripts: ScriptFold? = ScriptFold.shared) -> [String] {
        guard let q = SearchQuery(query, scripts: scripts) else { return [] }
        var found: [String] = []
        ParagraphMatcher.forEachMatch(of: q, in: text) { range in
            found.append(String(decoding: Array(text.utf8)[range], as: UTF8.self))
            return true
        }
        return found
    }

    @Test func eitherScriptFindsTheOther() {
        #expect(matches("后来", in: "他後來發現了。") == ["後來"])
        #expect(matches("發現", in: "他后来发现了。") == ["发现"])
        #expect(matches("里", in: "這裡和那裏") == ["裡", "裏"])
        #expect(matches("后来", in: "他後來發現了。", scripts: nil) == [])
    }

    @Test func otherTextMatchesAsBefore() {
        #expect(matches("Lamp", in: "the lamp, the LAMP") == ["lamp", "LAMP"])
        #expect(matches("灯塔", in: "灯塔と燈塔") == ["灯塔", "燈塔"])
        #expect(matches("。", in: "甲。乙。") == ["。", "。"])
    }
}
