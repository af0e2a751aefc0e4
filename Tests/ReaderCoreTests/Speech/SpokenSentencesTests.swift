import ReaderCore
import TestSupport
import Testing

@Suite struct SpokenSentencesTests {
    @Test func sentencesRunFromThePlaceThroughTheBlocksUpToTheEnd() throws {
        let book = try TempBook.load("One. Two lines. Three.\n\nFour? Five!\n\nSix.\n")
        var all = SpokenSentences(book: book, paragraph: 0, grapheme: 0, end: book.paragraphs.count)
        var said: [SpokenSentence] = []
        while let s = all.next() { said.append(s) }
        #expect(said.map(\.text) == ["One.", "Two lines.", "Three.", "Four?", "Five!", "Six."])
        #expect(said[1].graphemes == 5..<15 && said[1].paragraph == said[0].paragraph)
        #expect(said[3].paragraph == said[0].paragraph + 1)

        // From inside "Two lines." (it started before the place: it is said whole),
        // stopping before the last block.
        var part = SpokenSentences(book: book, paragraph: said[0].paragraph, grapheme: 8, end: said[5].paragraph)
        var heard: [String] = []
        while let s = part.next() { heard.append(s.text) }
        #expect(heard == ["Two lines.", "Three.", "Four?", "Five!"])
    }

    /// A ruby's reading is said in place of its base, once; the highlight keeps to the text shown.
    @Test func rubyIsSaidByItsReading() throws {
        let book = try TempBook.load("長い回廊《かいろう》を歩く。｜灯台守《とうだいもり》は眠る。\n")
        var all = SpokenSentences(book: book, paragraph: 0, grapheme: 0, end: book.paragraphs.count)
        var said: [SpokenSentence] = []
        while let s = all.next() { said.append(s) }
        #expect(said.map(\.text) == ["長いかいろうを歩く。", "とうだいもりは眠る。"])
        let shown = Array(book.paragraphs[said[0].paragraph].text)
        #expect(String(shown[said[0].graphemes]) == "長い回廊(かいろう)を歩く。")
    }

    @Test func theVoiceFollowsTheScriptThenTheBooksLanguage() {
        #expect(SpeechVoice.voice(for: "吾輩は猫である。", language: nil) == "ja")
        #expect(SpeechVoice.voice(for: "孙悟空。", language: "zh-CN") == "cmn")
        #expect(SpeechVoice.voice(for: "無い。", language: "ja") == "ja")
        #expect(SpeechVoice.voice(for: "Bonjour.", language: "fr-FR") == "fr")
        #expect(SpeechVoice.voice(for: "Hello.", language: nil) == "en")
        #expect(SpeechVoice.voice(for: "Hello.", language: "zh") == "en")
    }
}
