import Synchronization

/// A book opened for a reading session (`BookFormat.open`): the window holding a place read
/// first, for the first page, then the whole book in the background, both from what was opened
/// once (an EPUB's container and package, a MOBI unpacked by libmobi, the documents the window
/// parsed).
public protocol OpenedDocument: Sendable {
    /// A provisional book of the part holding `offset`: what the first page needs.
    func window(from offset: Int) throws(ReaderError) -> Book
    /// The whole book (the window itself, when it was the whole book); `progress` gets the fraction
    /// read now and then and returns false to stop (the result is then nil).
    func load(progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book?
}

/// A book whose window and whole book are each read from its file by itself: a format with
/// nothing worth sharing between them, but a window that is the whole book (`windowIsWhole`).
public final class SeparateReads: OpenedDocument {
    let format: any BookFormat
    let path: String
    /// The window, when it was the whole book.
    private let whole = Mutex<Book?>(nil)

    public init(format: any BookFormat, path: String) {
        self.format = format
        self.path = path
    }

    public func window(from offset: Int) throws(ReaderError) -> Book {
        let window = try format.window(path: path, from: offset)
        if format.windowIsWhole { whole.withLock { $0 = window } }
        return window
    }

    public func load(progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        if let whole = whole.withLock({ $0 }) { return whole }
        return try format.load(path: path, progress: progress)
    }
}
