import ReaderCore

/// Animated page turns: keys start, finish or reverse them; drags hold them; the clock
/// completes them. The navigator only moves when a turn completes.
extension ReaderModel {
    /// Turns one page in `direction`, animated when the mode animates.
    func turn(_ direction: TurnDirection, now: Double) -> [Effect] {
        guard case .proceed(let completed) = turner.key(direction, now: now) else { return [] }
        let effects = moved(to: completed)
        let here = shownPosition
        let target = turnTarget(direction, from: here)
        if direction == .next, target != nil { pageTurned(from: here, now: now) } else { places.stopClock() }
        // The book's last page reached (or turned past): this sitting finished the book.
        if direction == .next, !isProvisional, target.map({ turnTarget(.next, from: $0) == nil }) ?? true { tally.finish() }
        guard let target else {
            if isProvisional {
                awaitIndex(direction)
                return effects
            }
            hint = direction == .next ? "end of book" : "first page"
            if animates { turner.bounce(at: here, direction: direction, now: now) }
            return effects
        }
        guard animates else { return effects + turned(navigator.go(target)) }
        turner.start(from: here, to: target, direction: direction, now: now)
        return effects
    }

    /// A turn from the page on screen held still at `progress`, as a drag without the pointer
    /// holds it (a bounce at the book's ends); at 1 the turn completes. In scroll mode, scrolls
    /// that share of a screen, as Space scrolls one.
    func holdTurn(_ direction: TurnDirection, progress: Double) -> [Effect] {
        let effects = finishTurn()
        if mode == .scroll {
            let lines = Int((progress * Double(max(1, layout.lineSlots - 1))).rounded())
            return effects + scroll(by: direction == .next ? lines : -lines)
        }
        let here = shownPosition
        let target = turnTarget(direction, from: here) ?? here
        guard progress < 1 else { return target == here ? effects : effects + turned(navigator.go(target)) }
        turner.hold(from: here, to: target, direction: direction, progress: progress)
        return effects
    }

    /// Whether page turns are animated in the current mode.
    var animates: Bool {
        mode != .none && mode != .scroll && turner.animator.duration > 0 && !layout.isTooSmall
    }

    /// Ends the turn under way at once; the navigator moves if it was turning the page.
    func finishTurn() -> [Effect] {
        moved(to: turner.finish())
    }

    /// The navigator goes to the page a turn completed on, if one did.
    private func moved(to completed: PagePosition?) -> [Effect] {
        completed.map { turned(navigator.go($0)) } ?? []
    }

    /// The clock moved: completes a turn whose animation is over.
    func tick(now: Double) -> [Effect] {
        moved(to: turner.tick(now: now))
    }

    // MARK: drags

    /// A pointer's column as turns see it: mirrored when pages turn to the left, so dragging
    /// to the right and clicking the left third turn to the next page.
    func pointerColumn(_ column: Int) -> Int {
        layout.progression == .rightToLeft ? layout.mirroredColumns - 1 - column : column
    }

    func press(column: Int, row: Int, now: Double) -> [Effect] {
        moved(to: turner.press(column: pointerColumn(column), row: row, now: now))
    }

    func drag(column: Int, row: Int, now: Double) -> [Effect] {
        guard overlay == nil, !layout.isTooSmall else { return [] }
        let here = shownPosition
        let outcome = turner.drag(
            column: pointerColumn(column), row: row, now: now, width: layout.columns, animates: animates, here: here,
            target: { turnTarget($0, from: here) })
        if case .edge(let direction) = outcome { hint = direction == .next ? "end of book" : "first page" }
        return []
    }

    func release(column: Int, row: Int, now: Double) -> [Effect] {
        switch turner.release(column: pointerColumn(column), row: row, now: now, width: layout.columns, animates: animates) {
        case .none: return []
        case .click(let column, let row): return click(column: column, row: row, now: now)
        case .turn(let direction): return turn(direction, now: now)
        }
    }

    // MARK: drawing a turn

    /// The page area for the turn under way at `now`: the mode's transition at the turn's
    /// progress, following the pointer where the transition can (`PointerTransition`).
    func turnFrame(_ current: PageTurn, now: Double) -> Frame {
        let from = screenPage(current.from, settled: false)
        let to = current.isBounce ? from : screenPage(current.to, settled: false)
        let progress = turner.animator.progress(at: now)
        let transition = mode.transition(for: layout) ?? NoTransition()
        if let following = transition as? any PointerTransition,
            let pointer = current.pointer(pageRows: layout.pageRows, completing: turner.animator.turnsPage)
        {
            return following.compose(
                from: from, to: to, pointer: pointer, progress: progress, direction: current.direction, palette: palette)
        }
        return transition.compose(from: from, to: to, progress: progress, direction: current.direction, palette: palette)
    }
}
