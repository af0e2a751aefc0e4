/// Which way a page turn goes: to the next page or back to the previous one.
public enum TurnDirection: Sendable, Hashable {
    case next, previous

    /// The other direction.
    public var reversed: TurnDirection { self == .next ? .previous : .next }
}
