import ReaderCore

/// Animated page turns: keys start, finish or reverse them; drags hold them; the clock
/// completes them. The navigator only moves when a turn completes.
extension ReaderModel {
    /// Turns one page in `direction`, animated when the mode animates.
    func turn(_ direction: TurnDirection, now: Double) -> [Effect] {
        var effects: [Effect] = []
        if let current = pageTurn {
            if current.gesture != nil { return [] }
            if current.direction == direction {
                if animator.turnsPage || current.isBounce {
                    effects += finishTurn()
                } else {
                    animator.reverse(now: now)
                    return []
                }
            } else if animator.turnsPage {
                animator.reverse(now: now)
                return []
            } else {
                effects += finishTurn()
            }
        }
        let here = shownPosition
        let target = turnTarget(direction, from: here)
        if direction == .next, target != nil { pageTurned(from: here, now: now) } else { pageStart = nil }
        guard let target else {
            if isProvisional {
                awaitIndex(direction)
                return effects
            }
            hint = direction == .next ? "end of book" : "first page"
            if animates {
                pageTurn = PageTurn(from: here, to: here, direction: direction)
                animator.startBounce(direction, now: now)
            }
            return effects
        }
        guard animates else { return effects + turned(navigator.go(target)) }
        pageTurn = PageTurn(from: here, to: target, direction: direction)
        animator.startTurn(direction, now: now)
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
        pageTurn = PageTurn(from: here, to: target, direction: direction)
        animator.drag(direction, progress: progress)
        return effects
    }

    /// Whether page turns are animated in the current mode.
    var animates: Bool {
        mode != .none && mode != .scroll && animator.duration > 0 && !layout.isTooSmall
    }

    /// Ends the turn under way at once; the navigator moves if it was turning the page.
    func finishTurn() -> [Effect] {
        guard let current = pageTurn else { return [] }
        pageTurn = nil
        let completed = animator.finish()
        guard completed, !current.isBounce else { return [] }
        return turned(navigator.go(current.to))
    }

    /// The clock moved: completes a turn whose animation is over.
    func tick(now: Double) -> [Effect] {
        guard pageTurn != nil, animator.isFinished(at: now) else { return [] }
        return finishTurn()
    }

    // MARK: drags

    /// A pointer's column as turns see it: mirrored when pages turn to the left, so dragging
    /// to the right and clicking the left third turn to the next page.
    func pointerColumn(_ column: Int) -> Int {
        layout.progression == .rightToLeft ? layout.mirroredColumns - 1 - column : column
    }

    func press(column: Int, row: Int, now: Double) -> [Effect] {
        let effects = finishTurn()
        let column = pointerColumn(column)
        pressed = (column, row, now)
        dragged = false
        return effects
    }

    func drag(column: Int, row: Int, now: Double) -> [Effect] {
        guard let start = pressed, overlay == nil, !layout.isTooSmall else { return [] }
        let column = pointerColumn(column)
        if abs(column - start.column) > 1 || abs(row - start.row) > 1 { dragged = true }
        guard dragged else { return [] }
        let x = Double(column), y = Double(row - 1)
        if var current = pageTurn, var gesture = current.gesture {
            gesture.move(x: x, y: y, time: now)
            current.gesture = gesture
            pageTurn = current
            animator.drag(current.direction, progress: gesture.progress)
            return []
        }
        var gesture = Gesture(x: Double(start.column), y: Double(start.row - 1), time: start.time, width: layout.columns)
        gesture.move(x: x, y: y, time: now)
        guard let direction = gesture.direction, animates else { return [] }
        let here = shownPosition
        guard let target = turnTarget(direction, from: here) else {
            hint = direction == .next ? "end of book" : "first page"
            return []
        }
        pageTurn = PageTurn(from: here, to: target, direction: direction, gesture: gesture)
        animator.drag(direction, progress: gesture.progress)
        return []
    }

    func release(column: Int, row: Int, now: Double) -> [Effect] {
        defer { pressed = nil }
        guard let start = pressed else { return [] }
        let column = pointerColumn(column)
        if var current = pageTurn, let gesture = current.gesture {
            current.release = (gesture.touch, gesture.progress)
            current.gesture = nil
            pageTurn = current
            animator.release(completing: gesture.completes(at: now), now: now)
            return []
        }
        if !dragged { return click(column: column, row: row, now: now) }
        // A drag in a mode without animation turns at once when it went far enough.
        var gesture = Gesture(x: Double(start.column), y: Double(start.row), time: start.time, width: layout.columns)
        gesture.move(x: Double(column), y: Double(row), time: now)
        guard let direction = gesture.direction, !animates, gesture.completes(at: now) else { return [] }
        return turn(direction, now: now)
    }

    // MARK: drawing a turn

    /// The page area for the turn under way at `now`: the mode's transition at the turn's
    /// progress, following the pointer where the transition can (`PointerTransition`).
    func turnFrame(_ current: PageTurn, now: Double) -> Frame {
        let from = screenPage(current.from)
        let to = current.isBounce ? from : screenPage(current.to)
        let progress = animator.progress(at: now)
        let transition = mode.transition(for: layout) ?? NoTransition()
        if let following = transition as? any PointerTransition,
            let pointer = current.pointer(pageRows: layout.pageRows, completing: animator.turnsPage)
        {
            return following.compose(
                from: from, to: to, pointer: pointer, progress: progress, direction: current.direction, palette: palette)
        }
        return transition.compose(from: from, to: to, progress: progress, direction: current.direction, palette: palette)
    }
}
