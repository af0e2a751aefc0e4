import Testing

@testable import ReaderUI

/// The bookmark list as a value: keys move its highlight and ask the reader to jump, delete or go back.
@Suite struct BookmarkListTests {
    @Test func keysMoveTheHighlightAndAskForWhatTheReaderDoes() {
        var list = BookmarkList(selected: 0)
        _ = list.update(.character("j"), count: 2)
        _ = list.update(.character("j"), count: 2)
        #expect(list.selected == 1, "no row past the last bookmark")
        #expect(list.update(.character("d"), count: 2) == .delete(1))
        #expect(list.update(.enter, count: 2) == .open(1))
        #expect(list.update(.backspace, count: 2) == .jumpBack)
        #expect(list.update(.character("'"), count: 2) == .close)
        #expect(list.update(.character("x"), count: 2) == .stay)
    }
}
