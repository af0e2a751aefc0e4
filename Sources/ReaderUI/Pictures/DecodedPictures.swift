import ReaderCore
import Synchronization

/// Pictures decoded from books, the most recently used kept within a cap of pixels (4 bytes each
/// with alpha, 3 without: `Bitmap`): a page's pictures are decoded once for every drawing of it,
/// and the viewer zooms and moves about one decoding. Each is decoded no larger than it is shown (a photograph on a page costs what the
/// screen shows of it, not its camera's pixels), and again, larger, when it is shown larger (a
/// bigger window, the viewer zoomed in), never to more than half the cap. A picture that cannot
/// be decoded is remembered as such, and tried once. The pictures on the screen are never dropped
/// to make room for others (those of the pages beside it, decoded ahead).
package final class DecodedPictures: Sendable {
    /// A book's picture: its pictures and its image block's offset.
    private struct Key: Hashable {
        let pictures: ObjectIdentifier
        let offset: Int
    }

    private struct Entry {
        let pictures: BookPictures
        let offset: Int
        let bitmap: Bitmap?
        /// Whether `bitmap` is the whole picture, not reduced.
        let whole: Bool
        var pixels: Int { bitmap.map { $0.size.width * $0.size.height } ?? 0 }

        /// Whether this answers a need for `target` pixels: the picture cannot be decoded, or its
        /// decoding covers `target`.
        func answers(_ target: PixelSize) -> Bool {
            guard let bitmap else { return true }
            return whole || bitmap.size.width >= target.width && bitmap.size.height >= target.height
        }
    }

    private struct State {
        var entries: [Entry] = [] // most recently used first
        var capacity: Int
        /// The pictures on the screen: kept whatever else is decoded.
        var shown: Set<Key> = []
    }

    /// Pictures remembered at most (those that could not be decoded take no pixels).
    static let maxEntries = 256
    /// The fewest pixels kept, however small the screen (16 MB with alpha).
    static let minimumCapacity = 4 << 20
    /// Screens of pixels kept: the pictures of the page (or spread) on the screen and of those
    /// either side of it, each decoded to the size it is shown.
    static let screensKept = 3
    private let state: Mutex<State>

    /// The one the reader draws from, fit to its screen (`fit(screen:)`).
    package static let shared = DecodedPictures(capacity: minimumCapacity)

    package init(capacity: Int) { state = Mutex(State(capacity: capacity)) }

    /// Pixels kept at most (past it only to keep the pictures on the screen).
    package var capacity: Int { state.withLock { $0.capacity } }

    /// Keeps `screensKept` screens of `screen` pixels (at least `minimumCapacity`): the
    /// pictures a page shows are decoded no larger than the screen, so what is kept grows with it.
    package func fit(screen: PixelSize) {
        let capacity = max(Self.minimumCapacity, Self.screensKept * screen.width * screen.height)
        state.withLock { state in
            guard state.capacity != capacity else { return }
            state.capacity = capacity
            Self.trim(&state)
        }
    }

    /// The pictures at `offsets` of `pictures` are those on the screen now: kept whatever else is
    /// decoded. (Below the cap they always fit: a screen's pictures are shown in one screen of
    /// pixels, and kept at most twice as wide and tall.)
    package func show(_ offsets: [Int], of pictures: BookPictures) {
        let shown = Set(offsets.map { Key(pictures: ObjectIdentifier(pictures), offset: $0) })
        state.withLock { $0.shown = shown }
    }

    /// The picture of the image block at `offset` of `pictures` (its `crop` alone when given, in
    /// the picture's own pixels) for showing in `shown` pixels: kept, or decoded now no larger
    /// than that needs; nil when it cannot be read or decoded.
    package func bitmap(of pictures: BookPictures, at offset: Int, crop: PixelRect? = nil, shown: PixelSize) -> Bitmap? {
        guard let size = pictures.size(ofBlockAt: offset) else { return nil }
        let target = Self.target(of: size, crop: crop, shown: shown, within: capacity / 2)
        let known = lookUp(pictures, offset)
        let bitmap: Bitmap?
        if let known, known.answers(target) {
            bitmap = known.bitmap
        } else {
            makeRoom(for: target.width * target.height)
            bitmap = try? PictureDecoder.decode(pictures.bytes(ofBlockAt: offset), toCover: target)
            if known == nil || bitmap != nil {
                keep(Entry(pictures: pictures, offset: offset, bitmap: bitmap, whole: bitmap?.size == size))
            }
        }
        guard let bitmap, let crop else { return bitmap }
        return bitmap.cropped(to: Self.scaled(crop, from: size, to: bitmap.size))
    }

    /// Whether the picture at `offset` of `pictures` needs no decoding in the background before
    /// it is shown whole in `shown` pixels: kept decoded that large, or found undecodable.
    package func isReady(_ pictures: BookPictures, at offset: Int, shown: PixelSize) -> Bool {
        guard let size = pictures.size(ofBlockAt: offset) else { return true }
        let target = Self.target(of: size, crop: nil, shown: shown, within: capacity / 2)
        return state.withLock {
            $0.entries.contains { $0.pictures === pictures && $0.offset == offset && $0.answers(target) }
        }
    }

    /// Pixels kept now.
    package var pixelsKept: Int { state.withLock { $0.entries.reduce(0) { $0 + $1.pixels } } }

    /// The size a decoding of a `size` picture must cover for its `crop` (all of it when nil) to
    /// be shown in `shown` pixels: never more than the picture itself, nor (the viewer zoomed far
    /// into a large photograph) more than `pixels`, its shape kept: the part is then
    /// enlarged a little rather than decoded whole, too large to keep.
    static func target(of size: PixelSize, crop: PixelRect?, shown: PixelSize, within pixels: Int) -> PixelSize {
        var target: PixelSize
        if let crop, crop.size.width > 0, crop.size.height > 0 {
            func side(_ whole: Int, _ part: Int, _ shown: Int) -> Int { min(whole, (whole * shown + part - 1) / part) }
            target = PixelSize(
                width: side(size.width, crop.size.width, shown.width), height: side(size.height, crop.size.height, shown.height))
        } else {
            target = PixelSize(width: min(size.width, shown.width), height: min(size.height, shown.height))
        }
        let area = target.width * target.height
        if area > pixels, pixels > 0 {
            let scale = (Double(pixels) / Double(area)).squareRoot()
            target = PixelSize(width: max(1, Int(Double(target.width) * scale)), height: max(1, Int(Double(target.height) * scale)))
        }
        return target
    }

    /// `rect`, in the pixels of a `from` picture, in those of the same picture at `to`.
    static func scaled(_ rect: PixelRect, from: PixelSize, to: PixelSize) -> PixelRect {
        guard from != to else { return rect }
        func x(_ v: Int) -> Int { v * to.width / from.width }
        func y(_ v: Int) -> Int { v * to.height / from.height }
        return PixelRect(
            x: x(rect.x), y: y(rect.y),
            size: PixelSize(
                width: max(1, x(rect.x + rect.size.width) - x(rect.x)), height: max(1, y(rect.y + rect.size.height) - y(rect.y))))
    }

    /// The kept entry, moved to the front; nil when it is not kept.
    private func lookUp(_ pictures: BookPictures, _ offset: Int) -> Entry? {
        state.withLock { state in
            guard let i = state.entries.firstIndex(where: { $0.pictures === pictures && $0.offset == offset }) else { return nil }
            let entry = state.entries.remove(at: i)
            state.entries.insert(entry, at: 0)
            return entry
        }
    }

    /// Keeps `entry` first in place of an earlier decoding, dropping the least recently used past the caps.
    private func keep(_ entry: Entry) {
        state.withLock { state in
            state.entries.removeAll { $0.pictures === entry.pictures && $0.offset == entry.offset }
            state.entries.insert(entry, at: 0)
            Self.trim(&state)
        }
    }

    /// Drops the least recently used until `pixels` more fit under the cap, before a decoding
    /// allocates them: what is kept and what is being decoded stay within the cap together.
    private func makeRoom(for pixels: Int) {
        state.withLock { Self.trim(&$0, within: $0.capacity - pixels) }
    }

    /// Drops the least recently used past the caps (`within` pixels, the capacity unless given),
    /// never a picture on the screen.
    private static func trim(_ state: inout State, within limit: Int? = nil) {
        let limit = limit ?? state.capacity
        var total = state.entries.reduce(0) { $0 + $1.pixels }
        var i = state.entries.count - 1
        while i >= 0, total > limit || state.entries.count > maxEntries {
            let entry = state.entries[i]
            if !state.shown.contains(Key(pictures: ObjectIdentifier(entry.pictures), offset: entry.offset)) {
                total -= entry.pixels
                state.entries.remove(at: i)
            }
            i -= 1
        }
    }
}
