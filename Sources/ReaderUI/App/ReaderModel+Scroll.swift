import ReaderCore

/// Scroll mode: the book as one continuous column of lines. The top line is a line of a
/// page; moving walks across page (and chapter) boundaries without gaps or repeats.
extension ReaderModel {
    /// The first visible line in scroll mode: line `line` of page `page`.
    struct ScrollTop: Equatable, Sendable {
        var page: PagePosition
        var line: Int
    }

    /// Moves the top line by `delta` lines (negative: back), stopping at the book's ends.
    func scroll(by delta: Int) -> [Effect] {
        var top = scrollTop ?? ScrollTop(page: navigator.position, line: 0)
        var remaining = delta
        while remaining > 0 {
            let count = navigator.index.page(top.page).lines.count
            if top.line + remaining < count {
                top.line += remaining
                remaining = 0
            } else if let next = navigator.position(after: top.page) {
                remaining -= count - top.line
                top = ScrollTop(page: next, line: 0)
            } else {
                top.line = max(0, count - 1)
                hint = "end of book"
                scrollMotion.stop()
                remaining = 0
            }
        }
        while remaining < 0 {
            if top.line + remaining >= 0 {
                top.line += remaining
                remaining = 0
            } else if let previous = navigator.position(before: top.page) {
                remaining += top.line + 1
                top = ScrollTop(page: previous, line: max(0, navigator.index.page(previous).lines.count - 1))
            } else {
                top.line = 0
                hint = "first page"
                scrollMotion.stop()
                remaining = 0
            }
        }
        let moved = top != scrollTop
        scrollTop = top
        let page = navigator.index.page(top.page)
        let line = page.lines[min(top.line, page.lines.count - 1)]
        navigator.scroll(to: top.page, anchor: PageAnchor(paragraph: line.paragraph, grapheme: line.graphemes.lowerBound))
        if moved {
            scrolledLines += abs(delta)
            if scrolledLines >= layout.lineSlots * ReaderModel.saveEvery {
                scrolledLines = 0
                return [.save]
            }
        }
        return []
    }

    /// The page area in scroll mode: lines from the top line on, across pages, marked as pages
    /// are (search matches, the block a link landed on).
    func scrollFrame() -> Frame {
        let window = scrollWindow()
        let marks = highlights(on: window.pages)
        return PageRenderer(layout: layout, palette: palette).render(
            lines: window.lines, of: navigator.book, highlights: marks.all, current: marks.current, hints: linkHints?.shown ?? [])
    }

    /// The lines on the screen in scroll mode: from the top line on, across pages.
    func scrollLines() -> [PageLine] { scrollWindow().lines }

    /// The lines on the screen in scroll mode, and the pages they are taken from.
    private func scrollWindow() -> (lines: [PageLine], pages: [PagePosition]) {
        let top = scrollTop ?? ScrollTop(page: navigator.position, line: 0)
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
            return scroll(by: scrollMotion.press(forward: forward, now: now))
        }
        scrollMotion.stop()
        switch action {
        case .nextPage: return scroll(by: max(1, layout.lineSlots - 1))
        case .previousPage: return scroll(by: -max(1, layout.lineSlots - 1))
        default: return nil
        }
    }
}
