import ReaderCore

/// Scroll mode: the book as one continuous column of lines. The top line is a line of a
/// page; moving walks across page (and chapter) boundaries without gaps or repeats.
extension ReaderModel {
    /// Moves the top line by `delta` lines (negative: back), stopping at the book's ends.
    func scroll(by delta: Int) -> [Effect] {
        let step = scrolling.scroll(
            by: delta, from: navigator.position, in: navigator, saveEvery: layout.lineSlots * PlaceTracker.saveEvery)
        if let edge = step.edge { hint = edge == .next ? "end of book" : "first page" }
        if let top = scrolling.top {
            let page = navigator.index.page(top.page)
            let line = page.lines[min(top.line, page.lines.count - 1)]
            navigator.scroll(to: top.page, anchor: PageAnchor(paragraph: line.paragraph, grapheme: line.graphemes.lowerBound))
        }
        return step.save ? [.save] : []
    }

    /// The page area in scroll mode: lines from the top line on, across pages, marked as pages
    /// are (search matches, the block a link landed on). Pictures are the kitty protocol's where the
    /// terminal has it (a placeholder cell names its row of the picture wherever the row is), else
    /// character art (a sixel picture cannot be cut at the screen's edge).
    func scrollFrame() -> Frame {
        let window = scrollWindow()
        let terminal = layout.graphics == .kitty ? terminalPictures : nil
        return PageRenderer(layout: layout, palette: palette, waitsForPictures: backgroundLoading, terminal: terminal).render(
            lines: window.lines, of: navigator.book, marks: marks(on: window.pages), hints: linkHints?.shown ?? [])
    }

    /// The lines on the screen in scroll mode: from the top line on, across pages.
    func scrollLines() -> [PageLine] { scrollWindow().lines }

    /// The lines on the screen in scroll mode, and the pages they are taken from.
    private func scrollWindow() -> (lines: [PageLine], pages: [PagePosition]) {
        let top = scrolling.top ?? ScrollState.Top(page: navigator.position, line: 0)
        var lines: [PageLine] = []
        var pages: [PagePosition] = []
        var position: PagePosition? = top.page
        var skip = top.line
        while lines.count < layout.lineSlots, let p = position {
            let page = navigator.index.page(p)
            lines += page.lines.dropFirst(skip).prefix(layout.lineSlots - lines.count)
            pages.append(p)
            skip = 0
            position = navigator.position(after: p)
        }
        return (lines, pages)
    }

    /// Keys in scroll mode: lines, screens, and a stop for anything else.
    func scrollAction(_ action: Action, key: Key, now: Double) -> [Effect]? {
        let lineKeys: [Key: Bool] = [.character("j"): true, .down: true, .character("k"): false, .up: false]
        if let forward = lineKeys[key] {
            return scroll(by: scrolling.motion.press(forward: forward, now: now))
        }
        scrolling.motion.stop()
        switch action {
        case .nextPage: return scroll(by: max(1, layout.lineSlots - 1))
        case .previousPage: return scroll(by: -max(1, layout.lineSlots - 1))
        default: return nil
        }
    }
}
