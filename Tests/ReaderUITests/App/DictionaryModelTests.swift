import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// Looking words up in the reader: `K` in selection mode and a click with Alt or Ctrl held ask
/// a `LookUpJob`; its entries open the panel, whose links are followed and retraced by keys.
@Suite struct DictionaryModelTests {
    let book = makeTestBook(["Cities grow where rivers meet.", "日本語を話す。", "It doesn't matter, rock’n’roll."])
    static let fixtures = Package.root + "/Tests/Fixtures/dictionary/"

    func model() -> ReaderModel {
        ReaderModel(
            book: book, location: .start, columns: 60, rows: 16, theme: .light, mode: .none,
            dictionaries: DictionaryShelf(folders: [Self.fixtures + "en/en.index", Self.fixtures + "ja"]))
    }

    /// The look-up the effects ask for.
    func job(_ effects: [Effect]) -> LookUpJob? {
        effects.lazy.compactMap { effect -> LookUpJob? in
            if case .start(let job) = effect { return job as? LookUpJob }
            return nil
        }.first
    }

    /// Runs the look-up `effects` ask for and gives its answer to the model.
    func answer(_ effects: [Effect], on m: ReaderModel) throws {
        let asked = try #require(job(effects))
        let event = try #require(asked.run(JobContext(isStale: { false }, report: { _ in })))
        _ = m.update(event)
    }

    var panel: (ReaderModel) -> DictionaryPanel? {
        { m in if case .dictionary(let panel) = m.overlay { return panel } else { return nil } }
    }

    /// The text of the frame's rows, joined by line feeds.
    func screen(_ m: ReaderModel) -> String {
        let frame = m.view()
        return (0..<frame.height).map { y in (0..<frame.width).map { String(frame[$0, y].text) }.joined() }.joined(separator: "\n")
    }

    @Test func kLooksUpTheWordAtTheCursorByItsStem() throws {
        let m = model()
        _ = m.update(.key("V"))
        let effects = m.update(.key("K"))
        #expect(job(effects)?.text == "Cities")
        try answer(effects, on: m)
        let shown = try #require(panel(m))
        #expect(shown.result.word == "city")
        let text = screen(m)
        #expect(text.contains("city · English test dictionary"))
        #expect(text.contains("A large town with its own government"))
        #expect(text.contains("“city” · Tab link · Enter follow · D looked up · Esc"))
    }

    /// Words found are kept, newest first: `D` lists them (in the reader and in the panel),
    /// Enter looks one up again; they are remembered with the settings.
    @Test func wordsLookedUpAreListedAndLookedUpAgain() throws {
        let m = model()
        _ = m.update(.key("D"))
        #expect(m.overlay == nil && m.hint?.hasPrefix("no words looked up yet") == true)
        _ = m.update(.key("V"))
        try answer(m.update(.key("K")), on: m)
        _ = m.update(.key(.escape))
        try answer(click("日本", on: m), on: m)
        _ = m.update(.key(.escape))
        #expect(m.remembered.lookUps == ["city", "日本語"])
        _ = m.update(.key("D"))
        #expect(m.overlay == .lookUps(ResultsList(selected: 0)))
        let list = screen(m)
        #expect(list.contains("Looked up 1/2"))
        let newest = try #require(list.range(of: "日本語")), older = try #require(list.range(of: "city"))
        #expect(newest.lowerBound < older.lowerBound, "newest first")
        _ = m.update(.key("j"))
        let effects = m.update(.key(.enter))
        #expect(job(effects)?.text == "city")
        try answer(effects, on: m)
        #expect(panel(m)?.result.word == "city")
        #expect(m.remembered.lookUps == ["日本語", "city"], "looked up again: the newest")
        _ = m.update(.key("D"))
        #expect(m.overlay == .lookUps(ResultsList(selected: 0)), "D in the panel lists them too")
        _ = m.update(.key(.escape))
        #expect(m.overlay == nil)
        let kept = try #require(RememberedSettings.decode(m.remembered.encoded()!))
        #expect(kept.lookUps == ["日本語", "city"])
    }

