import ReaderCore

/// A highlight's note being written: which highlight, and the text typed so far.
package struct NoteEditing: Equatable, Sendable {
    /// The highlight's identifier (`Annotation.id`).
    package var id: String
    package var editor: LineEditor
    /// The annotations panel the note was opened from, which comes back when it is done.
    package var list: AnnotationList?

    package init(id: String, editor: LineEditor, list: AnnotationList? = nil) {
        self.id = id
        self.editor = editor
        self.list = list
    }

    /// Longest note accepted, in characters.
    package static let limit = 2000
}
