import ReaderCore

/// Two-page spreads in the reader: which pages are on screen, where a turn goes, the
/// layout key. The navigator's place is kept as in one column; a spread only chooses the
/// pair of pages around it (see `Navigator.spreadStart(of:)`).
extension ReaderModel {
    /// The page on screen, or in a spread its left page.
    package var shownPosition: PagePosition {
        layout.isSpread ? navigator.spreadStart(of: navigator.position) : navigator.position
    }

    /// Where a turn in `direction` from the page or spread at `here` goes; nil at the book's ends.
    package func turnTarget(_ direction: TurnDirection, from here: PagePosition) -> PagePosition? {
        switch (layout.isSpread, direction) {
        case (false, .next): return navigator.position(after: here)
        case (false, .previous): return navigator.position(before: here)
        case (true, .next): return navigator.spread(after: here)
        case (true, .previous): return navigator.spread(before: here)
        }
    }

    /// The page area showing page `p`, or in a spread the spread whose left page is `p`.
    package func screenPage(_ p: PagePosition) -> Frame {
        guard layout.isSpread else { return pageFrame(p) }
        let right = navigator.rightPage(ofSpread: p)
        let numbers = (navigator.index.globalPage(p), right.flatMap { navigator.index.globalPage($0) })
        return SpreadComposer.compose(
            left: pageFrame(p), right: right.map(pageFrame), numbers: numbers, layout: layout, palette: palette)
    }

    /// The screen settings for `settings` in `mode`: scroll mode is always one column.
    package static func screenSettings(_ settings: LayoutSettings, mode: TransitionMode) -> LayoutSettings {
        var settings = settings
        if mode == .scroll { settings.pages = .single }
        return settings
    }

    /// The layout key: auto, single, spread in turn, at the same place; remembered.
    package func cycleLayout() {
        layoutSettings.pages = layoutSettings.pages.cycled
        remembered.layout = layoutSettings.pages
        relayout(columns: layout.columns, rows: layout.rows)
        hint = "layout \(layoutSettings.pages.rawValue): " + (layout.isSpread ? "two pages" : "one page")
    }
}
