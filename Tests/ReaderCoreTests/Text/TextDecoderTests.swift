import TestSupport
import Testing

@testable import ReaderCore

/// Opens corpus files and runs them through detection and line decoding, for the text tests.
enum DecodeFixture {
    /// The file at a corpus-relative path (the corpus is known to be present when this is called).
    static func open(_ relative: String) throws -> SourceFile {
        try SourceFile(path: Corpus.path(relative)!)
    }

    /// Every line of the file as (offset, decoded text), from the detected encoding, after the BOM.
    static func lines(_ relative: String) throws -> [(offset: Int, text: String)] {
        let file = try open(relative)
        let detection = try EncodingDetector.detect(file)
        return lines(file, TextDecoder(encoding: detection.encoding), from: detection.bomLength)
    }

    /// Lines of `file` from `start` to the end.
    static func lines(_ file: SourceFile, _ decoder: TextDecoder, from start: Int) -> [(offset: Int, text: String)] {
        var result: [(Int, String)] = []
        let bytes = file.contents
        bytes.withUnsafeBytes { all in
            decoder.forEachLine(in: all, range: start..<file.size) { offset, line in
                result.append((offset, decoder.decode(line)))
                return true
            }
        }
        return result
    }

    /// Lines of an in-memory buffer.
    static func lines(_ bytes: [UInt8], _ encoding: TextEncoding) -> [String] {
        let decoder = TextDecoder(encoding: encoding)
        return bytes.withUnsafeBytes { raw in
            var result: [String] = []
            decoder.forEachLine(in: raw, range: 0..<raw.count) { _, line in
                result.append(decoder.decode(line)); return true
            }
            return result
        }
    }
}

