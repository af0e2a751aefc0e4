/// The sweep's check that code keeps its spaces: each `<pre>` of an EPUB, as its words (split at
/// whitespace, every other character kept), must appear whole and in order inside one of the
/// book's preformatted blocks — a block may hold more (a table laid out preformatted).
public struct CodeWords: Sendable, Equatable, Codable {
    /// `<pre>` elements compared, and those no preformatted block holds.
    public var checked = 0
    public var missing = 0
    /// The first missing ones, cut short.
    public var samples: [String] = []

    static let sampleCount = 3
    static let sampleLength = 60

    public init() {}

    /// Looks for each of `pres` (`needle`) in `blocks` (`appendBlock`).
    public init(pres: [[UInt8]], blocks: [UInt8]) {
        for pre in pres where pre.count > 2 {
            checked += 1
            let found = blocks.withUnsafeBytes { hay in
                pre.withUnsafeBytes { findBytes(hay.baseAddress, hay.count, $0.baseAddress, $0.count) }
            }
            guard found == nil else { continue }
            missing += 1
            if samples.count < Self.sampleCount { samples.append(String(String(decoding: pre, as: UTF8.self).prefix(Self.sampleLength))) }
        }
    }

    /// `text` as a needle: ` w1 w2 … ` (its words between single spaces).
    public static func needle(_ text: some StringProtocol) -> [UInt8] {
        var bytes: [UInt8] = [0x20]
        appendWords(text, to: &bytes)
        return bytes
    }

    /// Appends each word of `text` and a space after it.
    public static func appendWords(_ text: some StringProtocol, to bytes: inout [UInt8]) {
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            bytes += word.utf8
            bytes.append(0x20)
        }
    }
}
