import ReaderCore
import Testing

@testable import ReaderUI

/// Selection mode in the model: starting, moving across a page boundary with the page following,
/// and what a selection does — highlight, note, copy, search, unmark — drawn in every writing.
@Suite struct SelectionModelTests {
    /// Short paragraphs on a small screen: a few per page.
    let book = makeTestBook((1...12).map { "Paragraph \($0) holds a first sentence. And a second one." } + ["吾輩は猫である。名前はまだ無い。"])

    func model(_ settings: LayoutSettings = LayoutSettings(), rows: Int = 10, notes: [Annotation] = []) -> ReaderModel {
        ReaderModel(
            book: book, location: .start, columns: 40, rows: rows, theme: .light, mode: .none, layoutSettings: settings,
            notes: BookAnnotations(fingerprint: "f", annotations: notes), wallClock: .fixed(1_800_000_000))
    }

    @discardableResult
    func press(_ keys: [Key], on m: ReaderModel) -> [Effect] {
        keys.flatMap { m.update(.key($0)) }
    }

    /// The text of the cells drawn in `role`'s style, rows joined by "|".
    func text(in frame: Frame, _ role: Role) -> String {
        (0..<frame.height).map { y in
            (0..<frame.width).filter { frame[$0, y].style == Palette.light[role] }.map { String(frame[$0, y].text) }.joined()
        }.filter { !$0.isEmpty }.joined(separator: "|")
    }

    @Test func selectingStartsAtThePageTopAndExtendsByWords() {
        let m = model()
        press(["V"], on: m)
        #expect(m.selection == Selection(fixed: PageAnchor(paragraph: 0, grapheme: 0), cursor: PageAnchor(paragraph: 0, grapheme: 0)))
        press(["e", "e"], on: m)
        let frame = m.view()
        #expect(text(in: frame, .selectionCursor) == "1")
        #expect(text(in: frame, .selection) == "Paragraph ")
        #expect(m.status().hint?.hasPrefix("select:") == true)
    }

    @Test func enterHighlightsTheSelectionAndSaves() {
        let m = model()
        let effects = press(["V", ")", "Enter"], on: m)
        #expect(effects.contains(.save))
        #expect(m.overlay == nil)
        let made = try! #require(m.notes.annotations.first)
        #expect(made.text == "Paragraph 1 holds a first sentence.")
        #expect(made.color == .yellow)
        #expect(made.created == 1_800_000_000)
        #expect(text(in: m.view(), .markYellow) == "Paragraph 1 holds a first |sentence.")
        // The same text again in another colour recolours it.
        press(["V", ")", "3"], on: m)
        #expect(m.notes.annotations.map(\.color) == [.blue])
    }

    @Test func theSelectionCrossesPagesAndThePageFollows() {
        let m = model()
        let firstPage = m.navigator.position
        // Paragraph by paragraph past the bottom of the first page.
        press(["V"] + Array(repeating: "}", count: 5), on: m)
        #expect(m.navigator.position != firstPage)
        let cursor = try! #require(m.selection?.cursor)
        #expect(m.navigator.index.position(of: cursor) == m.navigator.position)
        press(["Enter"], on: m)
        let made = try! #require(m.notes.annotations.first)
        #expect(made.text.hasPrefix("Paragraph 1 holds"))
        #expect(made.text.hasSuffix("Paragraph 5 holds a first sentence. And a second one."))
        #expect(made.text.split(separator: "\n").count == 5)
    }

