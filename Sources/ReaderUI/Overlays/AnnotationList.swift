import ReaderCore

/// The annotations panel: every highlight and note in book order, narrowed by a filter (words of
/// the text or the note, or a colour's name), the highlighted row moved by keys; the highlight
/// last deleted is kept for `u` to bring back.
package struct AnnotationList: Equatable, Sendable {
    package var selected = 0
    /// The filter applied (empty: every annotation).
    package var filter = ""
    /// The filter being typed, while `/` has the keys.
    package var typing: LineEditor?
    /// The annotation last deleted here.
    package var deleted: Annotation?

    package init() {}

    /// What a key in the panel asks of the reader, beyond moving the highlight and typing a filter.
    package enum Request: Equatable {
        case stay, close
        /// Jump to shown annotation `n`; the panel closes.
        case open(Int)
        /// Delete shown annotation `n` (`u` brings it back).
        case delete(Int)
        /// Bring back the annotation last deleted.
        case undo
        /// Give shown annotation `n` the next colour.
        case recolor(Int)
        /// Write the note of shown annotation `n`.
        case editNote(Int)
        /// Write every annotation as Markdown beside the reader's data.
        case export
        /// Take the highlights KOReader keeps beside the book.
        case importKOReader
        /// Back to where the reader was before the last jump; the panel closes.
        case jumpBack
    }

    /// The annotations of `all` the filter lets through, in book order.
    package func shown(_ all: [Annotation]) -> [Annotation] {
        let words = filter.lowercased().split(separator: " ").map(String.init)
        guard !words.isEmpty else { return all }
        if words.count == 1, let color = HighlightColor(rawValue: words[0]) { return all.filter { $0.color == color } }
        return all.filter { a in
            let haystack = (a.text + "\n" + a.note).lowercased()
            return words.allSatisfy { haystack.contains($0) }
        }
    }

    /// Handles `key` over `count` shown annotations.
    package mutating func update(_ key: Key, count: Int) -> Request {
        if var editor = typing {
            switch editor.prompt(key) {
            case .submit:
                typing = nil
                filter = editor.text
                selected = 0
            case .cancel: typing = nil
            case .edited, .ignored: typing = editor
            }
            return .stay
        }
        let any = count > 0
        switch key {
        case .character("j"), .down: selected = max(0, min(count - 1, selected + 1))
        case .character("k"), .up: selected = max(0, selected - 1)
        case .enter, .character("l"), .right: return any ? .open(selected) : .stay
        case .character("d"), .delete: return any ? .delete(selected) : .stay
        case .character("u"): return deleted == nil ? .stay : .undo
        case .character("c"): return any ? .recolor(selected) : .stay
        case .character("e"), .character("n"): return any ? .editNote(selected) : .stay
        case .character("/"): typing = LineEditor(filter, limit: 80)
        case .character("x"): return .export
        case .character("i"): return .importKOReader
        case .backspace: return .jumpBack
        case .escape:
            // Esc clears a filter first, then closes.
            guard filter.isEmpty else {
                filter = ""
                selected = 0
                return .stay
            }
            return .close
        case .character("q"), .character("A"): return .close
        default: break
        }
        return .stay
    }

    /// The panel's title: what it holds and its keys.
    package func title(shown: Int, of total: Int) -> String {
        let what = filter.isEmpty ? "Highlights \(total)" : "Highlights \(shown)/\(total) matching \(filter)"
        return what + " (Enter jump, d delete, u undo, c colour, e note, / filter, x export, i import KOReader's)"
    }
}
