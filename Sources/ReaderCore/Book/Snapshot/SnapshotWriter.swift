/// Writes the fields of a `BookSnapshot` one after another: numbers as varints, strings as their
/// UTF-8 length and bytes.
struct SnapshotWriter {
    private(set) var bytes: [UInt8] = []

    init(reservingCapacity capacity: Int) { bytes.reserveCapacity(capacity) }

    /// A count, size or offset; a negative one (never written) as 0.
    mutating func int(_ value: Int) { Varint.append(UInt64(max(0, value)), to: &bytes) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    /// The bytes written, closed by their check (`SnapshotSeal`).
    consuming func sealed() -> [UInt8] {
        SnapshotSeal.seal(&bytes)
        return bytes
    }

    /// `value` after a byte saying whether there is one.
    mutating func optional(_ value: String?) {
        byte(value == nil ? 0 : 1)
        if let value { string(value) }
    }
}
