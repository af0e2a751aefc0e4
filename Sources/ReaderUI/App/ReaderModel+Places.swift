import ReaderCore

/// Bookmarks, jumping back, text width and the boss key.
extension ReaderModel {
    /// Columns the text column grows or shrinks by for `+` and `-`.
    static let widthStep = 4

    /// Adds a bookmark at the current page, labelled with its first line.
    func addBookmark() {
        let page = navigator.page
        let text = page.lines.first { $0.kind != .blank }.map { String($0.text(in: navigator.book)) } ?? ""
        let mark = Bookmark(location: navigator.location, label: Bookmark.label(firstWordsOf: text))
        if !bookmarks.contains(where: { $0.location == mark.location }) { insertBookmark(mark) }
        hint = "bookmarked"
    }

    /// Adds `mark` where it goes in book order.
    func insertBookmark(_ mark: Bookmark) {
        bookmarks.insert(mark, at: bookmarks.firstIndex { mark.precedes($0) } ?? bookmarks.endIndex)
    }

    /// The bookmark the list opens on: the last at or before the reader's place (else the first).
    var currentBookmark: Int {
        let here = Bookmark(location: navigator.location, label: "")
        return max(0, (bookmarks.lastIndex { !here.precedes($0) } ?? 0))
    }

    /// Jumps to the page holding `location`, remembering where the reader was for `jumpBack`.
    func jump(to location: Location) -> [Effect] {
        jump { $0.goTo(location) }
    }

    /// Jumps to a place chosen by number.
    func go(to destination: Destination) -> [Effect] {
        switch destination {
        case .globalPage(let n): jump { $0.goTo(globalPage: n) }
        case .chapter(let c): jump { $0.goTo(chapter: c) }
        case .fraction(let f): jump { $0.goTo(fraction: f) }
        }
    }

    /// Back to where the reader was before the last jump; again goes forward.
    func jumpBack() -> [Effect] {
        guard let origin = places.jumpOrigin else {
            hint = "no jump to go back to"
            return []
        }
        return jump(to: origin)
    }

    /// Changes the maximum text width (`nil`: no limit) and re-flows at the same place.
    func setTextWidth(_ width: Int?) {
        layoutSettings.maxTextWidth = width.map { min(LayoutSettings.maximumTextWidth, max(ScreenLayout.minimumColumns, $0)) }
        relayout(columns: layout.columns, rows: layout.rows)
        hint = "text width \(layout.textColumns)"
    }

    /// Keys while the boss screen is up: any key brings the book back.
    func leaveBossScreen() {
        bossScreen = false
    }

    /// A plain prompt (or nothing) with no colours from the book.
    func bossFrame() -> Frame {
        var frame = Frame(width: layout.columns, height: layout.rows, style: .plain)
        if boss == .prompt { frame.put("$ ", x: 0, y: 0, style: .plain) }
        return frame
    }
}
