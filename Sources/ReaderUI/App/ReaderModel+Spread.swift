import ReaderCore

/// Two-page spreads in the reader: which pages are on screen, where a turn goes, the
/// layout key. The navigator's place is kept as in one column; a spread only chooses the
/// pair of pages around it (see `Navigator.spreadStart(of:)`).
extension ReaderModel {
    /// The page on screen, or in a spread its first page (the left one, or the right one when pages turn to the left).
    var shownPosition: PagePosition {
        layout.isSpread ? navigator.spreadStart(of: navigator.position) : navigator.position
    }

    /// Where a turn in `direction` from the page or spread at `here` goes; nil at the book's ends.
    func turnTarget(_ direction: TurnDirection, from here: PagePosition) -> PagePosition? {
        switch (layout.isSpread, direction) {
        case (false, .next): return navigator.position(after: here)
        case (false, .previous): return navigator.position(before: here)
        case (true, .next): return navigator.spread(after: here)
        case (true, .previous): return navigator.spread(before: here)
        }
    }

    /// The page area showing page `p`, or in a spread the spread whose first page is `p`; in a
    /// turn (not `settled`) with pictures as character art.
    func screenPage(_ p: PagePosition, settled: Bool = true) -> Frame {
        guard layout.isSpread else { return pageFrame(p, settled: settled) }
        let second = navigator.secondPage(ofSpread: p)
        let numbers = (navigator.index.globalPage(p), second.flatMap { navigator.index.globalPage($0) })
        return SpreadComposer.compose(
            first: pageFrame(p, settled: settled), second: second.map { pageFrame($0, settled: settled) }, numbers: numbers,
            layout: layout, palette: palette)
    }

    /// The screen settings for `settings` in `mode`: scroll mode is always one column.
    /// `settings` as this screen and book use them: one page in scroll mode, no conversion of a
    /// Japanese book's kanji.
    static func screenSettings(_ settings: LayoutSettings, mode: TransitionMode, japanese: Bool, hyphenation: String?) -> LayoutSettings {
        var settings = settings
        if mode == .scroll { settings.pages = .single }
        if japanese { settings.chinese = .asIs }
        settings.hyphenation = hyphenation
        return settings
    }

    /// What `book` asks for, for the screen layout: its writing (for `writing = auto`) and page progression.
    static func asks(_ book: Book) -> (writing: WritingMode, progression: PageProgression, pictures: Bool) {
        (book.asksForVerticalWriting ? .vertical : .horizontal, book.pageProgression, book.pictures != nil)
    }

    /// The writing key: vertical if the page is horizontal, else horizontal, at the same place;
    /// remembered for this book.
    func cycleWriting() {
        // The other writing than the one on screen, whatever `auto` gave: every press changes the page.
        layoutSettings.writing = layout.writing == .vertical ? .horizontal : .vertical
        relayout(columns: layout.columns, rows: layout.rows)
        chosenWriting = layout.writing
        hint = "writing \(layout.writing.rawValue)"
    }

    /// The layout key: auto, single, spread in turn, at the same place; remembered.
    func cycleLayout() {
        layoutSettings.pages = layoutSettings.pages.cycled
        remembered[Settings.pages] = layoutSettings.pages
        relayout(columns: layout.columns, rows: layout.rows)
        hint = "layout \(layoutSettings.pages.rawValue): " + (layout.isSpread ? "two pages" : "one page")
    }
}
