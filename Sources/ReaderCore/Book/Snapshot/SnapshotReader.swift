/// Reads what `SnapshotWriter` wrote from bytes that are not trusted: every number is checked to
/// fit, every count against the bytes left (each item takes at least one), and every string to
/// be text that cannot speak to the terminal. Any fault throws `SnapshotReader.Damaged`.
struct SnapshotReader {
    struct Damaged: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var at = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    var isAtEnd: Bool { at == bytes.count }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard at < bytes.count else { throw Damaged() }
        defer { at += 1 }
        return bytes[at]
    }

    /// A number up to `limit`.
    mutating func int(upTo limit: Int = Int.max) throws(Damaged) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 63 else { throw Damaged() }
            value |= UInt64(b & 0x7F) << shift
            if b < 0x80 { break }
            shift += 7
        }
        guard value <= UInt64(limit) else { throw Damaged() }
        return Int(value)
    }

    /// A count of items that take at least `itemBytes` each: never more than the bytes left before it hold.
    mutating func count(itemBytes: Int = 1) throws(Damaged) -> Int {
        try int(upTo: (bytes.count - at) / max(1, itemBytes))
    }

    /// A string of text: UTF-8 (a damaged sequence repaired), without a control character but the
    /// line breaks `lineBreaks` allows.
    mutating func string(lineBreaks: Bool = false) throws(Damaged) -> String {
        let length = try count()
        guard length <= bytes.count - at else { throw Damaged() }
        let utf8 = UnsafeRawBufferPointer(rebasing: bytes[at..<at + length])
        at += length
        guard Self.isSafe(utf8, lineBreaks: lineBreaks) else { throw Damaged() }
        return String(decoding: utf8, as: UTF8.self)
    }

    mutating func strings() throws(Damaged) -> [String] {
        try (0..<count()).map { _ throws(Damaged) in try string() }
    }

    mutating func optional() throws(Damaged) -> String? {
        switch try byte() {
        case 0: return nil
        case 1: return try string()
        default: throw Damaged()
        }
    }

    /// Whether `utf8` holds no C0 control (but a line break, when allowed), no DEL and no C1 control:
    /// nothing a terminal would take for a command, whatever else it holds.
    static func isSafe(_ utf8: UnsafeRawBufferPointer, lineBreaks: Bool) -> Bool {
        var previous: UInt8 = 0
        for b in utf8 {
            if b < 0x20, !(lineBreaks && b == 0x0A) { return false }
            if b == 0x7F || (previous == 0xC2 && b >= 0x80 && b <= 0x9F) { return false }
            previous = b
        }
        return true
    }
}
