extension Role {
    /// The role's name in the config file: `text`, `bar-dim`, `highlight-current`…
    package var configName: String {
        switch self {
        case .text: return "text"
        case .heading: return "heading"
        case .dim: return "dim"
        case .image: return "image"
        case .bar: return "bar"
        case .barDim: return "bar-dim"
        case .backPage: return "back-page"
        case .shadow1: return "shadow1"
        case .shadow2: return "shadow2"
        case .shadow3: return "shadow3"
        case .highlight: return "highlight"
        case .highlightCurrent: return "highlight-current"
        case .markYellow: return "mark-yellow"
        case .markGreen: return "mark-green"
        case .markBlue: return "mark-blue"
        case .markPink: return "mark-pink"
        case .selection: return "selection"
        case .selectionCursor: return "selection-cursor"
        case .skeleton: return "skeleton"
        case .shimmer: return "shimmer"
        case .hint: return "hint"
        case .overlay: return "overlay"
        case .overlaySelected: return "overlay-selected"
        }
    }

    /// What the role colours, for the comments of the default config file.
    package var configSummary: String {
        switch self {
        case .text: return "page text"
        case .heading: return "chapter headings (bold)"
        case .dim: return "secondary text on the page"
        case .image: return "image placeholders on the page ([image: alt text])"
        case .bar: return "header and footer bars"
        case .barDim: return "dim text in the bars"
        case .backPage: return "back of a curling page"
        case .shadow1: return "darkest shadow of a moving page"
        case .shadow2: return "middle shadow"
        case .shadow3: return "lightest shadow"
        case .highlight: return "search matches"
        case .highlightCurrent: return "the current search match"
        case .markYellow: return "your yellow highlights (V selects, Enter highlights)"
        case .markGreen: return "your green highlights"
        case .markBlue: return "your blue highlights"
        case .markPink: return "your pink highlights"
        case .selection: return "text selected in selection mode (V)"
        case .selectionCursor: return "the moving end of the selection"
        case .skeleton: return "placeholder blocks while a page loads"
        case .shimmer: return "light moving over the placeholder"
        case .hint: return "short messages in the footer"
        case .overlay: return "help and contents overlays"
        case .overlaySelected: return "selected row in an overlay"
        }
    }
}
