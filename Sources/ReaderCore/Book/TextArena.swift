/// Many texts, the short ones kept end to end as UTF-8 in pages of bytes: there a text costs its bytes
/// and 12 more, where a `String` of its own costs a 32-byte header, malloc's overhead and its slot,
/// which weigh on a short text. A longer text keeps its own string, which a read shares, not copies;
/// a short one is made a `String` when it is read (`text(at:)`), or lent where it lies (`withUTF8(at:_:)`).
struct TextArena: Sendable {
    /// The short texts' bytes; a text lies within one page.
    private var pages: [[UInt8]] = []
    /// The long texts.
    private var long = ChunkedArray<String>()
    /// Where each text is: a short one's page (bits 32–62) and start in it (low 32 bits); a long one's
    /// index in `long`, with the top bit set.
    private var places = ChunkedArray<UInt64>()
    private var lengths = ChunkedArray<UInt32>()
    /// The bytes of every page so far, which the next page's size follows up to `pageBytes`, so a
    /// small store (a window's, a document's) stays small.
    private var bytes = 0

    /// The most a page holds.
    static var pageBytes: Int { 1 << 20 }
    /// The longest text kept in a page: above it a string's own overhead is under a fifth of its size.
    static var shortBytes: Int { 256 }
    private static var isLong: UInt64 { 1 << 63 }

    var count: Int { places.count }

    mutating func append(_ text: String) {
        var text = text
        let n = text.utf8.count
        guard n > Self.shortBytes else { return text.withUTF8 { appendShort($0) } }
        precondition(n <= UInt32.max, "text too long")
        places.append(Self.isLong | UInt64(long.count))
        lengths.append(UInt32(n))
        long.append(text)
    }

    /// Appends a short text's bytes to the last page, or to a new one when they do not fit.
    private mutating func appendShort(_ utf8: UnsafeBufferPointer<UInt8>) {
        let n = utf8.count
        if pages.isEmpty || pages[pages.count - 1].capacity - pages[pages.count - 1].count < n {
            pages.append([])
            pages[pages.count - 1].reserveCapacity(min(Self.pageBytes, max(4096, bytes)))
        }
        let page = pages.count - 1
        places.append(UInt64(page) << 32 | UInt64(pages[page].count))
        lengths.append(UInt32(n))
        pages[page].append(contentsOf: utf8)
        bytes += n
    }

    /// Appends text `index` of `other`.
    mutating func append(_ other: TextArena, at index: Int) {
        let place = other.places[index]
        if place & Self.isLong != 0 { return append(other.long[Int(place & ~Self.isLong)]) }
        other.withUTF8(at: index) { appendShort($0) }
    }

    /// Appends the texts of `other`, taking its pages and strings as they are; `other` is left empty.
    mutating func append(moving other: inout TextArena) {
        guard count > 0 else { return swap(&self, &other) }
        let pageBase = UInt64(pages.count) << 32, longBase = UInt64(long.count)
        pages += other.pages
        other.pages = []
        long.append(moving: &other.long)
        other.places.drain { place in places.append(place + (place & Self.isLong != 0 ? longBase : pageBase)) }
        lengths.append(moving: &other.lengths)
        bytes += other.bytes
        other = TextArena()
    }

    /// Drops the texts at `dropped` (ascending); the short ones kept stay where they lie.
    mutating func remove(_ dropped: [Int]) {
        guard !dropped.isEmpty else { return }
        var kept = TextArena()
        kept.pages = pages
        kept.bytes = bytes
        var d = 0
        for i in 0..<count {
            if d < dropped.count, dropped[d] == i {
                d += 1
                continue
            }
            let place = places[i]
            if place & Self.isLong != 0 {
                kept.places.append(Self.isLong | UInt64(kept.long.count))
                kept.long.append(long[Int(place & ~Self.isLong)])
            } else {
                kept.places.append(place)
            }
            kept.lengths.append(lengths[i])
        }
        self = kept
    }

    /// The UTF-8 size of text `index`.
    func utf8Count(at index: Int) -> Int { Int(lengths[index]) }

    /// Text `index`: a long one shared, a short one made.
    func text(at index: Int) -> String {
        let place = places[index]
        if place & Self.isLong != 0 { return long[Int(place & ~Self.isLong)] }
        return withUTF8(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Text `index`'s bytes, lent to `body` where they lie.
    func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let place = places[index]
        if place & Self.isLong != 0 {
            var text = long[Int(place & ~Self.isLong)]
            return text.withUTF8(body)
        }
        let start = Int(place & 0xFFFF_FFFF), n = Int(lengths[index])
        return pages[Int(place >> 32)].withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + n])) }
    }
}