    @Test func aSelectionIsLookedUpAsItIs() throws {
        let m = model()
        for key: Key in ["V", "w", "e"] { _ = m.update(.key(key)) }
        let effects = m.update(.key("K"))
        #expect(job(effects)?.text == "Cities grow")
    }

    /// Chinese and Japanese: the text from the cursor on, whose longest word is found.
    @Test func cjkTextIsLookedUpByItsLongestWord() throws {
        let m = model()
        let effects = click("日本", on: m)
        #expect(job(effects)?.text.hasPrefix("日本語を話す") == true)
        try answer(effects, on: m)
        #expect(panel(m)?.result.word == "日本語")
        #expect(screen(m).contains("the Japanese language"))
    }

    /// Tab chooses the next link, Enter follows it (a panel over the first), Backspace comes
    /// back to the first, Esc closes.
    @Test func linksAreFollowedAndRetraced() throws {
        let m = model()
        _ = m.update(.key("V"))
        try answer(m.update(.key("K")), on: m)
        _ = m.update(.key(.tab))
        let first = try #require(panel(m))
        #expect(first.link == 0)
        let follow = m.update(.key(.enter))
        #expect(job(follow)?.text == "cities")
        _ = m.update(.key(.tab))
        let followed = try #require(job(m.update(.key(.enter))))
        #expect(followed.text == "Paris")
        let event = try #require(followed.run(JobContext(isStale: { false }, report: { _ in })))
        _ = m.update(event)
        #expect(panel(m)?.result.word == "Paris")
        #expect(panel(m)?.back.count == 1)
        _ = m.update(.key(.backspace))
        #expect(panel(m)?.result.word == "city")
        #expect(panel(m)?.link == 1)
        _ = m.update(.key(.escape))
        #expect(m.overlay == nil)
    }

    /// The cell where `text` is drawn (on a row of single-width cells before it).
    func cell(of text: String, on m: ReaderModel) -> (column: Int, row: Int)? {
        let frame = m.view()
        for y in 0..<frame.height {
            let cells = (0..<frame.width).map { String(frame[$0, y].text) }
            for x in cells.indices where cells[x...].joined().hasPrefix(text) { return (x, y) }
        }
        return nil
    }

    /// A click with Alt or Ctrl held at `text`: the effects of its release.
    func click(_ text: String, on m: ReaderModel) -> [Effect] {
        guard let at = cell(of: text, on: m) else { return [] }
        _ = m.update(.select(column: at.column, row: at.row, extending: false))
        return m.update(.release(column: at.column, row: at.row))
    }

    /// A click with Alt or Ctrl held (no drag) looks up the word under it; a drag selects.
    @Test func aModifiedClickLooksUpTheWordUnderIt() throws {
        let m = model()
        let effects = click("rivers", on: m)
        #expect(job(effects)?.text == "rivers")
        #expect(m.overlay == nil)
        let (column, row) = try #require(cell(of: "rivers", on: m))
        // Dragged to another word, the same press selects instead.
        _ = m.update(.select(column: column, row: row, extending: false))
        _ = m.update(.select(column: column + 6, row: row, extending: true))
        #expect(job(m.update(.release(column: column + 6, row: row))) == nil)
        #expect(m.selection != nil)
    }

    /// An apostrophe between letters is inside the word.
    @Test func contractionsAreOneWord() {
        let m = model()
        #expect(job(click("esn't", on: m))?.text == "doesn't")
        #expect(job(click("n’roll", on: m))?.text == "rock’n’roll")
    }

    @Test func nothingFoundSaysWhereItLooked() throws {
        let m = model()
        let effects = click("where", on: m)
        #expect(job(effects)?.text == "where")
        try answer(effects, on: m)
        let text = screen(m)
        #expect(text.contains("No entry for “where” in English test dictionary,"))
        #expect(text.contains("“where” · D looked up · Esc"))
    }
}
