import ReaderCore
import Testing

@testable import ReaderUI

/// The contents tree as a value of its own: keys change the tree, and what they ask of the
/// reader (a jump, going back, closing) comes back as a request.
@Suite struct ContentsStateKeysTests {
    let entries = twoVolumeBook().contents

    func opened() -> ContentsState { ContentsState(book: twoVolumeBook(), chapter: 0) }

    @Test func enterAsksToOpenTheHighlightedChapterAndBackspaceToGoBack() {
        var state = opened()
        #expect(state.update(.character("j"), entries: entries, pageRows: 5) == .stay)
        let chapter = entries[state.selected].chapter
        var copy = state
        #expect(copy.update(.enter, entries: entries, pageRows: 5) == .open(chapter: chapter))
        #expect(state.update(.backspace, entries: entries, pageRows: 5) == .jumpBack)
        #expect(state.update(.escape, entries: entries, pageRows: 5) == .close)
    }

    @Test func leftFoldsAContainerAndRightUnfoldsIt() {
        var state = opened()
        state.selected = 0 // Volume I, which holds two chapters
        #expect(ContentsState.hasChildren(entries, 0))
        #expect(state.update(.left, entries: entries, pageRows: 5) == .stay)
        #expect(state.collapsed == [0])
        #expect(state.update(.right, entries: entries, pageRows: 5) == .stay)
        #expect(state.collapsed.isEmpty)
    }

    @Test func aFilterTakesTheTypingAndEscClearsIt() {
        var state = opened()
        _ = state.update(.character("/"), entries: entries, pageRows: 5)
        #expect(state.update(.character("q"), entries: entries, pageRows: 5) == .stay, "q is typed, not a close")
        #expect(state.filter?.text == "q")
        #expect(state.update(.escape, entries: entries, pageRows: 5) == .stay)
        #expect(state.filter == nil)
    }

    /// "0/0": Enter jumps nowhere, to no entry the reader cannot see.
    @Test func enterWithAFilterThatMatchesNothingStays() {
        var state = opened()
        _ = state.update(.character("/"), entries: entries, pageRows: 5)
        for ch in "zzz" { _ = state.update(.character(ch), entries: entries, pageRows: 5) }
        #expect(state.rows(entries).isEmpty)
        #expect(state.update(.enter, entries: entries, pageRows: 5) == .stay)
        _ = state.update(.backspace, entries: entries, pageRows: 5)
        _ = state.update(.backspace, entries: entries, pageRows: 5)
        _ = state.update(.backspace, entries: entries, pageRows: 5)
        #expect(state.update(.enter, entries: entries, pageRows: 5) == .open(chapter: entries[state.selected].chapter))
    }
}
