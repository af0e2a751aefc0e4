import ReaderCore
import Testing

@testable import ReaderUI

/// A novel in two volumes of two chapters each, the chapters numbered from I in each volume.
func twoVolumeBook() -> Book {
    var paragraphs: [Paragraph] = []
    var chapters: [Chapter] = []
    for (v, volume) in ["Volume I", "Volume II"].enumerated() {
        for (c, title) in ["Chapter I", "Chapter II"].enumerated() {
            let start = paragraphs.count
            for p in 0..<12 {
                let text = p == 0 ? title : "Paragraph \(p) of \(title) in \(volume): the quick brown fox jumps over the lazy dog."
                paragraphs.append(Paragraph(offset: (v * 2 + c) * 10_000 + p * 200, text: text))
            }
            chapters.append(
                Chapter(
                    title: title, paragraphs: start..<paragraphs.count, heading: start, offset: paragraphs[start].offset,
                    level: 2, containers: c == 0 ? [volume] : []))
        }
    }
    return Book(title: "volumes", encoding: .utf8, sourceSize: 40_000, paragraphs: paragraphs, chapters: chapters)
}

/// The contents overlay as a tree: folding, moving, filtering and jumping, drawn frame by frame.
@Suite struct ContentsTreeTests {
    func model(_ columns: Int = 44, _ rows: Int = 14) -> ReaderModel {
        let m = ReaderModel(book: twoVolumeBook(), location: .start, columns: columns, rows: rows, theme: .light, mode: .none)
        m.navigator.index.completeAll()
        return m
    }

    func state(_ m: ReaderModel) -> ContentsState? {
        if case .contents(let state) = m.overlay { return state }
        return nil
    }

    @Test func opensOnTheCurrentChapterWithContainersAsEntries() {
        let m = model()
        _ = m.update(.key("o"))
        let entries = m.navigator.book.contents
        #expect(entries.map(\.title) == ["Volume I", "Chapter I", "Chapter II", "Volume II", "Chapter I", "Chapter II"])
        #expect(entries.map(\.level) == [1, 2, 2, 1, 2, 2])
        #expect(state(m)?.selected == 1)
    }

    @Test func leftFoldsAndGoesUpRightUnfoldsThenJumps() throws {
        let m = model()
        _ = m.update(.key("o"))
        _ = m.update(.key("Left"))
        #expect(state(m)?.selected == 0, "from a chapter to its volume")
        _ = m.update(.key("Left"))
        #expect(state(m)?.collapsed == [0])
        _ = m.update(.key("Left"))
        #expect(state(m)?.selected == 0, "← on a folded top entry stays (Esc closes)")
        #expect(try #require(state(m)).rows(m.navigator.book.contents) == [0, 3, 4, 5])
        _ = m.update(.key("j"))
        #expect(state(m)?.selected == 3, "the folded chapters are skipped")
        _ = m.update(.key("k"))
        _ = m.update(.key("Right"))
        #expect(state(m)?.collapsed == [])
        _ = m.update(.key("G"))
        #expect(m.update(.key("Right")) == [.save])
        #expect(m.overlay == nil)
        #expect(m.navigator.position.chapter == 3)
        #expect(m.status().chapterTitle == "Volume II · Chapter II")
    }

    @Test func slashFiltersAndEscClears() throws {
        let m = model()
        _ = m.update(.key("o"))
        _ = m.update(.key("/"))
        for key: Key in ["i", "i"] { _ = m.update(.key(key)) }
        let s = try #require(state(m))
        #expect(s.filter?.text == "ii")
        #expect(s.rows(m.navigator.book.contents) == [0, 2, 3, 5], "matches and the volumes above them")
        #expect(s.selected == 2, "the highlight goes to the first match, not the volume above it")
        _ = m.update(.key("Down"))
        _ = m.update(.key("Down"))
        #expect(state(m)?.selected == 5)
        _ = m.update(.key("Esc"))
        #expect(state(m)?.filter == nil)
        #expect(m.overlay != nil, "Esc clears the filter first")
        _ = m.update(.key("Esc"))
        #expect(m.overlay == nil)
    }

    @Test func enterOnAVolumeOpensItsFirstChapter() {
        let m = model()
        _ = m.update(.key("o"))
        _ = m.update(.key("/"))
        for key: Key in ["v", "o", "l", "u", "m", "e", "Space", "i", "i"] { _ = m.update(.key(key)) }
        #expect(state(m)?.selected == 3)
        _ = m.update(.key("Enter"))
        #expect(m.navigator.position == PagePosition(chapter: 2, page: 0))
        #expect(m.status().chapterTitle == "Volume II · Chapter I")
    }

    @Test func theTreeIsDrawnIndentedWithFoldMarksAndPages() {
        let m = model()
        _ = m.update(.key("o"))
        _ = m.update(.key("Left"))
        _ = m.update(.key("Left"))
        #expect(
            Array(m.view().lines[3...9]) == [
                "   Contents 1/4 (←→ fold, / filter)         ",
                "                                            ",
                "    ▸ Volume I                          1   ",
                "    ▾ Volume II                        11   ",
                "        Chapter I                      11   ",
                "        Chapter II                     16   ",
                "                                            ",
            ])
        _ = m.update(.key("Right"))
        _ = m.update(.key("/"))
        _ = m.update(.key("I"))
        _ = m.update(.key("I"))
        #expect(
            Array(m.view().lines[3...9]) == [
                "   Contents /II▏ 2/4 (Esc clears)           ",
                "                                            ",
                "    ▾ Volume I                          1   ",
                "        Chapter II                      6   ",
                "    ▾ Volume II                        11   ",
                "        Chapter II                     16   ",
                "                                            ",
            ])
    }

    @Test func theCurrentChapterIsMarkedAndTheHeaderShowsItsPath() {
        let m = model()
        #expect(m.view().lines[0] == " volumes · Volume I · Chapter I             ")
        _ = m.update(.key("o"))
        #expect(
            Array(m.view().lines[4...6]) == [
                "    ▾ Volume I                          1   ",
                "   •    Chapter I                       1   ",
                "        Chapter II                      6   ",
            ])
    }
}
