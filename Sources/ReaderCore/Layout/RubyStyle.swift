/// How ruby annotations (the readings printed over kanji) are shown.
public enum RubyStyle: String, Sendable, Codable, CaseIterable {
    /// After the base, in brackets and dimmed: `漢字(かんじ)`, as the book's text holds it.
    case inline
    /// On the row above the base, centred over it, as printed books set it. It needs the blank
    /// row of line spacing 1; the page is laid out as with `off`.
    case above
    /// Not shown: the page is laid out without them.
    case off

    /// The next style for the cycling key: inline, above, off.
    public var cycled: RubyStyle {
        switch self {
        case .inline: return .above
        case .above: return .off
        case .off: return .inline
        }
    }

    /// Whether lines are laid out without the annotations.
    public var hidesAnnotations: Bool { self != .inline }
}
