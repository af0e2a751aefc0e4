import ReaderCore
import Testing

@testable import ReaderUI

/// The bookmark list as a value: keys move its highlight and ask the reader to jump, delete
/// (once confirmed), bring back, rename or go back.
@Suite struct BookmarkListTests {
    @Test func keysMoveTheHighlightAndAskForWhatTheReaderDoes() {
        var list = BookmarkList(selected: 0)
        _ = list.update(.character("j"), count: 2)
        _ = list.update(.character("j"), count: 2)
        #expect(list.selected == 1, "no row past the last bookmark")
        #expect(list.update(.enter, count: 2) == .open(1))
        #expect(list.update(.character("e"), count: 2) == .rename(1))
        #expect(list.update(.backspace, count: 2) == .jumpBack)
        #expect(list.update(.character("'"), count: 2) == .close)
        #expect(list.update(.character("x"), count: 2) == .stay)
        #expect(list.update(.character("u"), count: 2) == .stay, "nothing deleted yet")
    }

    @Test func deletingAsksFirst() {
        var list = BookmarkList(selected: 1)
        #expect(list.update(.character("d"), count: 2) == .stay)
        #expect(list.title.hasPrefix("Delete this bookmark?"))
        #expect(list.update(.character("n"), count: 2) == .stay, "any other key keeps it")
        #expect(list.title.hasPrefix("Bookmarks"))
        _ = list.update(.character("d"), count: 2)
        #expect(list.update(.character("y"), count: 2) == .delete(1))
        list.deleted = Bookmark(location: .start, label: "x")
        #expect(list.update(.character("u"), count: 1) == .undo)
    }
}
