import Testing

@testable import ReaderUI

/// The results list as a value: keys move its highlight inside the matches and ask the reader
/// to open one or to close it.
@Suite struct ResultsListTests {
    @Test func keysMoveWithinTheMatchesAndEnterOpensTheHighlightedOne() {
        var list = ResultsList(selected: 0)
        #expect(list.update(.character("k"), count: 30, pageRows: 10, reopens: false) == .stay)
        #expect(list.selected == 0)
        _ = list.update(.pageDown, count: 30, pageRows: 10, reopens: false)
        #expect(list.selected == 10)
        _ = list.update(.character("G"), count: 30, pageRows: 10, reopens: false)
        #expect(list.selected == 29)
        _ = list.update(.character("j"), count: 30, pageRows: 10, reopens: false)
        #expect(list.selected == 29, "no row past the last match")
        #expect(list.update(.enter, count: 30, pageRows: 10, reopens: false) == .open(29))
    }

    @Test func theKeyThatOpensTheListClosesItAndOthersDoNot() {
        var list = ResultsList(selected: 3)
        #expect(list.update(.character("x"), count: 30, pageRows: 10, reopens: false) == .stay)
        #expect(list.update(.character("x"), count: 30, pageRows: 10, reopens: true) == .close)
        #expect(list.update(.escape, count: 30, pageRows: 10, reopens: false) == .close)
    }
}
