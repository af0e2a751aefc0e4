/// How many pages the screen shows: `single` always one column, `spread` always two pages
/// side by side (a printed book's open spread), `auto` a spread when each page can have a
/// comfortable text width, one column otherwise (decided again on every resize).
package enum PageLayout: String, CaseIterable, Sendable {
    case auto, single, spread

    /// Text columns each page of an `auto` spread must have at least.
    package static let comfortableWidth = 60

    /// The next layout in the order the key cycles through them, wrapping around.
    package var cycled: PageLayout {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// Whether a screen `columns` wide shows a spread with `margins` around each page's text.
    package func showsSpread(columns: Int, margins: Margins) -> Bool {
        switch self {
        case .single: return false
        case .spread: return columns >= 2 * ScreenLayout.minimumColumns + 1
        case .auto:
            let page = ScreenLayout.spreadPageColumns(columns: columns)
            let m = margins.fitted(columns: page, rows: ScreenLayout.minimumRows * 2)
            return page - m.left - m.right >= Self.comfortableWidth
        }
    }
}
