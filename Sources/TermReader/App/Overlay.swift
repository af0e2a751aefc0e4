/// A panel drawn over the page that takes the keys while it is open.
enum Overlay: Equatable, Sendable {
    /// The key list, scrolled to show line `top` first.
    case help(top: Int)
    /// The table of contents with the highlighted chapter.
    case contents(selected: Int)
    /// The go-to prompt with what has been typed so far.
    case goTo(input: String)
    /// The search prompt with what has been typed so far.
    case search(input: String)
    /// The bookmark list with the highlighted entry.
    case bookmarks(selected: Int)
}
