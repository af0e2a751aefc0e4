import ReaderCore

/// Page turns as a value: the turn in flight, its animation and the pointer driving it.
/// Keys start, finish or reverse a turn, drags hold it, the clock completes it; each step
/// says which page the navigator must move to (the turner never moves it).
struct PageTurner {
    /// Time of page turns.
    var animator: Animator
    /// The turn under way, if any.
    private(set) var turn: PageTurn?
    /// Where the left button went down (page-area rows start at screen row 1), and whether it has moved since.
    private(set) var pressed: (column: Int, row: Int, time: Double)?
    private(set) var dragged = false

    init(duration: Double) {
        animator = Animator(duration: duration)
    }

    /// What a turn key does to the turn in flight.
    enum KeyOutcome: Equatable {
        /// The key is used up: a drag holds the page, or the turn reversed.
        case used
        /// A new turn may start; the one in flight (if any) completed on `completed`.
        case proceed(completed: PagePosition?)
    }

    /// A turn key in `direction` against the turn under way: the same way speeds a turn past
    /// its turning point (or a bounce) to its end and reverses one that is turning back; the
    /// other way reverses a turn that turns the page and completes one turning back.
    mutating func key(_ direction: TurnDirection, now: Double) -> KeyOutcome {
        guard let current = turn else { return .proceed(completed: nil) }
        if current.gesture != nil { return .used }
        let finishes = current.direction == direction ? animator.turnsPage || current.isBounce : !animator.turnsPage
        guard finishes else {
            animator.reverse(now: now)
            return .used
        }
        return .proceed(completed: finish())
    }

    /// Starts an animated turn from `from` to `to`.
    mutating func start(from: PagePosition, to: PagePosition, direction: TurnDirection, now: Double) {
        turn = PageTurn(from: from, to: to, direction: direction)
        animator.startTurn(direction, now: now)
    }

    /// Starts a bounce at the book's end: the page lifts and falls back.
    mutating func bounce(at here: PagePosition, direction: TurnDirection, now: Double) {
        turn = PageTurn(from: here, to: here, direction: direction)
        animator.startBounce(direction, now: now)
    }

    /// Holds a turn from `from` to `to` still at `progress` (below 1).
    mutating func hold(from: PagePosition, to: PagePosition, direction: TurnDirection, progress: Double) {
        turn = PageTurn(from: from, to: to, direction: direction)
        animator.drag(direction, progress: progress)
    }

    /// Ends the turn under way at once: the page to move to if it was turning the page.
    mutating func finish() -> PagePosition? {
        guard let current = turn else { return nil }
        turn = nil
        let completed = animator.finish()
        guard completed, !current.isBounce else { return nil }
        return current.to
    }

    /// The clock moved: completes a turn whose animation is over (the page to move to, as `finish`).
    mutating func tick(now: Double) -> PagePosition? {
        guard turn != nil, animator.isFinished(at: now) else { return nil }
        return finish()
    }

    // MARK: the pointer

    /// The left button went down at (`column`, `row`) (`column` as turns see it): the turn under
    /// way ends first (the page to move to, as `finish`).
    mutating func press(column: Int, row: Int, now: Double) -> PagePosition? {
        let completed = finish()
        pressed = (column, row, now)
        dragged = false
        return completed
    }

    /// What a drag asks of the reader.
    enum DragOutcome: Equatable {
        case none
        /// The drag turns past the book's edge that way: nothing turns.
        case edge(TurnDirection)
    }

    /// The pointer moved to (`column`, `row`) with the button down. A drag further than a cell
    /// takes hold of the page: it starts a turn from `here` toward `target(direction)` when
    /// turns are animated (`width`: the screen's columns) and then follows the pointer.
    mutating func drag(
        column: Int, row: Int, now: Double, width: Int, animates: Bool, here: PagePosition,
        target: (TurnDirection) -> PagePosition?
    ) -> DragOutcome {
        guard let start = pressed else { return .none }
        if abs(column - start.column) > 1 || abs(row - start.row) > 1 { dragged = true }
        guard dragged else { return .none }
        let x = Double(column), y = Double(row - 1)
        if var current = turn, var gesture = current.gesture {
            gesture.move(x: x, y: y, time: now)
            current.gesture = gesture
            turn = current
            animator.drag(current.direction, progress: gesture.progress)
            return .none
        }
        var gesture = Gesture(x: Double(start.column), y: Double(start.row - 1), time: start.time, width: width)
        gesture.move(x: x, y: y, time: now)
        guard let direction = gesture.direction, animates else { return .none }
        guard let to = target(direction) else { return .edge(direction) }
        turn = PageTurn(from: here, to: to, direction: direction, gesture: gesture)
        animator.drag(direction, progress: gesture.progress)
        return .none
    }

    /// What letting go of the button asks of the reader.
    enum ReleaseOutcome: Equatable {
        case none
        /// The button went down and up in place: a click there.
        case click(column: Int, row: Int)
        /// A drag far enough in a mode without animation: turn that way at once.
        case turn(TurnDirection)
    }

    /// The button came up at (`column`, `row`): a held page goes on or falls back as the
    /// gesture says; a press without a drag is a click.
    mutating func release(column: Int, row: Int, now: Double, width: Int, animates: Bool) -> ReleaseOutcome {
        defer { pressed = nil }
        guard let start = pressed else { return .none }
        if var current = turn, let gesture = current.gesture {
            current.release = (gesture.touch, gesture.progress)
            current.gesture = nil
            turn = current
            animator.release(completing: gesture.completes(at: now), now: now)
            return .none
        }
        if !dragged { return .click(column: column, row: row) }
        var gesture = Gesture(x: Double(start.column), y: Double(start.row), time: start.time, width: width)
        gesture.move(x: Double(column), y: Double(row), time: now)
        guard let direction = gesture.direction, !animates, gesture.completes(at: now) else { return .none }
        return .turn(direction)
    }
}
