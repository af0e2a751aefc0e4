import Testing

@testable import ReaderCore
@testable import ReaderUI

/// The annotations panel: rows in book order with their colour, jumping, deleting and bringing
/// back, recolouring, writing a note from the panel, filtering and exporting.
@Suite struct AnnotationPanelTests {
    let book = makeTestBook((1...12).map { "Paragraph \($0) holds a first sentence. And a second one." })

    func annotation(_ p: Int, _ color: HighlightColor, note: String = "") -> Annotation {
        let start = Location(offset: book.paragraphs.offsets[p], grapheme: 0)
        let end = Location(offset: book.paragraphs.offsets[p], grapheme: 11)
        return Annotation(
            id: "id\(p)", start: start, end: end, text: book.text(from: start, to: end)!, color: color, note: note, created: 100)
    }

    func model() -> ReaderModel {
        ReaderModel(
            book: book, location: .start, columns: 60, rows: 16, theme: .light, mode: .none,
            notes: BookAnnotations(
                fingerprint: "f", annotations: [annotation(10, .green, note: "late"), annotation(0, .yellow), annotation(4, .pink)]),
            wallClock: .fixed(1_800_000_000))
    }

    @discardableResult
    func press(_ keys: [Key], on m: ReaderModel) -> [Effect] {
        keys.flatMap { m.update(.key($0)) }
    }

    func content(_ m: ReaderModel) -> (title: String, lines: [String], selected: Int?, swatches: [Role])? {
        guard let overlay = m.overlay, case .list(let title, let lines, let selected, let swatches)? = m.overlayContent(overlay) else {
            return nil
        }
        return (title, lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }, selected, swatches)
    }

    @Test func rowsAreInBookOrderWithTheirColours() throws {
        let m = model()
        press(["A"], on: m)
        let shown = try #require(content(m))
        #expect(shown.title.hasPrefix("Highlights 3 "))
        // Each row: where the highlight is (its page, 6 columns), its chapter, its text, its note.
        #expect(shown.lines.map { $0.dropFirst(6) } == ["Paragraph 1", "Paragraph 5", "Paragraph 1  ✎ late"])
        #expect(shown.lines[0].hasPrefix("p.1   "))
        #expect(shown.swatches == [.markYellow, .markPink, .markGreen])
        #expect(shown.selected == 0)
        // The rows are drawn, each with its colour's swatch.
        let frame = m.view()
        #expect((0..<frame.height).contains { y in (0..<frame.width).contains { frame[$0, y].style == Palette.light[.markPink] } })
    }

    @Test func enterJumpsAndBackspaceComesBack() {
        let m = model()
        press(["A", "j", "j", "Enter"], on: m)
        #expect(m.overlay == nil)
        #expect(m.navigator.index.position(of: PageAnchor(paragraph: 10, grapheme: 0)) == m.navigator.position)
        press(["`"], on: m)
        #expect(m.navigator.position == PagePosition(chapter: 0, page: 0))
    }

    @Test func deleteThenUndoBringsTheHighlightBack() throws {
        let m = model()
        #expect(press(["A", "j", "d"], on: m) == [.save])
        #expect(m.notes.annotations.map(\.id) == ["id0", "id10"])
        #expect(try #require(content(m)).selected == 1)
        #expect(press(["u"], on: m) == [.save])
        #expect(m.notes.annotations.map(\.id) == ["id0", "id4", "id10"])
        // Brought back after its deletion, it survives a merge with the file that saw it deleted.
        var deletedOnDisk = BookAnnotations(
            fingerprint: "f", annotations: [annotation(10, .green, note: "late"), annotation(0, .yellow), annotation(4, .pink)])
        deletedOnDisk.remove(id: "id4", at: 1_800_000_000)
        #expect(deletedOnDisk.merged(with: m.notes).annotations.map(\.id) == ["id0", "id4", "id10"])
    }

    @Test func colourAndNoteChangeFromThePanel() {
        let m = model()
        press(["A", "c", "c"], on: m)
        #expect(m.notes.annotations.first?.color == .blue)
        press(["j", "e"] + "pink one".map { Key.character($0) } + ["Esc"], on: m)
        #expect(m.notes.annotations.map(\.note) == ["", "pink one", "late"])
        // Back in the panel, on the same row.
        guard case .annotations(let list) = m.overlay else {
            Issue.record("the panel comes back after the note")
            return
        }
        #expect(list.selected == 1)
    }

    @Test func aFilterNarrowsByWordsOrColourAndEscClearsIt() throws {
        let m = model()
        press(["A", "/"] + "late".map { Key.character($0) } + ["Enter"], on: m)
        #expect(try #require(content(m)).lines.count == 1)
        press(["Esc", "/"] + "pink".map { Key.character($0) } + ["Enter"], on: m)
        #expect(try #require(content(m)).swatches == [.markPink])
        press(["Esc"], on: m)
        #expect(try #require(content(m)).lines.count == 3)
        press(["Esc"], on: m)
        #expect(m.overlay == nil)
    }

    @Test func exportGivesTheMarkdownToWrite() {
        let m = model()
        let effects = press(["A", "x"], on: m)
        #expect(effects == [.exportNotes(AnnotationExport.markdown(m.notes.annotations, book: book))])
    }

    @Test func koreadersHighlightsComeInOnceFromThePanel() {
        let m = model()
        #expect(press(["A", "i"], on: m) == [.importHighlights])
        let highlights = [
            KOReaderHighlight(text: "Paragraph 3 holds", note: "kept", color: .blue, chapter: nil, created: 5, modified: 5, position: ""),
            KOReaderHighlight(text: "nowhere in the book", note: "", color: .yellow, chapter: nil, created: 6, modified: 6, position: ""),
        ]
        #expect(m.update(.imported(highlights, from: "b.sdr")) == [.save])
        #expect(m.status().hint == "imported 1 highlight, 1 not in the book")
        #expect(m.notes.annotations.map(\.text) == ["Paragraph 1", "Paragraph 3 holds", "Paragraph 5", "Paragraph 1"])
        _ = m.update(.imported(highlights, from: "b.sdr"))
        #expect(m.notes.annotations.count == 4, "taken again, the same highlight")
    }

    @Test func thePanelOpensEmptyAndSaysHowToBegin() throws {
        let m = ReaderModel(book: book, location: .start, columns: 60, rows: 16, theme: .light, mode: .none)
        press(["A"], on: m)
        #expect(try #require(content(m)).lines == ["no highlights yet: V selects text, i takes KOReader's"])
    }
}
