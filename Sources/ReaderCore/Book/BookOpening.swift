import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

/// The part of a cache entry that opening needs (encoding and paragraph shape), kept in a
/// small file of its own: decoding the chapter list of a long book costs milliseconds that
/// the first page should not wait for (the background read loads it).
public struct BookOpening: Codable, Equatable, Sendable {
    public var version: Int
    public var fingerprint: String
    public var size: Int
    public var modified: Int
    public var encoding: String
    public var bomLength: Int
    public var wrapWidth: Int?
    /// The body text's indent in hard-wrapped text (`WrapStyle.hardWrapped`); nil read as 0.
    public var bodyIndent: Int?
    /// Every line is kept (`WrapStyle.linesKept`, a fortune file); nil read as false.
    public var linesKept: Bool?

    /// What opening `source` learned.
    public init(source: BookSource, fingerprint: String, modified: Int) {
        version = IndexCacheEntry.currentVersion
        self.fingerprint = fingerprint
        size = source.file.size
        self.modified = modified
        encoding = source.detection.encoding.rawValue
        bomLength = source.detection.bomLength
        if case .hardWrapped(let width, let indent) = source.wrapStyle {
            wrapWidth = width
            bodyIndent = indent
        } else {
            wrapWidth = nil
        }
        linesKept = source.wrapStyle == .linesKept ? true : nil
    }

    /// The opening part of a whole entry.
    public init(_ cache: IndexCacheEntry) {
        self = cache.opening
    }

    /// True when this describes the file with this fingerprint, size and modification time, in this format.
    func describes(fingerprint: String, size: Int, modified: Int) -> Bool {
        version == IndexCacheEntry.currentVersion && self.fingerprint == fingerprint && self.size == size
            && self.modified == modified && known != nil
    }

    /// What is wrong with this entry on its face (before it is compared with the file), nil when nothing.
    var problem: String? {
        guard TextEncoding(rawValue: encoding) != nil else { return "unknown encoding \"\(encoding.prefix(40))\"" }
        guard (0...4).contains(bomLength) else { return "byte-order mark length \(bomLength) is out of range" }
        if let wrapWidth, !(1...CachedDetectionCheck.maxWrapWidth).contains(wrapWidth) {
            return "wrap width \(wrapWidth) is out of range"
        }
        if let bodyIndent, !(0...CachedDetectionCheck.maxWrapWidth).contains(bodyIndent) {
            return "body indent \(bodyIndent) is out of range"
        }
        guard size >= 0 else { return "size \(size) is negative" }
        return nil
    }

    /// The detection and shape this entry records, for `BookSource`.
    public var known: (Detection, WrapStyle)? {
        guard let e = TextEncoding(rawValue: encoding) else { return nil }
        let style: WrapStyle =
            linesKept == true ? .linesKept : wrapWidth.map { .hardWrapped(width: $0, bodyIndent: bodyIndent ?? 0) } ?? .paragraphPerLine
        return (Detection(encoding: e, bomLength: bomLength), style)
    }
}
