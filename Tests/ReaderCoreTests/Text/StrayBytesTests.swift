import Testing

@testable import ReaderCore

/// A UTF-8 book with one line pasted from a Latin-1 file is read as UTF-8, the stray
/// bytes repaired as Windows-1252 (it was once decoded entirely as Latin-1: mojibake for
/// every real UTF-8 character); other damage still shows as U+FFFD.
struct StrayBytesTests {
    /// A mostly ASCII UTF-8 book with a few real UTF-8 characters and one Latin-1 line.
    static let book: [UInt8] = {
        var bytes: [UInt8] = []
        bytes += Array("The naïve narrator — a café regular.\n".utf8)
        for i in 0..<200 { bytes += Array("Line \(i) of plain English text about the sea.\n".utf8) }
        bytes +=
            Array("Menu: caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me br".utf8) + [0xFB, 0x6C, 0xE9]
            + Array("e, ".utf8) + [0x93] + Array("quoted".utf8) + [0x94] + Array(" and ".utf8) + [0xE9] + Array("t".utf8) + [0xE9] + [0x0A]
        bytes += Array("The end — “really”.\n".utf8)
        return bytes
    }()

    @Test func aUTF8BookWithALatin1LineIsUTF8() throws {
        let detection = try Self.book.withUnsafeBytes { try EncodingDetector.detect($0, path: "mem") }
        #expect(detection == Detection(encoding: .utf8, bomLength: 0))
        let lines = DecodeFixture.lines(Self.book, .utf8)
        #expect(lines.first == "The naïve narrator — a café regular.")
        #expect(lines.last == "The end — “really”.")
        #expect(lines[201] == "Menu: café crème brûlée, “quoted” and été")
    }

    @Test func otherDamageStaysReplacementCharacters() {
        let cases: [([UInt8], String)] = [
            (Array("a. ".utf8) + [0x80] + Array("中".utf8), "a. \u{FFFD}中"),
            (Array("x ".utf8) + [0xC3] + Array("中".utf8), "x \u{FFFD}中"),
            (Array("x ".utf8) + [0xE4, 0xB8] + Array(" y".utf8), "x \u{FFFD} y"),
            (Array("x ".utf8) + [0xFE] + Array(" y".utf8), "x \u{FFFD} y"),
            (Array("ab".utf8) + [0xE9, 0xE8], "ab\u{FFFD}\u{FFFD}"),
        ]
        for (bytes, expected) in cases {
            let decoded = bytes.withUnsafeBytes { TextDecoder(encoding: .utf8).decode($0) }
            #expect(decoded == expected, "\(bytes)")
        }
    }

    @Test func legacyFilesStayLegacy() throws {
        // A Latin-1 file with no UTF-8 in it, and GBK text: not mistaken for damaged UTF-8.
        var latin: [UInt8] = []
        for _ in 0..<50 { latin += Array("caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me\n".utf8) }
        #expect(try latin.withUnsafeBytes { try EncodingDetector.detect($0, path: "mem") }.encoding != .utf8)
        let gbk: [UInt8] = [0xD6, 0xD0, 0xCE, 0xC4, 0x0A, 0xC4, 0xE3, 0xBA, 0xC3, 0x0A]
        var text: [UInt8] = []
        for _ in 0..<100 { text += gbk }
        #expect(try text.withUnsafeBytes { try EncodingDetector.detect($0, path: "mem") }.encoding == .gb18030)
    }
}
