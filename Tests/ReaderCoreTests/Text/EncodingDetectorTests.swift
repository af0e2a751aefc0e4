import TestSupport
import Testing

@testable import ReaderCore

@Suite struct EncodingDetectorTests {
    /// (path, encoding, BOM length) for every text file in MANIFEST.tsv whose encoding is an iconv name we read.
    static func manifestRows() -> [(String, TextEncoding, Int)] {
        guard let path = Corpus.path("MANIFEST.tsv"), let file = try? SourceFile(path: path) else { return [] }
        let text = String(decoding: file.contents, as: UTF8.self)
        var rows: [(String, TextEncoding, Int)] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 5, let encoding = TextEncoding(name: fields[3]) else { continue }
            let bom = ["utf-8": 3, "utf-16le": 2, "utf-16be": 2, "utf-32le": 4, "utf-32be": 4][fields[4]] ?? 0
            rows.append((fields[0], encoding, bom))
        }
        return rows
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func manifestCoversTheEncodings() {
        let found = Set(Self.manifestRows().map(\.1))
        #expect(found.isSuperset(of: [.utf8, .utf16LE, .gb18030, .big5, .shiftJIS, .windows1252, .latin1]))
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: manifestRows())
    func detectsTheManifestEncoding(path: String, encoding: TextEncoding, bomLength: Int) throws {
        let file = try DecodeFixture.open(path)
        #expect(try EncodingDetector.detect(file) == Detection(encoding: encoding, bomLength: bomLength))
    }

    static let badText: [(String, TextEncoding, Int)] = [
        ("bad/utf16le-nobom.txt", .utf16LE, 0), ("bad/utf16be-bom.txt", .utf16BE, 2), ("bad/utf32le-bom.txt", .utf32LE, 4),
        ("bad/invalid-utf8.txt", .utf8, 0), ("bad/crlf-and-cr.txt", .utf8, 0), ("bad/unicode-newlines.txt", .utf8, 0),
        ("bad/terminal-escapes.txt", .utf8, 0), ("bad/one-line-5mb.txt", .utf8, 0), ("bad/long-words.txt", .utf8, 0),
        ("bad/rtl-arabic-hebrew.txt", .utf8, 0), ("bad/tabs-zerowidth-combining-emoji.txt", .utf8, 0),
    ]

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: badText)
    func detectsHostileTextFiles(path: String, encoding: TextEncoding, bomLength: Int) throws {
        let file = try DecodeFixture.open(path)
        #expect(try EncodingDetector.detect(file) == Detection(encoding: encoding, bomLength: bomLength))
    }

    @Test(
        .enabled(if: Corpus.available, "needs ../shared/corpus"),
        arguments: ["bad/empty.txt", "bad/bom-only.txt", "bad/whitespace-only.txt", "bad/only-newlines.txt"])
    func refusesFilesWithoutText(path: String) throws {
        let file = try DecodeFixture.open(path)
        #expect(throws: ReaderError.emptyFile(file.path)) { try EncodingDetector.detect(file) }
    }

    /// nul-bytes.txt is refused: half of it is NUL (a 1,000-byte run and NULs between words), which no text in a
    /// byte encoding contains and UTF-16/32 would place regularly; showing it would mean inventing what NUL means.
    @Test(
        .enabled(if: Corpus.available, "needs ../shared/corpus"),
        arguments: [
            ("bad/binary-elf-200k.bin", "ELF executable"), ("bad/gzip-named-as.txt", "gzip data"), ("bad/nul-bytes.txt", "NUL bytes"),
            ("epub/alice-in-wonderland.epub3.epub", "zip archive"),
        ])
    func refusesBinaryFiles(path: String, reason: String) throws {
        let file = try DecodeFixture.open(path)
        #expect(throws: ReaderError.binaryFile(file.path, reason: reason)) { try EncodingDetector.detect(file) }
    }

    /// A Kindle or PalmDOC book (a Palm database whose type, at offset 60, names it) read as text says what it is.
    @Test func aKindleBookSaysWhatItIs() {
        var pdb = Array("libffi".utf8) + [UInt8](repeating: 0, count: 54) + Array("BOOKMOBI".utf8) + [UInt8](repeating: 0, count: 200)
        #expect(
            throws: ReaderError.binaryFile("mem", reason: "Kindle book (MOBI/AZW3): it is read as such, not as text")
        ) {
            try detect(pdb)
        }
        pdb.replaceSubrange(60..<68, with: Array("TEXtREAd".utf8))
        #expect(throws: ReaderError.binaryFile("mem", reason: "PalmDOC book: it is read as a MOBI, not as text")) {
            try detect(pdb)
        }
    }

    @Test func recognisesUnicodeWithoutBOMAndControlHeavyData() throws {
        let text = String(repeating: "Chapter 1. 第一回\n", count: 50)
        let utf32BE = text.unicodeScalars.flatMap { s in (0..<4).map { UInt8(truncatingIfNeeded: s.value >> (24 - 8 * $0)) } }
        let utf16BE = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try detect(utf32BE) == Detection(encoding: .utf32BE, bomLength: 0))
        #expect(try detect(utf16BE) == Detection(encoding: .utf16BE, bomLength: 0))
        let controls = (0..<2000).map { UInt8($0 % 8 == 0 ? 0x01 : 0x61) }
        #expect(throws: ReaderError.binaryFile("mem", reason: "control characters")) { try detect(controls) }
        #expect(throws: ReaderError.emptyFile("mem")) { try detect([0xFF, 0xFE, 0x20, 0x00, 0x0A, 0x00]) }
    }

    /// Chinese or Japanese in UTF-16 without a BOM has NULs only in its line breaks, spaces and digits,
    /// and in the low byte of its ideographic spaces (here 3 bytes in 64, in both halves of the units):
    /// still UTF-16, in either byte order. Binary data with NULs as sparse is not.
    @Test func recognisesSparseNULsOfCJKInUTF16() throws {
        let text = String(repeating: "　　话说天下大势，分久必合，合久必分。周末七国分争，并入于秦。\n", count: 60)
        let utf16LE = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let utf16BE = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try detect(utf16LE) == Detection(encoding: .utf16LE, bomLength: 0))
        #expect(try detect(utf16BE) == Detection(encoding: .utf16BE, bomLength: 0))
        var generator = SystemRandomNumberGenerator()
        var binary = (0..<4000).map { _ in UInt8.random(in: 1...255, using: &generator) }
        for i in stride(from: 1, to: binary.count, by: 40) { binary[i] = 0 }
        #expect(throws: ReaderError.binaryFile("mem", reason: "NUL bytes")) { try detect(binary) }
    }

    @Test func findsALateAccentInALargeASCIIFile() throws {
        // 4 MB of ASCII with one Latin-1 é near the end of the first 3 MB: outside every sampled window.
        var bytes = [UInt8](repeating: 0x61, count: 4_000_000)
        for i in stride(from: 79, to: bytes.count, by: 80) { bytes[i] = 0x0A }
        bytes[2_999_000] = 0xE9
        #expect(try detect(bytes) == Detection(encoding: .latin1, bomLength: 0))
        bytes[2_999_000] = 0x93 // a Windows-1252 left double quote
        #expect(try detect(bytes) == Detection(encoding: .windows1252, bomLength: 0))
        bytes[2_999_000] = 0x61
        #expect(try detect(bytes) == Detection(encoding: .utf8, bomLength: 0))
    }

    private func detect(_ bytes: [UInt8]) throws(ReaderError) -> Detection {
        let file = SourceFile(bytes: bytes, path: "mem")
        return try EncodingDetector.detect(file)
    }
}