    @Test func linesMoveDownAndUpAcrossThePageEdge() {
        let m = model()
        let lines = m.navigator.page.lines.filter { $0.kind != .blank }
        press(["V"] + Array(repeating: "j", count: lines.count), on: m)
        // One line past the last of the first page: the next page's first line, on screen.
        let next = try! #require(m.navigator.position(after: PagePosition(chapter: 0, page: 0)))
        let firstOfNext = try! #require(m.navigator.index.page(next).lines.first { $0.kind != .blank })
        #expect(m.selection?.cursor == PageAnchor(paragraph: firstOfNext.paragraph, grapheme: firstOfNext.graphemes.lowerBound))
        #expect(m.navigator.position == next)
        press(["k"], on: m)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0))
    }

    @Test func copyGivesTheTextToTheClipboardAndLeaves() {
        let m = model()
        let effects = press(["V", "e", "e", "y"], on: m)
        #expect(effects == [.copy("Paragraph 1")])
        #expect(m.overlay == nil)
        #expect(m.notes.annotations.isEmpty)
    }

    @Test func aNoteIsWrittenToTheNewHighlight() {
        let m = model()
        press(["V", "e", "n"] + "worth".map { Key.character($0) } + ["Enter"] + "remembering".map { Key.character($0) } + ["C-s"], on: m)
        #expect(m.notes.annotations.map(\.note) == ["worth\nremembering"])
        #expect(m.notes.annotations.map(\.text) == ["Paragraph"])
        #expect(m.overlay == nil)
    }

    @Test func searchingForTheSelectionFindsItsNextOccurrences() {
        let m = model()
        press(["V", "e", "w", "/"], on: m)
        #expect(m.search.state?.finder.query.text == "Paragraph 1")
        // Selecting again starts on the current match, selected.
        press(["n", "V"], on: m)
        let selection = try! #require(m.selection)
        #expect(m.navigator.book.text(from: selection.span(in: book).start, to: selection.span(in: book).end) == "Paragraph 1")
    }

    @Test func unmarkRemovesTheHighlightsTheSelectionTouches() {
        let m = model()
        press(["V", ")", "Enter", "V", "w", "w", "d"], on: m)
        #expect(m.notes.annotations.isEmpty)
        #expect(m.notes.deleted.count == 1)
        #expect(text(in: m.view(), .markYellow).isEmpty)
    }

    @Test func escapeLeavesAndKeysTurnPagesAgain() {
        let m = model()
        press(["V", "j", "Esc"], on: m)
        #expect(m.overlay == nil)
        press(["j"], on: m)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 1))
    }

    @Test func theSelectionIsDrawnInVerticalWriting() {
        var vertical = LayoutSettings()
        vertical.writing = .vertical
        let m = model(vertical, rows: 14)
        press(["G", "V"], on: m)
        let cursor = try! #require(m.selection?.cursor)
        press(["{", "l", "l"], on: m)
        #expect(m.selection?.cursor != cursor)
        #expect(!text(in: m.view(), .selection).isEmpty)
    }
}

/// Selecting with the pointer: Alt/Ctrl-drag, presses and drags in selection mode, double and triple clicks.
@Suite struct PointerSelectionTests {
    let book = makeTestBook((1...12).map { "Paragraph \($0) holds a first sentence. And a second one." })

    func model() -> ReaderModel {
        ReaderModel(book: book, location: .start, columns: 60, rows: 12, theme: .light, mode: .none, wallClock: .fixed(1_800_000_000))
    }

    /// The screen cell where `text` is drawn first.
    func cell(of text: String, in m: ReaderModel) throws -> (column: Int, row: Int) {
        let lines = m.view().lines
        let row = try #require(lines.firstIndex { $0.contains(text) })
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].range(of: text)!.lowerBound)
        return (column, row)
    }

    func selected(_ m: ReaderModel) -> String? {
        m.selection.flatMap { s in book.text(from: s.span(in: book).start, to: s.span(in: book).end) }
    }

    @Test func aModifiedDragSelectsFromPressToPointer() throws {
        let m = model()
        let from = try cell(of: "holds", in: m), to = try cell(of: "first", in: m)
        _ = m.update(.select(column: from.column, row: from.row, extending: false))
        _ = m.update(.select(column: to.column + 4, row: to.row, extending: true))
        #expect(selected(m) == "holds a first")
        _ = m.update(.key("Enter"))
        #expect(m.notes.annotations.map(\.text) == ["holds a first"])
    }

    @Test func inSelectionModeAPressMovesAndADragExtends() throws {
        let m = model()
        _ = m.update(.key("V"))
        let from = try cell(of: "second", in: m)
        _ = m.update(.press(column: from.column, row: from.row), now: 10)
        _ = m.update(.drag(column: from.column + 10, row: from.row), now: 10.1)
        _ = m.update(.release(column: from.column + 10, row: from.row), now: 10.2)
        #expect(selected(m) == "second one.")
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0), "no page turned")
    }

    @Test func doubleAndTripleClicksSelectAWordAndAParagraph() throws {
        let m = model()
        let word = try cell(of: "sentence", in: m)
        for t in [10.0, 10.2] {
            _ = m.update(.press(column: word.column + 2, row: word.row), now: t)
            _ = m.update(.release(column: word.column + 2, row: word.row), now: t + 0.05)
        }
        #expect(selected(m) == "sentence")
        _ = m.update(.press(column: word.column + 2, row: word.row), now: 10.4)
        #expect(selected(m) == "Paragraph 1 holds a first sentence. And a second one.")
    }

    @Test func aClickOnTheRightThirdStillTurnsThePage() {
        let m = model()
        _ = m.update(.press(column: 55, row: 5), now: 10)
        _ = m.update(.release(column: 55, row: 5), now: 10.05)
        #expect(m.selection == nil)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 1))
    }
}
