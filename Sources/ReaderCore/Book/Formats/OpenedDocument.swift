/// A book opened for a reading session (`BookFormat.open`): the window holding a place read
/// first, for the first page, then the whole book in the background, both from what was opened
/// once (an EPUB's container and package, a MOBI unpacked by libmobi, the documents the window
/// parsed).
public protocol OpenedDocument: Sendable {
    /// A provisional book of the part holding `offset`: what the first page needs.
    func window(from offset: Int) throws(ReaderError) -> Book
    /// The whole book; `progress` gets the fraction read now and then and returns false to stop
    /// (the result is then nil).
    func load(progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book?
}

/// A book whose window and whole book are each read from its file by itself: a format with
/// nothing worth sharing between them.
public struct SeparateReads: OpenedDocument {
    let format: any BookFormat
    let path: String

    public init(format: any BookFormat, path: String) {
        self.format = format
        self.path = path
    }

    public func window(from offset: Int) throws(ReaderError) -> Book { try format.window(path: path, from: offset) }

    public func load(progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        try format.load(path: path, progress: progress)
    }
}
