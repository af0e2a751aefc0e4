import ReaderCore

/// The reader's choice of writing direction: `horizontal`, `vertical` (縦書き), or `auto`:
/// vertical for a book that asks for it (`Book.asksForVerticalWriting`), horizontal otherwise.
package enum WritingSetting: String, CaseIterable, Sendable {
    case auto, horizontal, vertical

    /// The next setting in the order the key cycles through them, wrapping around.
    package var cycled: WritingSetting {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The setting that always gives `mode`.
    package init(_ mode: WritingMode) {
        self = mode == .vertical ? .vertical : .horizontal
    }

    /// The writing a book is set in under this setting; `asked` is what the book asks for.
    package func mode(asked: WritingMode) -> WritingMode {
        switch self {
        case .auto: asked
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }
}
