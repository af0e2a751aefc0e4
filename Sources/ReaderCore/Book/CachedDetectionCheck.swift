/// Checks what an index cache entry says about a book (encoding, byte-order mark, wrap width)
/// against the book itself, so a damaged or hand-edited entry can never send a reader
/// outside the file or decode it as the wrong encoding: the entry is then ignored and rebuilt.
enum CachedDetectionCheck {
    /// Bytes from the start of the file that the encoding is checked against.
    static let sampleBytes = 64 * 1024
    /// The widest hard wrap an entry may claim (detection never finds lines this long).
    static let maxWrapWidth = 10_000

    /// Nil when `detection` and `wrap` can describe a file of `size` bytes starting with `head`
    /// (the first bytes of the file, all of it when shorter); otherwise why not, as a short phrase.
    static func problem(_ detection: Detection, wrap: WrapStyle, head: UnsafeRawBufferPointer, size: Int) -> String? {
        let encoding = detection.encoding
        if case .hardWrapped(let width, let indent) = wrap {
            if !(1...maxWrapWidth).contains(width) { return "wrap width \(width) is out of range" }
            if !(0...maxWrapWidth).contains(indent) { return "body indent \(indent) is out of range" }
        }
        guard detection.bomLength == BookSource.bomLength(head, encoding), detection.bomLength <= size else {
            return "byte-order mark length \(detection.bomLength) does not match the file"
        }
        guard detection.bomLength == 0 else { return nil } // the BOM itself names the encoding
        let window = [0..<head.count]
        let wide = EncodingByteStatistics(head, windows: window).unicodeWithoutBOM(in: head, windows: window)
        if encoding.codeUnitSize > 1 {
            return wide == encoding ? nil : "the file is not \(encoding.rawValue)"
        }
        if wide != nil { return "the file is not \(encoding.rawValue)" }
        // A sample cut inside a character at its end is not an error when the file goes on.
        var end = head.count
        if end < size {
            var back = 0
            while back < 3, end > 0, head[end - 1] >= 0x80 { end -= 1; back += 1 }
        }
        let tally = EncodingUTF8Tally(UnsafeRawBufferPointer(rebasing: head[0..<end]), windows: [0..<end])
        if encoding == .utf8 {
            return tally.looksLikeUTF8 ? nil : "the file is not UTF-8"
        }
        // Legacy encodings: a head that reads as multibyte UTF-8 is a UTF-8 book.
        return tally.multibyte > 0 && tally.looksLikeUTF8 ? "the file is UTF-8, not \(encoding.rawValue)" : nil
    }
}
