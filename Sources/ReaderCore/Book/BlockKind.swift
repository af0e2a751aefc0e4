/// What a block of a book is: it decides how the block is laid out and drawn.
///
/// A book is a sequence of blocks (`Paragraph` values, each anchored at its source offset).
/// A heading carries its level in its kind, so a book keeps one byte per block either way.
public enum BlockKind: UInt8, Sendable, Codable, CaseIterable {
    /// Prose: re-flowed to the page width, first-line indent per script.
    case paragraph
    /// Verse, addresses, lyrics: each source line kept as a line (`\n` in the text), relative
    /// indents kept as leading spaces; a line longer than the page wraps with a hanging indent.
    case lineGroup
    /// Tables, box drawing, ASCII art, code: lines kept exactly as written, never re-flowed;
    /// a line wider than the page goes on in the next row, the row it leaves marked.
    case preformatted
    /// A list item: the marker (`*`, `1.`, `(a)`, `一、`, `①`…) then text that wraps under
    /// the text, not under the marker.
    case listItem
    /// A scene break (`* * *`, `———`): drawn centred and dimmed. Empty (from an Aozora
    /// `［＃改ページ］`), it is a page break: the next block starts a new page.
    case separator
    /// A quotation set off from the text (EPUB `<blockquote>`; in plain text, prose indented deeper
    /// than the book's body text): re-flowed like a paragraph, indented on both sides.
    case blockQuote
    /// An image of an EPUB (`img`, `svg`): its text is the alt text, or the file name when there is
    /// none; drawn centred and dimmed as `[image: text]`, never re-flowed into prose.
    case image
    /// A heading of level 1 (the top: an EPUB's `h1`, a TXT book's chapter heading) to 6 (`h6`):
    /// drawn bold, centred at levels 1 and 2. `heading(_:)` makes one, `headingLevel` reads it.
    case heading1, heading2, heading3, heading4, heading5, heading6

    /// The heading of `level`, clamped to 1…6.
    public static func heading(_ level: Int) -> BlockKind {
        BlockKind(rawValue: heading1.rawValue + UInt8(min(6, max(1, level)) - 1))!
    }

    /// The level of a heading, 1…6; nil for every other kind.
    public var headingLevel: Int? {
        rawValue >= Self.heading1.rawValue ? Int(rawValue - Self.heading1.rawValue) + 1 : nil
    }

    /// The name used by `info --json` (`"lineGroup"` → `"line-group"`; every level is `"heading"`).
    public var name: String {
        switch self {
        case .paragraph: return "paragraph"
        case .lineGroup: return "line-group"
        case .preformatted: return "preformatted"
        case .listItem: return "list-item"
        case .separator: return "separator"
        case .blockQuote: return "block-quote"
        case .image: return "image"
        case .heading1, .heading2, .heading3, .heading4, .heading5, .heading6: return "heading"
        }
    }
}
