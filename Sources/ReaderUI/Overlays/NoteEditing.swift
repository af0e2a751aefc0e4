import ReaderCore

/// A highlight's note being written: which highlight, and the text typed so far.
package struct NoteEditing: Equatable, Sendable {
    /// The highlight's identifier (`Annotation.id`).
    package var id: String
    package var editor: LineEditor

    /// Longest note accepted, in characters.
    package static let limit = 2000
}
