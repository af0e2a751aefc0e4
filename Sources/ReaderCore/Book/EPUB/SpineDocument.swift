import Synchronization

/// An EPUB, or a book read as one (a MOBI libmobi unpacked), opened once for a session: the
/// container and package are read once, and the documents the window parsed are taken by the
/// load of the whole book rather than read and parsed again. Once the whole book is loaded it
/// lets all that go (a MOBI's unpacked text is megabytes); asked again, it opens the file again.
/// Used by one thread at a time (the window, then the load in the background): a lock keeps it so.
final class SpineDocument: OpenedDocument {
    private struct State {
        /// The opened book; nil once the whole book was loaded.
        var spine: EPUBSpine?
        /// The documents the windows parsed, by spine index.
        var parsed: [Int: XHTMLBlocks] = [:]
    }

    private let state: Mutex<State>
    /// Opens the book (again).
    private let open: @Sendable () throws(ReaderError) -> EPUBSpine
    /// The format's name, for errors ("MOBI"); nil for an EPUB's own.
    private let naming: String?

    /// The book `open` opens, opened now.
    init(naming: String? = nil, open: @escaping @Sendable () throws(ReaderError) -> EPUBSpine) throws(ReaderError) {
        self.open = open
        self.naming = naming
        state = Mutex(State(spine: try Self.named(naming, open)))
    }

    func window(from offset: Int) throws(ReaderError) -> Book {
        try Self.named(naming) { () throws(ReaderError) in
            try state.withLock { state throws(ReaderError) in
                let spine = try opened(&state)
                return try EPUBLoader.window(spine, from: offset) { k, blocks in state.parsed[k] = blocks }
            }
        }
    }

    func load(progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        try Self.named(naming) { () throws(ReaderError) in
            try state.withLock { state throws(ReaderError) in
                let book = try EPUBLoader.load(opened(&state), parsed: state.parsed, progress: progress)
                if book != nil { state = State(spine: nil) }
                return book
            }
        }
    }

    /// The book `state` holds open, opened again when it was let go.
    private func opened(_ state: inout State) throws(ReaderError) -> EPUBSpine {
        if let spine = state.spine { return spine }
        let spine = try open()
        state.spine = spine
        return spine
    }

    /// `body`'s result, its error naming the format `naming` when one is given.
    private static func named<T>(_ naming: String?, _ body: () throws(ReaderError) -> T) throws(ReaderError) -> T {
        do throws(ReaderError) {
            return try body()
        } catch {
            throw naming.map(error.naming) ?? error
        }
    }
}
