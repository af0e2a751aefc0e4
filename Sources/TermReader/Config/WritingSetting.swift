import ReaderCore

/// The reader's choice of writing direction: `horizontal`, `vertical` (縦書き), or `auto`:
/// vertical for a book that asks for it (`Book.asksForVerticalWriting`), horizontal otherwise.
enum WritingSetting: String, CaseIterable, Sendable {
    case auto, horizontal, vertical

    /// The next setting in the order the key cycles through them, wrapping around.
    var cycled: WritingSetting {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The setting that always gives `mode`.
    init(_ mode: WritingMode) {
        self = mode == .vertical ? .vertical : .horizontal
    }

    /// The writing a book is set in under this setting; `asked` is what the book asks for.
    func mode(asked: WritingMode) -> WritingMode {
        switch self {
        case .auto: asked
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
    }
}
