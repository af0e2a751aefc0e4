/// Plain text in any encoding `EncodingDetector` knows, read by the TXT recogniser
/// (`BookLoader`). The reader's session opens it through `BookSource` itself, to reuse the
/// index cache and the user's heading rules; this conformance is what every other caller uses.
public struct PlainTextFormat: BookFormat {
    public init() {}
    public var name: String { "txt" }
    public var summary: String {
        "plain text (UTF-8, UTF-16/32, GB18030, Big5, Shift_JIS, EUC-JP/KR, Windows-1252, Latin-1, Cyrillic and Greek code pages)"
    }
    public var extensions: [String] { ["txt"] }

    /// Any file no other format claims (a binary one is refused when it is read).
    public func recognises(path: String, head: [UInt8]) -> Bool { true }

    public var windowIsWhole: Bool { false }

    public func window(path: String, from offset: Int) throws(ReaderError) -> Book {
        try BookLoader.window(BookSource.open(path: path), from: offset)
    }

    public func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        try BookLoader.load(BookSource.open(path: path), progress: progress)
    }

    /// Text has no pictures.
    public func cover(path: String) throws(ReaderError) -> [UInt8]? { nil }
}
