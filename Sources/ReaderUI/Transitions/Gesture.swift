/// A mouse drag on the page, turned into turn direction, progress and velocity.
///
/// Pressing at x and dragging to x' gives progress |x' − x| / width in the direction of
/// the first movement (left: next, right: previous). On release the turn completes when
/// the pointer moved more than a third of the width, unless a fast flick decides otherwise.
public struct Gesture: Sendable {
    /// Share of the width beyond which a release completes the turn.
    public static let completeDistance = 1.0 / 3
    /// Speed (page widths per second) above which a flick decides the release on its own.
    public static let flickSpeed = 1.0
    /// Only pointer movement within this many seconds before the release counts for velocity.
    public static let velocityWindow = 0.1
    /// Columns the pointer must move before the drag picks a direction.
    public static let slop = 1.0

    /// Where the pointer was pressed (cell coordinates).
    public let start: (x: Double, y: Double)
    /// Width of the page in cells.
    public let width: Double
    /// Where the pointer is now (cell coordinates): the touch point of a curl.
    public private(set) var touch: (x: Double, y: Double)
    /// The turn this drag makes, known once the pointer has moved `slop` columns.
    public private(set) var direction: TurnDirection?
    /// Recent pointer positions (x, time), oldest first, for the velocity.
    private var samples: [(x: Double, time: Double)]

    public init(x: Double, y: Double, time: Double, width: Int) {
        start = (x, y)
        touch = (x, y)
        self.width = Double(max(1, width))
        samples = [(x, time)]
    }

    /// The pointer moved to (x, y) at `time`.
    public mutating func move(x: Double, y: Double, time: Double) {
        touch = (x, y)
        if direction == nil, abs(x - start.x) >= Self.slop {
            direction = x < start.x ? .next : .previous
        }
        samples.append((x, time))
        samples.removeAll { time - $0.time > Self.velocityWindow }
    }

    /// Distance dragged in the turn's direction, as a share of the width (0…1).
    public var progress: Double {
        guard let direction else { return 0 }
        let moved = direction == .next ? start.x - touch.x : touch.x - start.x
        return min(max(moved / width, 0), 1)
    }

    /// Speed towards the turn at `time`, in page widths per second (negative: moving back);
    /// 0 when the pointer has rested longer than `velocityWindow`.
    public func velocity(at time: Double) -> Double {
        guard let direction, let last = samples.last, let first = samples.first,
            time - last.time <= Self.velocityWindow, last.time > first.time
        else { return 0 }
        let speed = (last.x - first.x) / (last.time - first.time) / width
        return direction == .next ? -speed : speed
    }

    /// Whether releasing at `time` completes the turn: a fast flick decides by its sign,
    /// otherwise the distance must exceed `completeDistance`.
    public func completes(at time: Double) -> Bool {
        guard direction != nil else { return false }
        let v = velocity(at: time)
        if v > Self.flickSpeed { return true }
        if v < -Self.flickSpeed { return false }
        return progress > Self.completeDistance
    }

    /// The corner a curl lifts for this drag on a page `height` rows tall: the right-hand corner
    /// on the side of the press (a previous-page drag lays the previous page back to the same corner).
    public func corner(height: Int) -> Corner {
        start.y < Double(height) / 2 ? .topRight : .bottomRight
    }
}
