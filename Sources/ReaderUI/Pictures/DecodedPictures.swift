import ReaderCore
import Synchronization

/// Pictures decoded from books, the most recently used kept within a memory cap: a page's
/// pictures are decoded once for every drawing of it, and the viewer zooms and moves about one
/// decoding. A picture that cannot be decoded is remembered as such, and tried once; one larger
/// than the cap is remembered as such, and decoded again for each use.
package final class DecodedPictures: Sendable {
    private struct Entry {
        let pictures: BookPictures
        let offset: Int
        let bitmap: Bitmap?
        /// Whether the picture decodes to more than the cap (and `bitmap` is nil).
        var oversized = false
        var bytes: Int { bitmap?.rgba.count ?? 0 }
    }

    /// Bytes of pixels kept at most; a picture larger than this is decoded for each use.
    package let capacity: Int
    /// Pictures remembered at most (those that could not be decoded take no pixels).
    static let maxEntries = 256
    private let kept = Mutex<[Entry]>([]) // most recently used first

    /// The one the reader draws from: 96 MB of pixels, twelve screens of 1920×1080.
    package static let shared = DecodedPictures(capacity: 96 << 20)

    package init(capacity: Int) { self.capacity = capacity }

    /// The picture of the image block at `offset` of `pictures`, decoded now when it is not kept;
    /// nil when it cannot be read or decoded.
    package func bitmap(of pictures: BookPictures, at offset: Int) -> Bitmap? {
        let known = lookUp(pictures, offset)
        if let known, !known.oversized { return known.bitmap }
        let bitmap = try? PictureDecoder.decode(pictures.bytes(ofBlockAt: offset))
        if known == nil { keep(Entry(pictures: pictures, offset: offset, bitmap: bitmap)) }
        return bitmap
    }

    /// Whether the picture at `offset` of `pictures` has been decoded (or found undecodable) and is kept.
    package func isKept(_ pictures: BookPictures, at offset: Int) -> Bool {
        kept.withLock { $0.contains { $0.pictures === pictures && $0.offset == offset } }
    }

    /// Bytes of pixels kept now.
    package var bytesKept: Int { kept.withLock { $0.reduce(0) { $0 + $1.bytes } } }

    /// The kept entry, moved to the front; nil when it is not kept.
    private func lookUp(_ pictures: BookPictures, _ offset: Int) -> Entry? {
        kept.withLock { entries in
            guard let i = entries.firstIndex(where: { $0.pictures === pictures && $0.offset == offset }) else { return nil }
            let entry = entries.remove(at: i)
            entries.insert(entry, at: 0)
            return entry
        }
    }

    /// Keeps `entry` first (one larger than the cap as a mark without its pixels), dropping the
    /// least recently used past the caps.
    private func keep(_ entry: Entry) {
        var entry = entry
        if entry.bytes > capacity { entry = Entry(pictures: entry.pictures, offset: entry.offset, bitmap: nil, oversized: true) }
        kept.withLock { entries in
            entries.removeAll { $0.pictures === entry.pictures && $0.offset == entry.offset }
            entries.insert(entry, at: 0)
            var total = entries.reduce(0) { $0 + $1.bytes }
            while total > capacity || entries.count > Self.maxEntries, let last = entries.popLast() { total -= last.bytes }
        }
    }
}
