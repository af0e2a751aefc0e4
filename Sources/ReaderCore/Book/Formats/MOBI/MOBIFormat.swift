/// MOBI (Mobipocket, PalmDOC or HUFF/CDIC compressed) and AZW3 (KF8), unpacked by libmobi
/// (`MOBIContainer`) and read by the EPUB path: contents from the book's NCX index, links,
/// pictures. A hybrid file is read by its KF8 part. libmobi is loaded when the first such book
/// is opened; without it the reader says what to install.
public struct MOBIFormat: BookFormat {
    public init() {}
    public var name: String { "mobi" }
    public var summary: String { "MOBI and AZW3 (Kindle, without DRM; needs libmobi)" }
    public var extensions: [String] { ["mobi", "azw3", "azw", "prc"] }

    /// A Palm database whose type and creator (bytes 60–67) say it is a Mobipocket or PalmDOC book.
    public func recognises(path: String, head: [UInt8]) -> Bool {
        head.count >= 68 && Self.databaseKinds.contains(Array(head[60..<68]))
    }

    /// Type and creator of the Palm databases libmobi reads as books.
    static let databaseKinds = [Array("BOOKMOBI".utf8), Array("TEXtREAd".utf8)]

    public var windowIsWhole: Bool { false }
    public var keepsConversion: Bool { true }

    public func window(path: String, from offset: Int) throws(ReaderError) -> Book {
        do throws(ReaderError) {
            return try EPUBLoader.window(EPUBSpine(archive: MOBIContainer(path: path)), from: offset)
        } catch {
            throw error.naming("MOBI")
        }
    }

    public func load(path: String, progress: @Sendable (Double) -> Bool) throws(ReaderError) -> Book? {
        do throws(ReaderError) {
            return try EPUBLoader.load(EPUBSpine(archive: MOBIContainer(path: path)), progress: progress)
        } catch {
            throw error.naming("MOBI")
        }
    }

    /// libmobi unpacks the book once for the window and the whole book (its most costly part:
    /// links rebuilt by searching each part), and the window's documents are parsed once.
    public func open(path: String) throws(ReaderError) -> any OpenedDocument {
        try SpineDocument(naming: "MOBI") { () throws(ReaderError) in try EPUBSpine(archive: MOBIContainer(path: path)) }
    }

    /// The cover the book's EXTH names (libmobi's package declares it), else as an EPUB's.
    public func cover(path: String) throws(ReaderError) -> [UInt8]? {
        do throws(ReaderError) {
            return try EPUBCover.bytes(of: EPUBSpine(archive: MOBIContainer(path: path)))
        } catch {
            throw error.naming("MOBI")
        }
    }
}
