import Synchronization

/// A book's pictures: which image block shows which picture (a side table by block offset, so a
/// block holds no more than its alt text), the picture's bytes read from the book's files on
/// demand, and its pixel size from its header alone (kept once read: layout asks for it often).
public final class BookPictures: Sendable {
    /// Offsets of the image blocks that show a picture, ascending, and the picture of each.
    let offsets: [Int]
    let paths: [String]
    let files: any PictureFiles
    private let sizes = Mutex<[Int: PixelSize?]>([:])

    /// Bytes read for a picture's size: the header of every format but a JPEG with a long EXIF
    /// block, which is then read whole.
    static let headerBytes = 64 * 1024

    /// `pictures`: (block offset, picture path) pairs, in any order; a later one for an offset wins.
    public init(_ pictures: [(offset: Int, path: String)], files: any PictureFiles) {
        var byOffset: [Int: String] = [:]
        for p in pictures { byOffset[p.offset] = p.path }
        let sorted = byOffset.sorted { $0.key < $1.key }
        offsets = sorted.map(\.key)
        paths = sorted.map(\.value)
        self.files = files
    }

    /// Number of image blocks that show a picture.
    public var count: Int { offsets.count }

    /// The path of the picture the image block at `offset` shows; nil when it shows none.
    public func path(ofBlockAt offset: Int) -> String? {
        let i = offsets.partitioningIndex(where: { $0 >= offset })
        return i < offsets.count && offsets[i] == offset ? paths[i] : nil
    }

    /// The offset of the first image block with a picture after `offset` (`forward`) or the last
    /// before it; nil when there is none.
    public func neighbour(of offset: Int, forward: Bool) -> Int? {
        let i = forward ? offsets.partitioningIndex(where: { $0 > offset }) : offsets.partitioningIndex(where: { $0 >= offset }) - 1
        return offsets.indices.contains(i) ? offsets[i] : nil
    }

    /// The number (from 1) of the picture the block at `offset` shows, in the book's order.
    public func number(ofBlockAt offset: Int) -> Int? {
        let i = offsets.partitioningIndex(where: { $0 >= offset })
        return i < offsets.count && offsets[i] == offset ? i + 1 : nil
    }

    /// The bytes of the picture the block at `offset` shows.
    public func bytes(ofBlockAt offset: Int) throws(PictureError) -> [UInt8] {
        guard let path = path(ofBlockAt: offset) else { throw .unavailable("no picture here") }
        return try files.read(path, prefix: nil)
    }

    /// The pixel size of the picture the block at `offset` shows, from its header; nil when it
    /// shows none or it cannot be decoded (it keeps its placeholder).
    public func size(ofBlockAt offset: Int) -> PixelSize? {
        if let known = sizes.withLock({ $0[offset] }) { return known }
        let size = readSize(offset)
        sizes.withLock { $0[offset] = size }
        return size
    }

    /// Why the picture the block at `offset` shows has no size (`size(ofBlockAt:)` is nil), in one
    /// line: damaged, too large, not a picture, or what to install to draw it.
    public func problem(ofBlockAt offset: Int) -> String {
        do {
            _ = try PictureDecoder.size(of: bytes(ofBlockAt: offset))
            return "this picture cannot be read"
        } catch {
            return error.description
        }
    }

    private func readSize(_ offset: Int) -> PixelSize? {
        guard let path = path(ofBlockAt: offset), let head = try? files.read(path, prefix: Self.headerBytes) else { return nil }
        if let size = try? PictureDecoder.size(of: head).size { return size }
        guard head.count == Self.headerBytes, let whole = try? files.read(path, prefix: nil) else { return nil }
        return try? PictureDecoder.size(of: whole).size
    }
}
