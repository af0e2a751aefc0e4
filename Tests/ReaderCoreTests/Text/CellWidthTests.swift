import CNcurses
import Glibc
import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

@Suite struct CellWidthTests {
    /// Every scalar agrees with glibc `wcwidth` under C.UTF-8, except where `wcwidth` says -1
    /// (not printable): there we answer 0 for C0/C1 controls and 1 for the rest, and the rest is
    /// only U+2028/2029, code points Swift knows as unassigned, and ones assigned after Unicode 14
    /// (glibc 2.36's version); and U+00AD SOFT HYPHEN, never drawn inside a line, is 0.
    @Test func agreesWithGlibcWcwidthForEveryScalar() throws {
        try #require(setlocale(LC_ALL, "C.UTF-8") != nil)
        var mismatches: [String] = []
        var notPrintableInGlibc = 0
        for v in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(v) else { continue }
            let ours = CellWidth.width(of: scalar)
            let glibc = Int(wcwidth(wchar_t(bitPattern: v)))
            if glibc >= 0 {
                if ours != (v == 0xAD ? 0 : glibc) { mismatches.append("U+\(String(v, radix: 16)): ours \(ours), glibc \(glibc)") }
                continue
            }
            notPrintableInGlibc += 1
            let isControl = v < 0x20 || (0x7F..<0xA0).contains(v)
            if ours != (isControl ? 0 : 1) { mismatches.append("U+\(String(v, radix: 16)): ours \(ours) for wcwidth -1") }
            let props = scalar.properties
            let assignedLater = props.age.map { $0.major > 14 } ?? true
            let allowed = isControl || v == 0x2028 || v == 0x2029 || props.generalCategory == .unassigned || assignedLater
            if !allowed { mismatches.append("U+\(String(v, radix: 16)): assigned in Unicode ≤ 14 but wcwidth -1") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        #expect(notPrintableInGlibc > 800_000) // mostly unassigned planes; proves the branch ran
    }

    @Test func generatedTableIsSortedAndComplete() {
        #expect(CellWidth.runStarts.first == 0)
        #expect(CellWidth.runStarts.count == CellWidth.runWidths.count)
        #expect(zip(CellWidth.runStarts, CellWidth.runStarts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(CellWidth.runWidths, CellWidth.runWidths.dropFirst()).allSatisfy { $0 != $1 })
        #expect(CellWidth.runWidths.allSatisfy { $0 <= 2 })
    }

    @Test func knownScalars() {
        let cases: [(Unicode.Scalar, Int)] = [
            ("a", 1), (" ", 1), ("\n", 0), ("\u{7F}", 0), ("\u{85}", 0), ("é", 1),
            ("中", 2), ("。", 2), ("，", 2), ("“", 1), ("…", 1), ("—", 1), ("\u{3000}", 2),
            ("\u{0301}", 0), ("\u{FE0F}", 0), ("\u{200B}", 0), ("😀", 2), ("\u{1F3FB}", 2),
            ("\u{1100}", 2), ("\u{1161}", 0), ("\u{20000}", 2), ("\u{E000}", 1),
        ]
        for (scalar, width) in cases {
            #expect(CellWidth.width(of: scalar) == width, "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// Cluster width: first non-zero scalar width; all-zero clusters are 1 unless they start
    /// with a control or format character.
    @Test func clusterRules() {
        let cases: [(Character, Int)] = [
            ("e\u{0301}", 1), // base + combining mark
            ("\u{0301}", 1), // lone combining mark: drawn on a space
            ("\u{0301}\u{0302}", 1),
            ("\u{FE0F}", 1), // lone variation selector (a mark)
            ("\u{200B}", 0), // zero width space: invisible
            ("\u{200D}", 0), // lone ZWJ: invisible
            ("\u{1161}", 1), // lone Hangul vowel jamo
            ("\u{1100}\u{1161}\u{11A8}", 2), // 각 as L V T
            ("👨\u{200D}👩\u{200D}👧", 2), // ZWJ family: its first emoji
            ("❤\u{FE0F}", 1), // text-default heart: glibc says 1, VS16 adds nothing
            ("👍🏽", 2),
            ("🇯🇵", 1), // regional indicators are 1 in glibc
            ("中", 2), ("a", 1), ("\r\n", 0),
        ]
        for (ch, width) in cases {
            #expect(CellWidth.width(of: ch) == width, "\(ch.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Pieces of text: ASCII runs with spaces, CJK, combining marks (after ASCII and a space too), ZWJ
    /// emoji, a tab and other controls, zero-width and replacement characters.
    static let pieces = [
        "a", "word", " ", "  ", "天地", "。", "\u{301}", "e\u{301}", "\u{FE0F}", "👩\u{200D}💻", "\t", "\n", "\u{1B}", "\u{200B}",
        "\u{FFFD}", "\u{1100}\u{1161}", "\r\n",
    ]

    @Test func stringWidthIsTheSumOverCharacters() async {
        await propertyCheck(count: 1500, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...16)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let text = (0..<length).map { _ in Self.pieces[r.next(Self.pieces.count)] }.joined()
            #expect(CellWidth.width(of: text) == text.reduce(0) { $0 + CellWidth.width(of: $1) }, "\(text.debugDescription)")
            #expect(CellWidth.width(of: text.dropFirst()) == text.dropFirst().reduce(0) { $0 + CellWidth.width(of: $1) })
        }
    }

    @Test func stringWidthSumsClusters() {
        #expect(CellWidth.width(of: "") == 0)
        #expect(CellWidth.width(of: "Hello") == 5)
        #expect(CellWidth.width(of: "中文abc") == 7)
        #expect(CellWidth.width(of: "Cafe\u{0301}！") == 6)
        #expect(CellWidth.width(of: "a\u{200B}b") == 2)
        #expect(CellWidth.width(of: "👨\u{200D}👩\u{200D}👧x") == 3)
        let text = "第一回　灵根育孕源流出 — “Hello”, 𠀀 e\u{0301} 🇯🇵 ｶﾞ"
        #expect(CellWidth.width(of: text) == text.reduce(0) { $0 + CellWidth.width(of: $1) })
        #expect(CellWidth.width(of: text.dropFirst(3)) == text.dropFirst(3).reduce(0) { $0 + CellWidth.width(of: $1) })
    }
}
