/// One terminal cell: a grapheme cluster and its style.
///
/// A wide (2-column) character occupies its cell with `width == 2` and the cell to its
/// right is an explicit continuation (`width == 0`, empty text), so a transition can
/// move, mirror or shade the pair as one and never split it.
///
/// The cluster is stored inline (up to 15 UTF-8 bytes), so a cell is plain data: frames
/// of 12,000 cells copy as fast as memory does. A longer cluster (a long ZWJ sequence)
/// keeps its first scalar, which is what the terminal draws of it anyway.
public struct Cell: Hashable, Sendable {
    /// UTF-8 bytes of the cluster in bytes 0…14 (little-endian words), its length in byte 15.
    private var storage: (UInt64, UInt64)
    /// Columns the cluster occupies: 1 or 2; 0 marks the right half of a wide character.
    public var width: UInt8
    public var style: Style

    public init(_ text: String, width: UInt8 = 1, style: Style) {
        self.storage = Self.pack(text)
        self.width = width
        self.style = style
    }

    /// The grapheme cluster drawn here; `" "` for blank, `""` for a continuation cell.
    public var text: String {
        get {
            withUnsafeBytes(of: storage) { raw in
                String(decoding: UnsafeRawBufferPointer(rebasing: raw[0..<Int(raw[15])]), as: UTF8.self)
            }
        }
        set { storage = Self.pack(newValue) }
    }

    /// Calls `body` with each scalar of the cluster in order, from the packed bytes (no `String`
    /// is made: the terminal blitter reads every cell of every frame this way).
    @inline(__always)
    public func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
        withUnsafeBytes(of: storage) { raw in
            let count = Int(raw[15])
            if count == 1, raw[0] < 0x80 { return body(Unicode.Scalar(raw[0])) }
            var bytes = UnsafeRawBufferPointer(rebasing: raw[0..<count]).makeIterator()
            var decoder = UTF8()
            while case .scalarValue(let scalar) = decoder.decode(&bytes) { body(scalar) }
        }
    }

    /// A blank cell in `style`.
    public static func blank(_ style: Style) -> Cell { Cell(" ", width: 1, style: style) }

    /// The right half of a wide character.
    public static func continuation(_ style: Style) -> Cell { Cell("", width: 0, style: style) }

    /// True for the right half of a wide character.
    public var isContinuation: Bool { width == 0 }

    public static func == (a: Cell, b: Cell) -> Bool {
        a.storage.0 == b.storage.0 && a.storage.1 == b.storage.1 && a.width == b.width && a.style == b.style
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.0)
        hasher.combine(storage.1)
        hasher.combine(width)
        hasher.combine(style)
    }

    /// Packs a cluster's UTF-8 bytes, or its first scalar's when it is longer than 15 bytes.
    private static func pack(_ text: String) -> (UInt64, UInt64) {
        var storage: (UInt64, UInt64) = (0, 0)
        let count = text.utf8.count
        withUnsafeMutableBytes(of: &storage) { raw in
            var n = 0
            if count <= 15 {
                for byte in text.utf8 { raw[n] = byte; n += 1 }
            } else if let first = text.unicodeScalars.first {
                for byte in UTF8.encode(first)! { raw[n] = byte; n += 1 }
            }
            raw[15] = UInt8(n)
        }
        return storage
    }
}
