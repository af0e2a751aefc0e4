import ReaderCore

/// Scroll mode's place as a value: the top line (a line of a page), the glide that moves it,
/// and the lines scrolled since the last save. Moving walks across page (and chapter)
/// boundaries without gaps or repeats and stops at the book's ends.
struct ScrollState {
    /// The first visible line: line `line` of page `page`.
    struct Top: Equatable, Sendable {
        var page: PagePosition
        var line: Int
    }

    /// The top line; nil outside scroll mode.
    var top: Top?
    /// The glide of held line keys.
    var motion = ScrollMotion()
    /// Lines scrolled since the last save.
    private(set) var linesSinceSave = 0

    /// What a step of scrolling did.
    struct Step: Equatable {
        /// The book's end (`.next`) or start (`.previous`) stopped it.
        var edge: TurnDirection?
        /// Enough lines went by since the last save to save the place.
        var save = false
    }

    /// Moves the top line by `delta` lines (negative: back) over `pages`, from line 0 of `start`
    /// when there is no top line; a save is due every `saveEvery` lines moved.
    mutating func scroll(by delta: Int, from start: PagePosition, in pages: some ScrollPages, saveEvery: Int) -> Step {
        var top = self.top ?? Top(page: start, line: 0)
        var remaining = delta
        var step = Step()
        while remaining > 0 {
            let count = pages.lineCount(of: top.page)
            if top.line + remaining < count {
                top.line += remaining
                remaining = 0
            } else if let next = pages.position(after: top.page) {
                remaining -= count - top.line
                top = Top(page: next, line: 0)
            } else {
                top.line = max(0, count - 1)
                step.edge = .next
                motion.stop()
                remaining = 0
            }
        }
        while remaining < 0 {
            if top.line + remaining >= 0 {
                top.line += remaining
                remaining = 0
            } else if let previous = pages.position(before: top.page) {
                remaining += top.line + 1
                top = Top(page: previous, line: max(0, pages.lineCount(of: previous) - 1))
            } else {
                top.line = 0
                step.edge = .previous
                motion.stop()
                remaining = 0
            }
        }
        let moved = top != self.top
        self.top = top
        if moved {
            linesSinceSave += abs(delta)
            if linesSinceSave >= saveEvery {
                linesSinceSave = 0
                step.save = true
            }
        }
        return step
    }
}
