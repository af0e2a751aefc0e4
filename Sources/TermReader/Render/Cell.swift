/// One terminal cell: a grapheme cluster and its style.
///
/// A wide (2-column) character occupies its cell with `width == 2` and the cell to its
/// right is an explicit continuation (`width == 0`, empty text), so a transition can
/// move, mirror or shade the pair as one and never split it.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn here; `" "` for blank, `""` for a continuation cell.
    public var text: String
    /// Columns the cluster occupies: 1 or 2; 0 marks the right half of a wide character.
    public var width: UInt8
    public var style: Style

    public init(_ text: String, width: UInt8 = 1, style: Style) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style) -> Cell { Cell(" ", width: 1, style: style) }

    /// The right half of a wide character.
    public static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
