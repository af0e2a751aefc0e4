import ReaderCore

/// A highlight's note being written: which highlight, and the text typed so far.
package struct NoteEditing: Equatable, Sendable {
    /// The highlight's identifier (`Annotation.id`).
    package var id: String
    package var editor: NoteEditor
    /// The annotations panel the note was opened from, which comes back when it is done.
    package var list: AnnotationList?

    package init(id: String, editor: NoteEditor, list: AnnotationList? = nil) {
        self.id = id
        self.editor = editor
        self.list = list
    }

    /// Rows of the note shown at once (it scrolls to keep the cursor in them).
    package static let rows = 8

    /// Longest note accepted, in characters.
    package static let limit = 2000
}
