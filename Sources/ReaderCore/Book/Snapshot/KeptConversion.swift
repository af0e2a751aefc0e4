import Synchronization

/// A book of a format slow to convert (`BookFormat.keepsConversion`) opened for a session through
/// its snapshot: a book read whole before opens from what was kept, its window the whole book, and
/// the converter (libmobi, poppler, the markup parser) is not run at all. Otherwise the format opens
/// it as usual, and the whole book, once read in the background, is kept for the next time.
final class KeptConversion: OpenedDocument {
    private struct State {
        /// What the format opened, when the book was not kept.
        var opened: (any OpenedDocument)?
        /// The whole book, when the window was the whole book.
        var whole: Book?
        /// Whether the whole book is in the snapshot folder.
        var kept = false
    }

    private let format: any BookFormat
    private let path: String
    private let folder: SnapshotFolder
    private let key: BookSnapshot.Key
    private let state = Mutex(State())

    init(format: any BookFormat, path: String, folder: SnapshotFolder, key: BookSnapshot.Key) {
        self.format = format
        self.path = path
        self.folder = folder
        self.key = key
    }

    func window(from offset: Int) throws(ReaderError) -> Book {
        try state.withLock { state throws(ReaderError) in
            if let whole = state.whole { return whole }
            if state.opened == nil, let kept = folder.load(key, bookPath: path) {
                state.whole = kept
                state.kept = true
                return kept
            }
            let window = try opened(&state).window(from: offset)
            if format.windowIsWhole { state.whole = window }
            return window
        }
    }

    func load(progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        try state.withLock { state throws(ReaderError) in
            var book = state.whole
            if book == nil {
                book = try opened(&state).load(progress: progress)
            }
            guard let book else { return nil }
            if !state.kept { state.kept = folder.save(book, key: key) }
            return book
        }
    }

    /// What the format opened of the book, opened now when it was not yet.
    private func opened(_ state: inout State) throws(ReaderError) -> any OpenedDocument {
        if let opened = state.opened { return opened }
        let opened = try format.open(path: path)
        state.opened = opened
        return opened
    }
}
