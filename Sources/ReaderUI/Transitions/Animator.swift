/// Owns the time of a page turn: easing, duration, drags, releases, reversals and bounces.
///
/// Pure: every query takes `now` (seconds from `MonotonicClock.now()`), so progress is a
/// function of elapsed time alone — a slow frame is skipped, never slowed down.
/// Typical loop: `startTurn`, then while animating compose at `progress(at:)`, wait
/// `nextFrameDelay(at:)` ms for input, and call `finish()` once `isFinished(at:)` (or
/// when a key arrives mid-turn); `finish()` says whether the page changed.
public struct Animator: Sendable {
    /// Seconds a full turn takes unless configured otherwise.
    public static let defaultDuration = 0.3
    /// Time between frames while animating (60 frames per second).
    public static let frameInterval = 1.0 / 60
    /// Highest progress of a boundary bounce, before it springs back to 0.
    public static let bouncePeak = 0.15

    /// Seconds a full turn takes; 0 disables animation (every turn finishes at once).
    public var duration: Double
    /// Direction of the turn under way (or of the last one).
    public private(set) var direction: TurnDirection = .next
    /// True when the movement under way ends with the page turned; false for a cancelled
    /// drag, a reversed turn or a bounce.
    public private(set) var turnsPage = false
    private var motion: Motion = .idle

    private enum Motion: Sendable {
        case idle
        case dragging(progress: Double)
        case moving(Segment)
    }

    /// Progress moving from `from` to `to` over `length` seconds from `start`, eased out;
    /// a bounce rises to `bouncePeak` and falls back instead.
    private struct Segment: Sendable {
        package var start: Double
        package var from: Double
        package var to: Double
        package var length: Double
        package var isBounce = false

        /// Compared as `start + length` so the end is exact however large the clock reading is.
        package func isDone(at now: Double) -> Bool { now >= start + length }

        package func value(at now: Double) -> Double {
            let t = isDone(at: now) ? 1 : max((now - start) / length, 0)
            let eased = Animator.easeOut(t)
            if isBounce { return Animator.bouncePeak * 4 * eased * (1 - eased) }
            return from + (to - from) * eased
        }
    }

    public init(duration: Double = Animator.defaultDuration) {
        self.duration = max(0, duration)
    }

    /// Ease-out cubic: fast start, gentle landing. Maps 0…1 onto 0…1.
    public static func easeOut(_ t: Double) -> Double {
        let u = 1 - min(max(t, 0), 1)
        return 1 - u * u * u
    }

    /// True when nothing is under way.
    public var isIdle: Bool {
        if case .idle = motion { return true }
        return false
    }

    /// True while the pointer holds the page.
    public var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    /// Starts a full turn. Call `finish()` first if a turn is under way, to apply its result.
    public mutating func startTurn(_ direction: TurnDirection, now: Double) {
        self.direction = direction
        turnsPage = true
        motion = .moving(Segment(start: now, from: 0, to: 1, length: duration))
    }

    /// Starts a bounce at the first or last page: the turn begins and springs back, no page change.
    public mutating func startBounce(_ direction: TurnDirection, now: Double) {
        self.direction = direction
        turnsPage = false
        motion = .moving(Segment(start: now, from: 0, to: 0, length: duration, isBounce: true))
    }

    /// The pointer holds the page at `progress` (0…1) of a turn in `direction`.
    public mutating func drag(_ direction: TurnDirection, progress: Double) {
        self.direction = direction
        turnsPage = false
        motion = .dragging(progress: min(max(progress, 0), 1))
    }

    /// The pointer let go: animate from the drag's progress to 1 (`completing`) or back to 0,
    /// taking the share of `duration` that remains.
    public mutating func release(completing: Bool, now: Double) {
        guard case .dragging(let p) = motion else { return }
        turnsPage = completing
        let target = completing ? 1.0 : 0.0
        motion = .moving(Segment(start: now, from: p, to: target, length: duration * abs(target - p)))
    }

    /// Turns back from where the page is (the reader asked for the other direction mid-turn):
    /// a turn heading to 1 heads back to 0 and vice versa. `direction` is unchanged: keep
    /// composing the same two pages. Drags and bounces are left alone.
    public mutating func reverse(now: Double) {
        guard case .moving(let segment) = motion, !segment.isBounce else { return }
        let p = segment.value(at: now)
        let target = segment.to == 1 ? 0.0 : 1.0
        turnsPage = target == 1
        motion = .moving(Segment(start: now, from: p, to: target, length: duration * abs(target - p)))
    }

    /// Ends what is under way at once (a key arrived mid-turn, or the turn is over).
    /// Returns true when the page changed; a drag in progress is dropped without a change.
    public mutating func finish() -> Bool {
        let turned: Bool
        if case .moving = motion { turned = turnsPage } else { turned = false }
        motion = .idle
        turnsPage = false
        return turned
    }

    /// Progress of the turn at `now`, 0…1, eased; 0 when idle.
    public func progress(at now: Double) -> Double {
        switch motion {
        case .idle: 0
        case .dragging(let p): p
        case .moving(let segment): segment.value(at: now)
        }
    }

    /// True when the movement has reached its end (or nothing is under way); false while dragging.
    public func isFinished(at now: Double) -> Bool {
        switch motion {
        case .idle: true
        case .dragging: false
        case .moving(let segment): segment.isDone(at: now)
        }
    }

    /// Milliseconds to wait for input before the next frame, for ncurses `timeout`:
    /// -1 (block) when idle or dragging, 0 when the movement is over, else about 16.
    public func nextFrameDelay(at now: Double) -> Int32 {
        guard case .moving(let segment) = motion else { return -1 }
        let remaining = segment.start + segment.length - now
        guard remaining > 0 else { return 0 }
        let wait = min(Self.frameInterval, remaining) * 1000
        return Int32(max(1, wait.rounded(.up)))
    }
}
