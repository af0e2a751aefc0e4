/// Where a book's pictures are read from (an EPUB's container): the bytes of one by its path.
public protocol PictureFiles: Sendable {
    /// The first `prefix` bytes of picture `path` (all of it when nil), never more than
    /// `PictureDecoder.maxBytes`; throws `.unavailable` when it is missing or too large.
    func read(_ path: String, prefix: Int?) throws(PictureError) -> [UInt8]
}
