import ReaderCore

/// What a key asks of selection mode.
package enum SelectionCommand: Equatable, Sendable {
    /// Move the cursor one step through the text.
    case step(TextStep, forward: Bool)
    /// Move the cursor to the next or previous line on the page (the page follows).
    case line(forward: Bool)
    /// Move the cursor to the start or end of its line.
    case lineEdge(end: Bool)
    /// The cursor goes to the other end.
    case swapEnds
    /// Highlight the selection in a colour (nil: the last one used).
    case highlight(HighlightColor?)
    /// Highlight the selection and write a note to it.
    case note
    /// Copy the selected text to the clipboard.
    case copy
    /// Search the book for the selected text.
    case search
    /// Look the selection (or the word at the cursor) up in the dictionaries.
    case lookUp
    /// Remove the highlights the selection touches.
    case removeHighlights
    /// Leave selection mode.
    case close

    /// The command `key` gives; nil for a key that means nothing here.
    package init?(_ key: Key) {
        switch key {
        case .character("h"), .left: self = .step(.character, forward: false)
        case .character("l"), .right: self = .step(.character, forward: true)
        case .character("j"), .down: self = .line(forward: true)
        case .character("k"), .up: self = .line(forward: false)
        case .character("w"): self = .step(.wordStart, forward: true)
        case .character("b"): self = .step(.wordStart, forward: false)
        case .character("e"): self = .step(.wordEnd, forward: true)
        case .character("E"): self = .step(.wordEnd, forward: false)
        case .character(")"): self = .step(.sentence, forward: true)
        case .character("("): self = .step(.sentence, forward: false)
        case .character("}"): self = .step(.paragraph, forward: true)
        case .character("{"): self = .step(.paragraph, forward: false)
        case .character("0"), .home: self = .lineEdge(end: false)
        case .character("$"), .end: self = .lineEdge(end: true)
        case .character("o"): self = .swapEnds
        case .enter: self = .highlight(nil)
        case .character(let c) where ("1"..."4").contains(c): self = .highlight(HighlightColor.allCases[Int(String(c))! - 1])
        case .character("n"): self = .note
        case .character("y"): self = .copy
        case .character("/"): self = .search
        case .character("d"): self = .removeHighlights
        case .character("K"): self = .lookUp
        case .escape, .character("V"), .character("q"): self = .close
        default: return nil
        }
    }

    /// The footer's reminder of the keys while selecting.
    package static let hint = "select: hjkl w e ( ) { } · Enter/1-4 mark · n note · y copy · / find · K define · d unmark · Esc"
}
