import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

/// `HeadingParser.sectionByBytes` says what `sectionByCharacters` says of every text it does not
/// leave to it, and leaves it only texts with scalars it cannot read as bytes.
@Suite struct HeadingParserSectionBytesTests {
    /// Numbers, marks, words and spaces of sections and prose, plain scalars (CJK, quotes, dashes) and
    /// some that join the scalar before them (combining marks, a variation selector, U+037E).
    static let pieces = [
        "1", "2", "12", "123", ".", ". ", " ", "  ", "   ", "\t", "A", "B.", "Scope", "Definitions", "of", "the", "and",
        "text", "Grant", "License", "a", ",", ":", ";", "(", "\"", "“", "”", "—", "、", "，", "：", "；", "。", "概述",
        "表", "é", "Ω", "\u{301}", "\u{3099}", "\u{FE0F}", "\u{37E}", "\u{200D}", "\u{3000}", "\u{2003}", "１", "\r",
    ]

    /// The openings `section` reads before the number: none, a word, a lettered section's letter.
    static let openings: [(text: String, numbered: HeadingParser.Numbered)] = [
        ("", .init(numbers: [], word: "", lettered: false, standalone: true)),
        ("No. ", .init(numbers: [], word: "No.", lettered: false, standalone: true)),
        ("章 ", .init(numbers: [], word: "章", lettered: false, standalone: true)),
        ("A.", .init(numbers: [1], word: "", lettered: true, standalone: true)),
    ]

    @Test func bytesAgreeWithCharacters() async {
        await propertyCheck(count: 5000, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...14)) { seed, length in
            var r = SplitMix(state: UInt64(seed))
            let (opening, numbered) = Self.openings[r.next(Self.openings.count)]
            var found = numbered
            found.standalone = r.next(3) > 0
            // Most texts go on with a number and a title, the way sections do.
            let number = ["1. ", "2.3. ", "12. ", "1.2.3. ", "1.", ""][r.next(6)]
            let text = (opening + number + (0..<length).map { _ in Self.pieces[r.next(Self.pieces.count)] }.joined())[...]
            let start = text.utf8.count - text.dropFirst(opening.count).utf8.count
            let bytes = HeadingParser.sectionByBytes(text, from: start, found)
            let characters = HeadingParser.sectionByCharacters(text, from: text.utf8.index(text.startIndex, offsetBy: start), found)
            if bytes != .unsure { #expect(bytes == characters.map { .heading($0) } ?? .none, "\(text.debugDescription)") }
        }
    }

    @Test func plainTitlesAreReadAsBytes() {
        let numbered = HeadingParser.Numbered(numbers: [], word: "", lettered: false, standalone: true)
        for text in ["1. 概述", "2.3. “$LANG” variable", "12. Flex — a better Lex", "1. Grant of Copyright License. Subject to"] {
            let answer = HeadingParser.sectionByBytes(text[...], from: 0, numbered)
            #expect(answer != .unsure, "\(text)")
            #expect(answer == HeadingParser.sectionByCharacters(text[...], from: text.startIndex, numbered).map { .heading($0) } ?? .none)
        }
        #expect(HeadingParser.sectionByBytes("1. e\u{301}cole", from: 0, numbered) == .unsure)
    }

    @Test func collapsedBytesAgreeWithScalars() async {
        let pieces = [
            "a", "概", " ", "  ", "\t", "\u{3000}", "\u{A0}", "\u{85}", "\u{2003}", "\u{1680}", "\u{2029}", "\u{301}", "\r\n", "é", "😀",
        ]
        await propertyCheck(count: 2000, input: Gen.text(of: pieces, count: 0...12)) { text in
            let words = text.unicodeScalars.split(whereSeparator: HeadingText.isSpace).map { String(String.UnicodeScalarView($0)) }
            #expect(HeadingText.collapsed(text[...]) == words.joined(separator: " "), "\(text.debugDescription)")
        }
    }
}
