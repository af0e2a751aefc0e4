/// The page corner a curl lifts (the corner point C of the fold geometry).
public enum Corner: Sendable, Hashable {
    case topRight, bottomRight, topLeft, bottomLeft
}
