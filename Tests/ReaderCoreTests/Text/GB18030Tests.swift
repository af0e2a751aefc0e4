import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// The native GB18030 decoder gives exactly what glibc iconv gives (through the same
/// repair rules the iconv path uses), code by code and on arbitrary bytes.
@Suite struct GB18030Tests {
    static let iconv = IconvConverter.oracle(for: .gb18030)

    func both(_ bytes: [UInt8]) throws -> (native: String, iconv: String) {
        let converter = try #require(Self.iconv)
        return bytes.withUnsafeBytes { (GB18030.decode($0), converter.decode($0)) }
    }

    @Test func everyTwoByteCodeAndEveryTrailByte() throws {
        var mismatches: [String] = []
        for lead in UInt8(0x80)...0xFF {
            for trail in UInt8(0x00)...0xFF {
                // Followed by ASCII, so a refused pair shows how decoding carries on.
                let (native, iconv) = try both([lead, trail, 0x41])
                if native != iconv { mismatches.append("\(lead) \(trail)") }
            }
        }
        #expect(mismatches.count == 0, "first mismatches: \(mismatches.prefix(10))")
    }

    @Test func everyFourByteCodeOfTheBMPAndThePlanes() throws {
        var mismatches: [String] = []
        for linear in 0..<39420 {
            let bytes = Self.fourBytes(linear)
            let (native, iconv) = try both(bytes)
            if native != iconv { mismatches.append("\(bytes)") }
        }
        // Every first byte, with second, third and fourth bytes at their edges.
        for b1 in UInt8(0x81)...0xFE {
            for b2 in [UInt8(0x30), 0x32, 0x39] {
                for b3 in [UInt8(0x80), 0x81, 0x9A, 0xFE, 0xFF] {
                    for b4 in [UInt8(0x2F), 0x30, 0x35, 0x36, 0x39, 0x3A] {
                        let (native, iconv) = try both([b1, b2, b3, b4, 0x42])
                        if native != iconv { mismatches.append("\([b1, b2, b3, b4])") }
                    }
                }
            }
        }
        #expect(mismatches.count == 0, "first mismatches: \(mismatches.prefix(10))")
    }

    @Test func sequencesCutOffAtTheEnd() throws {
        for bytes: [UInt8] in [
            [0x81], [0x81, 0x30], [0x81, 0x30, 0x81], [0x81, 0x30, 0x20], [0x41, 0xB0], [0x80], [0xFF], [0xB0, 0xA1, 0x81, 0x30],
        ] {
            let (native, iconv) = try both(bytes)
            #expect(native == iconv, "\(bytes)")
        }
    }

    @Test func arbitraryBytesDecodeAsIconvDecodesThem() async throws {
        // Bytes drawn mostly from the ranges GB18030 uses, so codes, near-codes and junk mix.
        let byte = Gen<UInt8>.oneOf(Gen.uint8(in: 0x81...0xFE), Gen.uint8(in: 0x30...0x39), Gen.uint8(in: 0x00...0xFF))
        await propertyCheck(count: 3000, input: byte.array(of: 0...24)) { bytes in
            let (native, iconv) = try both(bytes)
            #expect(native == iconv, "\(bytes)")
        }
    }

    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"), arguments: ["zh/xiyouji.gb18030.txt", "zh/sanguo-yanyi.gbk.txt"])
    func wholeBooksDecodeAsIconvDecodesThem(file: String) throws {
        let source = try SourceFile(path: try #require(Corpus.path(file)))
        let converter = try #require(Self.iconv)
        let bytes = source.contents
        bytes.withUnsafeBytes { #expect(GB18030.decode($0) == converter.decode($0)) }
    }

    /// The four-byte code with linear index `linear`.
    static func fourBytes(_ linear: Int) -> [UInt8] {
        [UInt8(0x81 + linear / 12600), UInt8(0x30 + linear / 1260 % 10), UInt8(0x81 + linear / 10 % 126), UInt8(0x30 + linear % 10)]
    }
}
