import ReaderCore

/// The search results overlay: the highlighted match (0-based, in reading order), moved by
/// rows, by screens and to the ends; Enter, `l` or → opens it.
package struct ResultsList: Equatable, Sendable {
    package var selected: Int

    package init(selected: Int) { self.selected = selected }

    /// What a key in the list asks of the reader, beyond moving the highlight.
    package enum Request: Equatable {
        case stay, close
        /// Go to match `n`; the list closes.
        case open(Int)
    }

    /// Handles `key` over `count` matches, `pageRows` to a screen; `reopens` says the key is
    /// the one that opens the list, which closes it again.
    package mutating func update(_ key: Key, count: Int, pageRows: Int, reopens: Bool) -> Request {
        let last = max(0, count - 1)
        switch key {
        case .character("j"), .down: selected = min(last, selected + 1)
        case .character("k"), .up: selected = max(0, selected - 1)
        case .pageDown, .character(" "): selected = min(last, selected + pageRows)
        case .pageUp, .character("b"): selected = max(0, selected - pageRows)
        case .character("g"), .home: selected = 0
        case .character("G"), .end: selected = last
        case .enter, .character("l"), .right: return .open(selected)
        case .escape, .character("q"), .character("h"), .left: return .close
        default: return reopens ? .close : .stay
        }
        return .stay
    }

    /// The part of `text` around the graphemes `match` that fits `width` columns, on one
    /// line, with an ellipsis where text was left out before it.
    static func context(_ text: String, around match: Range<Int>, width: Int) -> String {
        guard width > 0 else { return "" }
        // As many characters before the match as fill a third of the width.
        var skip = max(0, match.lowerBound - width / 3)
        var before = text.dropFirst(skip).prefix(match.lowerBound - skip).reduce(0) { $0 + CellWidth.width(of: $1) }
        for ch in text.dropFirst(skip) where before > width / 3 {
            before -= CellWidth.width(of: ch)
            skip += 1
        }
        var out = skip > 0 ? "…" : ""
        var used = out.count
        for ch in text.dropFirst(skip) {
            // A line break inside a block (verse, preformatted text) reads as a space.
            let shown: Character = ch == "\n" ? " " : ch
            let w = CellWidth.width(of: shown)
            if used + w > width { break }
            out.append(shown)
            used += w
        }
        return out
    }
}
