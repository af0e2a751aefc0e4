import ReaderCore

/// The reader's choice of writing direction: `horizontal`, `vertical` (縦書き), or `auto`:
/// vertical for a book that asks for it (`Book.asksForVerticalWriting`), horizontal otherwise.
package enum WritingSetting: String, CaseIterable, Sendable {
    case auto, horizontal, vertical

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
