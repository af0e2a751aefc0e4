import ReaderCore
import Testing

@testable import ReaderUI

/// `C` cycles the script Chinese is shown in: the page is drawn converted, the place and the
/// pages stay as they were, and what is copied is what is shown.
@Suite(.enabled(if: ScriptConverter.shared(.traditional) != nil, "needs OpenCC: libopencc1.1 and libopencc-data"))
struct ChineseScriptModelTests {
    let book = makeTestBook((1...30).map { "第\($0)段：他后来发现皇后的头发白了，于是开始学习软件。" })

    func model() -> ReaderModel {
        ReaderModel(book: book, location: .start, columns: 40, rows: 12, theme: .light, mode: .none)
    }

    func screen(_ m: ReaderModel) -> String {
        let frame = m.view()
        return (0..<frame.height).map { y in (0..<frame.width).map { String(frame[$0, y].text) }.joined() }.joined(separator: "\n")
    }

    @Test func cyclingConvertsWhatIsShownAndKeepsThePlace() {
        let m = model()
        _ = m.update(.key(" "))
        let place = m.location, pages = m.navigator.index.readingOrderPages
        #expect(screen(m).contains("头发"))
        _ = m.update(.key("C"))
        #expect(m.layoutSettings.chinese == .simplified)
        #expect(m.status().hint == "Simplified Chinese")
        _ = m.update(.key("C"))
        #expect(m.remembered[Settings.chinese] == .traditional)
        let shown = screen(m)
        #expect(shown.contains("頭髮") && shown.contains("後來發現") && !shown.contains("头发"))
        #expect(m.location == place)
        #expect(m.navigator.index.readingOrderPages == pages)
        for _ in 0..<3 { _ = m.update(.key("C")) }
        #expect(m.layoutSettings.chinese == .asIs)
        #expect(screen(m).contains("头发"))
    }

    /// A Japanese book's kanji stay as they are, a title of kanji alone too, and the key says so.
    @Test func aJapaneseBookIsNotConverted() {
        var settings = LayoutSettings()
        settings.chinese = .traditional
        let japanese = makeTestBook(["灯台守", "補給船は毎月第一火曜日にやって来る。"])
        let m = ReaderModel(
            book: japanese, location: .start, columns: 40, rows: 12, theme: .light, mode: .none, layoutSettings: settings)
        #expect(screen(m).contains("灯台守"))
        _ = m.update(.key("C"))
        #expect(m.status().hint == "a Japanese book: its kanji stay as they are")
        #expect(m.layoutSettings.chinese == .traditional && m.remembered[Settings.chinese] == nil)
    }

    /// The contents filter, like search, finds a title typed in either script while converting.
    @Test func theContentsFilterMatchesEitherScript() {
        var state = ContentsState(book: book, chapter: 0, acrossScripts: true)
        state.filter = LineEditor()
        for c in "大聖" { _ = state.filter?.handle(.character(c)) }
        let entry = ContentsEntry(title: "第七回 八卦炉中逃大圣", level: 1, chapter: 0, isChapter: true)
        #expect(state.matches(entry))
        state.acrossScripts = false
        #expect(!state.matches(entry))
    }

    /// Copying takes the text as shown; a highlight keeps the book's own text.
    @Test func copyTakesTheShownTextAndHighlightsTheSource() throws {
        let m = model()
        for _ in 0..<2 { _ = m.update(.key("C")) }
        let copied = ["V", "$", "y"].flatMap { m.update(.key(Key.character(Character($0)))) }
        let text = try #require(
            copied.compactMap { effect -> String? in if case .copy(let t) = effect { return t } else { return nil } }.first)
        #expect(text.hasPrefix("第1段：他後來發現皇后的頭髮"))
        for key in ["V", "$"] { _ = m.update(.key(Key.character(Character(key)))) }
        _ = m.update(.key(.enter))
        #expect(m.notes.annotations.first?.text.hasPrefix("第1段：他后来发现") == true)
    }
}
