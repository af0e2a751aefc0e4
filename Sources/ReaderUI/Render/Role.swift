import ReaderCore

/// What a cell is for. A `Palette` turns a role into a concrete `Style`.
public enum Role: CaseIterable, Hashable, Sendable {
    /// Page text on the page background.
    case text
    /// Chapter heading on the page.
    case heading
    /// Dimmed page text (secondary information on the page).
    case dim
    /// An image's placeholder on the page (`[image: alt text]`).
    case image
    /// Header and footer bars.
    case bar
    /// Dim text inside the bars.
    case barDim
    /// Back of a curling page: a dimmed mirror of the page, never brighter than the page.
    case backPage
    /// Shadows cast by a moving or folding page, darkest first.
    case shadow1, shadow2, shadow3
    /// Search highlight, all matches / the current match.
    case highlight, highlightCurrent
    /// The reader's highlights (`HighlightColor`), each colour its own role.
    case markYellow, markGreen, markBlue, markPink
    /// Text selected in selection mode, and the selection's moving end.
    case selection, selectionCursor
    /// Skeleton placeholder blocks and the shimmer moving across them.
    case skeleton, shimmer
    /// Short messages and hints ("end of book").
    case hint
    /// Overlays (help, table of contents) and the selected row inside them.
    case overlay, overlaySelected

    /// The role a highlight of `color` is drawn in.
    package static func mark(_ color: HighlightColor) -> Role {
        switch color {
        case .yellow: return .markYellow
        case .green: return .markGreen
        case .blue: return .markBlue
        case .pink: return .markPink
        }
    }
}
