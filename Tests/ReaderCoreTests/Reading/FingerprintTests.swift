import TestSupport
import Testing

@testable import ReaderCore

/// Fingerprints name the saved places of every book read so far: their values never change.
@Suite struct FingerprintTests {
    static let text = Array("It was the best of times, it was the worst of times.".utf8)

    /// FNV-1a 64 of the count's eight little-endian bytes then the text, computed independently.
    @Test func prefixHashIsFNV1aOfCountThenBytes() {
        #expect(PrefixFingerprint.hash(Self.text) == "da5558ac792d8248")
    }

    /// A short file's fingerprint mixes its size, then the whole file three times (start, middle and end samples).
    @Test func fingerprintOfAShortFileIsStable() throws {
        let path = try TempBook.write(String(decoding: Self.text, as: UTF8.self))
        defer { TempBook.remove(path) }
        let fromFile = Fingerprint.of(try SourceFile(path: path))
        #expect(fromFile == "dbb84cacf17764ac")
        #expect(Self.text.withUnsafeBytes { Fingerprint.of($0) } == fromFile)
    }
}