@Suite struct TextDecoderTests {
    /// (legacy or UTF-16 file, its UTF-8 sibling)
    static let siblings: [(String, String)] = [
        ("zh/xiyouji.gb18030.txt", "zh/xiyouji.utf8.txt"),
        ("zh/sanguo-yanyi.gbk.txt", "zh/sanguo-yanyi.utf8.txt"),
        ("zh/sanguo-yanyi.utf16le-bom.txt", "zh/sanguo-yanyi.utf8.txt"),
        ("ja/wagahai-wa-neko-de-aru.sjis-crlf.txt", "ja/wagahai-wa-neko-de-aru.utf8-bom.txt"),
        ("zh/xiyouji-trad.big5.txt", "zh/xiyouji-trad.utf8.txt"),
    ]

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: siblings)
    func legacyFileDecodesLikeItsUTF8Sibling(legacy: String, utf8: String) throws {
        let decoded = try DecodeFixture.lines(legacy).map(\.text)
        let expected = try DecodeFixture.lines(utf8).map(\.text)
        #expect(decoded.count == expected.count)
        // Big5 lacks 63 characters of the original, which the conversion replaced by ？ (U+FF1F).
        let allowedQuestionMarks = legacy.hasSuffix(".big5.txt") ? 63 : 0
        var questionMarks = 0, otherDifferences = 0
        for (got, want) in zip(decoded, expected) where got != want {
            let a = Array(got.unicodeScalars), b = Array(want.unicodeScalars)
            guard a.count == b.count else { otherDifferences += 1; continue }
            for (x, y) in zip(a, b) where x != y {
                if x == "？" { questionMarks += 1 } else { otherDifferences += 1 }
            }
        }
        #expect(otherDifferences == 0)
        #expect(questionMarks == allowedQuestionMarks)
        #expect(!decoded.contains { $0.unicodeScalars.contains("\u{FFFD}") })
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func utf16And32FilesDecodeToTheSameText() throws {
        let le = try DecodeFixture.lines("bad/utf16le-nobom.txt").map(\.text)
        let be = try DecodeFixture.lines("bad/utf16be-bom.txt").map(\.text)
        let wide = try DecodeFixture.lines("bad/utf32le-bom.txt").map(\.text)
        #expect(le.count == 100)
        #expect(le[0] == "Alice was beginning to get very tired of sitting by her sister on the bank.")
        #expect(le[1] == "爱丽丝靠着姐姐坐在河岸边很久了，由于没有什么事情可做，她开始感到厌倦。")
        #expect(be == le)
        #expect(wide == le)
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func westernLegacyFilesDecode() throws {
        let latin1 = try DecodeFixture.lines("en/war-and-peace.pg2600.latin1.txt").map(\.text)
        #expect(latin1.contains { $0.contains("tête-à-tête") })
        #expect(!latin1.contains { $0.unicodeScalars.contains("\u{FFFD}") })
        let cp1252 = try DecodeFixture.lines("en/frankenstein.pg84.cp1252.txt").map(\.text)
        let joined = cp1252.joined(separator: "\n")
        #expect(joined.contains("\u{201C}") && joined.contains("\u{201D}") && joined.contains("\u{2014}"))
        #expect(!joined.unicodeScalars.contains("\u{FFFD}"))
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func invalidUTF8BecomesReplacementCharacters() throws {
        let lines = try DecodeFixture.lines("bad/invalid-utf8.txt").map(\.text)
        #expect(lines.count == 18)
        for line in lines[1...14] {
            #expect(line.unicodeScalars.filter { $0 == "\u{FFFD}" }.count >= 2, "\(line)")
            #expect(line.contains("天下大势，分久必合，合久必分。") && line.hasSuffix(" end"))
        }
        #expect(lines[15] == "valid after all that: ✓ café 中文 😀")
        #expect(lines[16] == "NUL byte inside a line:\u{0}<- there")
        #expect(lines[17] == "last line ends mid-sequence \u{FFFD}")
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func crlfAndCRSplitting() throws {
        let lines = try DecodeFixture.lines("bad/crlf-and-cr.txt").map(\.text)
        let tail = ": Alice was beginning to get very tired."
        let expected = [
            "line 1 ends with CRLF" + tail, "line 2 ends with CRLF" + tail,
            "line 3 ends with lone CR (classic Mac)" + tail, "line 4 ends with lone CR" + tail,
            "line 5 ends with LF" + tail, "line 6 ends with CRLF" + tail,
            "line 7 ends with CR CR LF" + tail, "", // CR, then CRLF: an empty line
            "line 8 ends with LF CR (reversed)" + tail, "", // LF, then CR: an empty line
            "line 9 ends with lone CR then blank CRLF line" + tail, "",
            "line 10 ends with CRLF, last line has none" + tail,
            "CR-only paragraph one.", "CR-only paragraph two.", "", "CR-only paragraph four after blank.",
            "第一回 中文行，CRLF。", "第二回 中文行，只有 CR。", "第三回 中文行，LF。",
            "no newline at end of file",
        ]
        #expect(lines == expected)
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func unicodeNewlinesAreNotRawLineBreaks() throws {
        // Only LF/CR split raw lines; NEL, LS, PS, VT and FF stay inside for the Sanitizer to turn into "\n".
        let lines = try DecodeFixture.lines("bad/unicode-newlines.txt").map(\.text)
        #expect(
            lines == [
                "NEL U+0085 next:\u{85}after NEL", "LINE SEPARATOR U+2028 next:\u{2028}after LS",
                "PARAGRAPH SEPARATOR U+2029 next:\u{2029}after PS", "VT next:\u{0B}after VT; FF next:\u{0C}after FF (page break)",
                "\u{0C}", "Chapter after a form feed line.",
            ])
    }

    static let resumable = [
        "en/war-and-peace.pg2600.utf8.txt", "en/war-and-peace.pg2600.latin1.txt", "en/frankenstein.pg84.cp1252.txt",
        "zh/xiyouji.gb18030.txt", "zh/xiyouji-trad.big5.txt", "ja/wagahai-wa-neko-de-aru.sjis-crlf.txt",
        "zh/sanguo-yanyi.utf16le-bom.txt", "bad/utf16be-bom.txt", "bad/utf32le-bom.txt", "bad/crlf-and-cr.txt",
    ]

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: resumable)
    func decodingFromALineStartMatchesTheWholeFilePass(relative: String) throws {
        let file = try DecodeFixture.open(relative)
        let detection = try EncodingDetector.detect(file)
        let decoder = TextDecoder(encoding: detection.encoding)
        let whole = DecodeFixture.lines(file, decoder, from: detection.bomLength)
        let picks = Set(
            [1, 2, 3, whole.count / 3, whole.count / 2, whole.count - 2, whole.count - 1].filter { $0 > 0 && $0 < whole.count })
        for index in picks.sorted() {
            let tail = DecodeFixture.lines(file, decoder, from: whole[index].offset)
            #expect(tail.count == whole.count - index, "\(relative) from line \(index)")
            let mismatch = zip(tail, whole[index...]).first { $0.offset != $1.offset || $0.text != $1.text }
            #expect(mismatch == nil, "\(relative) from line \(index)")
        }
    }

    @Test func bigEndianUnitsAndPartialUnits() {
        // UTF-32BE "a\r\nb\rc" + one stray byte: CRLF is one break, the partial unit becomes U+FFFD.
        let scalars: [UInt32] = [0x61, 0x0D, 0x0A, 0x1F600, 0x0D, 0x63]
        var bytes = scalars.flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * $0)) } }
        bytes.append(0x00)
        #expect(DecodeFixture.lines(bytes, .utf32BE) == ["a", "😀", "c\u{FFFD}"])
        // A lone surrogate and a value above U+10FFFF in UTF-32LE.
        #expect(DecodeFixture.lines([0x00, 0xD8, 0, 0, 0, 0, 0x11, 0], .utf32LE) == ["\u{FFFD}\u{FFFD}"])
        // UTF-16BE: "中\n" then an unpaired high surrogate.
        #expect(DecodeFixture.lines([0x4E, 0x2D, 0x00, 0x0A, 0xD8, 0x3D], .utf16BE) == ["中", "\u{FFFD}"])
        // A 0x0A byte inside a UTF-16 unit is not a line break.
        #expect(DecodeFixture.lines([0x0A, 0x4E, 0x0A, 0x00], .utf16LE) == ["\u{4E0A}"])
    }

    @Test func legacyErrorsBecomeReplacementCharacters() {
        // GB18030: 中 (D6 D0), an invalid lead 0xFF, then a lead byte cut off at the end.
        #expect(DecodeFixture.lines([0xD6, 0xD0, 0xFF, 0x41, 0xD6], .gb18030) == ["中\u{FFFD}A\u{FFFD}"])
        // Shift_JIS (CP932): あ (82 A0), NEC row 13 ① (87 40), halfwidth ｱ (B1).
        #expect(DecodeFixture.lines([0x82, 0xA0, 0x87, 0x40, 0xB1], .shiftJIS) == ["あ①ｱ"])
        // Windows-1252 leaves 0x81 undefined; 0x80 is the euro sign.
        #expect(DecodeFixture.lines([0x80, 0x81, 0xE9], .windows1252) == ["€\u{FFFD}é"])
        #expect(DecodeFixture.lines([0x80, 0xE9], .latin1) == ["\u{80}é"])
    }

    @Test func stoppingEarly() {
        let bytes = Array("one\ntwo\nthree\n".utf8)
        var seen: [Int] = []
        bytes.withUnsafeBytes { raw in
            TextDecoder(encoding: .utf8).forEachLine(in: raw, range: 0..<raw.count) { offset, _ in
                seen.append(offset); return seen.count < 2
            }
        }
        #expect(seen == [0, 4])
    }

    /// Every encoding has its decoder: ASCII-compatible ones give ASCII back as it is.
    @Test(arguments: TextEncoding.allCases.filter { $0.codeUnitSize == 1 })
    func everyByteEncodingDecodesASCII(encoding: TextEncoding) {
        #expect(Array("plain text 42".utf8).withUnsafeBytes { TextDecoder(encoding: encoding).decode($0) } == "plain text 42")
    }

    @Test func encodingNames() {
        #expect(TextEncoding(name: "gbk") == .gb18030)
        #expect(TextEncoding(name: "GB2312") == .gb18030)
        #expect(TextEncoding(name: "cp936") == .gb18030)
        #expect(TextEncoding(name: "Big5-HKSCS") == .big5)
        #expect(TextEncoding(name: "cp950") == .big5)
        #expect(TextEncoding(name: "sjis") == .shiftJIS)
        #expect(TextEncoding(name: "CP932") == .shiftJIS)
        #expect(TextEncoding(name: "utf8") == .utf8)
        #expect(TextEncoding(name: "UTF-16") == .utf16LE)
        #expect(TextEncoding(name: "latin1") == .latin1)
        #expect(TextEncoding(name: "cp1252") == .windows1252)
        #expect(TextEncoding(name: "euc_kr") == .eucKR)
        #expect(TextEncoding(name: "cp1251") == .windows1251)
        #expect(TextEncoding(name: "KOI8") == .koi8R)
        #expect(TextEncoding(name: "ibm866") == .cp866)
        #expect(TextEncoding(name: "latin2") == .iso88592)
        #expect(TextEncoding(name: "klingon") == nil)
        for encoding in TextEncoding.allCases { #expect(TextEncoding(name: encoding.rawValue) == encoding) }
    }
}
