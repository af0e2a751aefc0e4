import PropertyBased
import TestSupport
import Testing
@testable import ReaderCore

/// The native Big5, Shift_JIS, EUC-JP and EUC-KR decoders give exactly what glibc iconv
/// gives through the repair rules the reader applies (U+FFFD for each invalid byte, one for
/// a code cut short at the end): every single byte, every pair, every three-byte code.
@Suite struct CJKTableTests {
    static let encodings: [TextEncoding] = [.big5, .shiftJIS, .eucJP, .eucKR]

    func both(_ encoding: TextEncoding, _ bytes: [UInt8]) throws -> (native: String, iconv: String) {
        let oracle = try #require(IconvConverter.oracle(for: encoding))
        let decoder = TextDecoder(encoding: encoding)
        return bytes.withUnsafeBytes { (decoder.decode($0), oracle.decode($0)) }
    }

    @Test(arguments: encodings)
    func everySingleByteAndEveryPair(encoding: TextEncoding) throws {
        var mismatches: [[UInt8]] = []
        for b1 in UInt8(0)...0xFF {
            for tail: [UInt8] in [[], [0x41]] where try both(encoding, [b1] + tail).native != both(encoding, [b1] + tail).iconv {
                mismatches.append([b1] + tail)
            }
            for b2 in UInt8(0)...0xFF {
                // Followed by ASCII, so a refused pair shows how decoding carries on.
                let bytes = [b1, b2, 0x41]
                let (native, iconv) = try both(encoding, bytes)
                if native != iconv { mismatches.append(bytes) }
            }
        }
        #expect(mismatches.count == 0, "\(encoding) first mismatches: \(mismatches.prefix(10))")
    }

    @Test func everyThreeByteCodeOfEUCJP() throws {
        var mismatches: [[UInt8]] = []
        for b2 in UInt8(0)...0xFF {
            for b3 in UInt8(0)...0xFF {
                let bytes: [UInt8] = [0x8F, b2, b3, 0x42]
                let (native, iconv) = try both(.eucJP, bytes)
                if native != iconv { mismatches.append(bytes) }
            }
            let (native, iconv) = try both(.eucJP, [0x8F, b2])
            if native != iconv { mismatches.append([0x8F, b2]) }
        }
        #expect(mismatches.count == 0, "first mismatches: \(mismatches.prefix(10))")
    }

    @Test(arguments: encodings)
    func arbitraryBytesDecodeAsIconvDecodesThem(encoding: TextEncoding) async throws {
        let byte = Gen<UInt8>.oneOf(Gen.uint8(in: 0x80...0xFF), Gen.uint8(in: 0xA1...0xFE), Gen.uint8(in: 0x00...0xFF))
        await propertyCheck(count: 1500, input: byte.array(of: 0...24)) { bytes in
            let (native, iconv) = try both(encoding, bytes)
            #expect(native == iconv, "\(encoding) \(bytes)")
        }
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: [
        ("zh/xiyouji-trad.big5.txt", TextEncoding.big5), ("ja/wagahai-wa-neko-de-aru.sjis-crlf.txt", .shiftJIS),
    ])
    func wholeBooksDecodeAsIconvDecodesThem(file: String, encoding: TextEncoding) throws {
        let source = try SourceFile(path: try #require(Corpus.path(file)))
        let oracle = try #require(IconvConverter.oracle(for: encoding))
        let bytes = source.contents
        bytes.withUnsafeBytes { #expect(TextDecoder(encoding: encoding).decode($0) == oracle.decode($0)) }
    }
}
