import Glibc
import TestSupport
import Testing

@testable import ReaderCore

@Suite struct GraphemeTests {
    /// One test line of GraphemeBreakTest.txt: the string and its expected clusters.
    struct BreakCase {
        var line: Int
        var clusters: [[Unicode.Scalar]]
        var string: String { String(String.UnicodeScalarView(clusters.joined())) }
    }

    static func breakCases() throws -> [BreakCase] {
        let path = try #require(Corpus.path("unicode/GraphemeBreakTest.txt"))
        let text = try #require(readFile(path))
        var cases: [BreakCase] = []
        for (n, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }
            guard line.contains("÷") else { continue }
            var clusters: [[Unicode.Scalar]] = []
            var current: [Unicode.Scalar] = []
            for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                switch token {
                case "÷": if !current.isEmpty { clusters.append(current); current = [] }
                case "×": break
                default: current.append(try #require(UInt32(token, radix: 16).flatMap(Unicode.Scalar.init)))
                }
            }
            cases.append(BreakCase(line: n + 1, clusters: clusters))
        }
        return cases
    }

    /// Where the Swift 6.3 runtime differs from the Unicode 16 test file, as (line, Swift's clusters).
    /// Line 1105 is U+2701 ZWJ U+2701: Swift does not treat U+2701 UPPER BLADE SCISSORS as
    /// Extended_Pictographic, so GB11 does not join the second scissors to the ZWJ.
    static let knownSwiftDeviations: [Int: [[UInt32]]] = [
        1105: [[0x2701, 0x200D], [0x2701]]
    ]

    /// Swift's `Character` segmentation passes every case of the test file except the known deviations,
    /// and deviates there exactly as recorded (so a runtime fix shows up as a failure to update the list).
    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func swiftCharactersMatchGraphemeBreakTest() throws {
        let cases = try Self.breakCases()
        #expect(cases.count == 1093)
        var deviations: [Int: [[UInt32]]] = [:]
        for c in cases {
            let actual = c.string.map { Array($0.unicodeScalars) }
            if actual != c.clusters { deviations[c.line] = actual.map { $0.map(\.value) } }
        }
        #expect(deviations == Self.knownSwiftDeviations)
    }

    /// The UTF-8 fast scanner finds the same clusters (byte lengths) as Swift's `Character`s on
    /// every case of the test file, including the known deviations.
    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func scannerMatchesSwiftOnGraphemeBreakTest() throws {
        var failures: [Int] = []
        for c in try Self.breakCases() {
            let expected = c.string.map { $0.utf8.count }
            let actual = GraphemeScanner.withScanner(c.string[...]) { scanner in
                var lengths: [Int] = []
                var start = 0
                while scanner.next() != nil { lengths.append(scanner.offset - start); start = scanner.offset }
                return lengths
            }
            if actual != expected { failures.append(c.line) }
        }
        #expect(failures.isEmpty, "lines \(failures)")
    }

    /// Every scalar the fast path treats as whole really is: it extends nothing (not Extend, ZWJ,
    /// SpacingMark, V, T, RI), nothing extends it from the right except non-members (not Prepend,
    /// L, CR), so no rule joins two members. Hangul LV/LVT syllables join only jamo, which are not members.
    @Test func alwaysWholeScalarsNeverJoinEachOther() {
        var bad: [String] = []
        var members = 0
        for v in UInt32(0)...0x3FFFF where GraphemeScanner.isAlwaysWhole(v) {
            guard let s = Unicode.Scalar(v) else { continue }
            members += 1
            let str = String(s)
            let syllable = (0xAC00...0xD7A3).contains(v)
            let ok =
                ("a" + str).count == 2 // not Extend / ZWJ / SpacingMark
                && (str + "a").count == 2 // not Prepend / CR
                && ("\u{1F1E6}" + str).count == 2 // not a regional indicator
                && ("\u{AC00}" + str).count == 2 // not V / T
                && (syllable || ("\u{1100}" + str).count == 2) // not L / V / LV / LVT
                && (syllable || (str + "\u{1161}").count == 2) // not L
            if !ok { bad.append(String(v, radix: 16)) }
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
        #expect(members > 150_000)
    }
}

/// Whole contents of a (corpus) file as UTF-8 text, or nil when it cannot be read.
func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, file)
        if n <= 0 { break }
        bytes.append(contentsOf: chunk[..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
}
