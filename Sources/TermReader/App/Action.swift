/// What the reader can be asked to do, independent of which key asked.
enum Action: String, CaseIterable, Sendable {
    case nextPage = "next-page"
    case previousPage = "previous-page"
    case firstPage = "first-page"
    case lastPage = "last-page"
    case nextChapter = "next-chapter"
    case previousChapter = "previous-chapter"
    case goTo = "go-to"
    case contents = "contents"
    case cycleTheme = "cycle-theme"
    case cycleMode = "cycle-mode"
    case help = "help"
    case redraw = "redraw"
    case quit = "quit"

    /// One line for the help overlay.
    var summary: String {
        switch self {
        case .nextPage: return "next page"
        case .previousPage: return "previous page"
        case .firstPage: return "first page"
        case .lastPage: return "last page"
        case .nextChapter: return "next chapter"
        case .previousChapter: return "previous chapter (start of this one first)"
        case .goTo: return "go to page (120) or percent (45%)"
        case .contents: return "table of contents"
        case .cycleTheme: return "theme: light, dark, sepia, auto"
        case .cycleMode: return "page turn: none, push, slide, curl, scroll"
        case .help: return "this help"
        case .redraw: return "redraw the screen"
        case .quit: return "quit (your place is saved)"
        }
    }
}
