import ReaderCore

/// The last few page areas drawn, by everything that changes one: a page turn draws the same
/// two pages in every frame of its animation. A memo of the view, outside the model's state.
package final class PageFrameCache {
    /// Page areas kept.
    package static let capacity = 4
    private var entries: [(key: PageFrameKey, frame: Frame)] = []

    package init() {}

    /// The frame drawn for `key`, drawn by `draw` when it is not kept.
    package func frame(for key: PageFrameKey, draw: () -> Frame) -> Frame {
        if let i = entries.firstIndex(where: { $0.key == key }) { return entries[i].frame }
        let frame = draw()
        entries.insert((key, frame), at: 0)
        if entries.count > Self.capacity { entries.removeLast() }
        return frame
    }
}

/// What a drawn page area depends on.
package struct PageFrameKey: Equatable {
    /// The book it shows (by identity: the whole book replaces its window at the same positions).
    package var book: Book
    package var position: PagePosition
    package var palette: String
    package var layout: ScreenLayout
    package var geometry: PageGeometry
    /// The search generation and current match, which change the highlights.
    package var search: (Int, SearchMatch)?
    /// The link hints shown, if any.
    package var hints: LinkHints?
    /// The block a followed link landed on, marked.
    package var landing: SearchMatch?
    /// The selection while selecting.
    package var selection: Selection?
    /// The generation of the reader's highlights (`ReaderModel.notesGeneration`).
    package var notes: Int
    /// How many times pictures were decoded for the pages (`ReaderModel.picturesDecoded`).
    package var pictures = 0
    /// Whether pictures are the terminal's own (kitty, sixel) rather than character art.
    package var terminal = false

    package static func == (a: PageFrameKey, b: PageFrameKey) -> Bool {
        a.book.isSameBook(as: b.book) && a.position == b.position && a.palette == b.palette && a.layout == b.layout
            && a.geometry == b.geometry && a.search?.0 == b.search?.0 && a.search?.1 == b.search?.1 && a.hints == b.hints
            && a.landing == b.landing && a.selection == b.selection && a.notes == b.notes
            && a.pictures == b.pictures && a.terminal == b.terminal
    }
}
