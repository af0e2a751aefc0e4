/// Which way a page turn goes: to the next page or back to the previous one.
public enum TurnDirection: Sendable, Hashable {
    case next, previous
}
