/// EPUB 2 and 3, recognised by content (a zip), read by `EPUBLoader`.
public struct EPUBFormat: BookFormat {
    public init() {}
    public var name: String { "epub" }
    public var summary: String { "EPUB 2 and 3" }
    public var extensions: [String] { ["epub"] }

    /// A zip that is not a zipped FB2 (`.fb2.zip`) or a comic (`.cbz`).
    public func recognises(path: String, head: [UInt8]) -> Bool {
        head.withUnsafeBytes { EPUBLoader.isZip($0) } && !FB2Format().hasExtension(path) && !CBZFormat().hasExtension(path)
    }

    public var windowIsWhole: Bool { false }

    public func window(path: String, from offset: Int) throws(ReaderError) -> Book {
        try EPUBLoader.window(path: path, from: offset)
    }

    public func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        try EPUBLoader.load(path: path, progress: progress)
    }

    public func cover(path: String) throws(ReaderError) -> [UInt8]? {
        try EPUBCover.bytes(of: EPUBSpine(path: path))
    }

    /// The zip directory and package read once; the window's documents parsed once.
    public func open(path: String) throws(ReaderError) -> any OpenedDocument {
        try SpineDocument { () throws(ReaderError) in try EPUBSpine(path: path) }
    }
}
