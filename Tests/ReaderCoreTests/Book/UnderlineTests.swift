import TestSupport
import Testing

@testable import ReaderCore

/// Underlined headings (makeinfo, Sphinx and docutils text): the line above an underline as wide is a
/// heading, its character giving the level in the order of first appearance.
@Suite struct UnderlineTests {
    /// Prose wrapped at 72 columns, long enough that the book reads as hard-wrapped text.
    static let prose = """
        This chapter describes the program in some detail, with the options it
        takes and the files it reads, so that a reader new to it can begin at
        once and come back later for the parts that matter to them the most.
        """

    /// A makeinfo-style manual: `*` chapters, `=` sections, `-` subsections, each with its text.
    static let manual = """
        1 Introduction
        **************

        \(prose)

        2 How to use it
        ***************

        \(prose)

        2.1 NAME
        ========

        \(prose)

        2.1.1 Short names
        -----------------

        \(prose)

        2.2 SYNOPSIS
        ============

        \(prose)

        3 Programming with it
        *********************

        \(prose)

        """

    @Test func underlinedLinesAreHeadingsRankedByFirstAppearance() throws {
        let book = try TempBook.load(Self.manual)
        let contents = book.chapters.filter { $0.heading != nil }.map { "\($0.level) \($0.title)" }
        #expect(
            contents == [
                "1 1 Introduction", "1 2 How to use it", "2 2.1 NAME", "3 2.1.1 Short names", "2 2.2 SYNOPSIS",
                "1 3 Programming with it",
            ])
        // The underlines are not text.
        #expect(!book.paragraphs.contains { $0.text.contains("***") || $0.text.contains("===") || $0.text.contains("---") })
    }

    /// Two sections a short line apart are both entries (not a printed contents list, whose lines are never underlined).
    /// A manual that underlines its numbered sections (Sphinx text) numbers only its lists' items on
    /// plain lines, however much text stands between them.
    @Test func numberedLinesAreListItemsWhereTheSectionsAreUnderlined() throws {
        var lines: [String] = []
        for s in 1...4 {
            lines += ["11.\(s). Section \(s)", "===============", "", Self.prose, ""]
            if s == 2 { for item in 1...5 { lines += ["\(item). Item number \(item) of a list", "", Self.prose, ""] } }
        }
        let book = try TempBook.load(lines.joined(separator: "\n"))
        #expect(book.chapters.filter { $0.heading != nil }.map(\.title) == (1...4).map { "11.\($0). Section \($0)" })
    }

    @Test func shortSectionsAreEachAnEntry() throws {
        let book = try TempBook.load(
            """
            1 Options
            *********

            \(Self.prose)

            1.1 NAME
            ========

            tool - does one thing

            1.2 SYNOPSIS
            ============

            tool [options] file

            1.3 DESCRIPTION
            ===============

            \(Self.prose)

            """)
        #expect(book.chapters.filter { $0.heading != nil }.map(\.title) == ["1 Options", "1.1 NAME", "1.2 SYNOPSIS", "1.3 DESCRIPTION"])
    }

    /// Sphinx's text: numbered headings (`1.1. Chapter 1`, shaped like list items), and a book's heading
    /// written straight under the last verse of the book before, without a blank line.
    @Test func numberedHeadingsAndHeadingsRightAfterAParagraph() throws {
        let book = try TempBook.load(
            """
            1. Genesis
            **********

            1.1. Chapter 1
            ==============

            \(Self.prose)
            2. Ruth
            *******

            2.1. Chapter 1
            ==============

            \(Self.prose)

            """)
        let contents = book.chapters.filter { $0.heading != nil }.map { "\($0.level) \($0.title)" }
        #expect(contents == ["1 1. Genesis", "2 1.1. Chapter 1", "1 2. Ruth", "2 2.1. Chapter 1"])
        #expect(book.paragraphs.filter { $0.text.hasSuffix("the most.") }.count == 2)
        // A numbered heading is not a list item.
        #expect(book.chapters.compactMap(\.heading).allSatisfy { book.paragraphs[$0].kind != .listItem })
    }

    /// Numbered sections without underlines (a licence's `0. PREAMBLE`, `1. APPLICABILITY`) stay
    /// chapters beside an underlined heading: it is no chapter heading that makes them sub-sections.
    @Test func numberedSectionsBesideAnUnderlinedHeadingStay() throws {
        let book = try TempBook.load(
            """
              0. PREAMBLE

            \(Self.prose)

              1. APPLICABILITY AND DEFINITIONS

            \(Self.prose)

              2. VERBATIM COPYING

            \(Self.prose)

              3. COPYING IN QUANTITY

            \(Self.prose)

            ADDENDUM: How to use this License
            =================================

            \(Self.prose)

            """)
        #expect(
            book.chapters.filter { $0.heading != nil }.map(\.title) == [
                "0. PREAMBLE", "1. APPLICABILITY AND DEFINITIONS", "2. VERBATIM COPYING", "3. COPYING IN QUANTITY",
                "ADDENDUM: How to use this License",
            ])
    }

    @Test func anUnderlineIsOneCharacterAboutTheHeadingsWidth() {
        #expect(Underline.character(of: "========", under: "2.1 NAME") == "=")
        #expect(Underline.character(of: "^^^^^^^", under: "Heading") == "^")
        // A CJK title is underlined by its columns; a rule as long as a sentence has characters follows it.
        #expect(Underline.character(of: "===========", under: "第一章 开始") == "=")
        #expect(Underline.character(of: "----------", under: "毕竟不知胜负如何，且听下回分解。") == nil)
        // The last line of a framed notice, a rule a third longer than it.
        #expect(
            Underline.character(of: String(repeating: "-", count: 55)[...], under: "http://www.aozora.gr.jp/accent_separation.html") == nil)
        // A rule much shorter or longer than the line above, or spaced, or of letters: not an underline.
        #expect(Underline.character(of: "-----", under: "If you enter '.', the field will be left blank.") == nil)
        #expect(Underline.character(of: "==============================", under: "NAME") == nil)
        #expect(Underline.character(of: "= = = =", under: "Heading") == nil)
        #expect(Underline.character(of: "aaaaaaa", under: "Heading") == nil)
        // The last row of a box drawn with `*` names nothing; an Aozora line is as wide as the text it shows.
        #expect(Underline.character(of: "*********************", under: "*                   *") == nil)
        let example = "（例）［＃３字下げ］はしがき［＃「はしがき」は大見出し］"
        #expect(Underline.character(of: String(repeating: "-", count: 55)[...], under: example[...]) == nil)
        #expect(Underline.character(of: "--------", under: "［＃３字下げ］はしがき") == "-")
    }

    /// A scene break after a blank line underlines nothing, and a rule under a paragraph of several lines neither.
    @Test func onlyOneLineRightAboveIsUnderlined() throws {
        let book = try TempBook.load(
            """
            \(Self.prose)

            A line alone

            ------------

            \(Self.prose)
            -----------------------------------------------------------------------

            \(Self.prose)

            """)
        #expect(book.chapters.allSatisfy { $0.heading == nil })
    }

    /// A program's report (xen-create-image's `General Information` over `----` over its fields)
    /// goes on right under the rule: text follows an underline only after a blank line.
    @Test func textRightUnderARuleIsNoHeading() throws {
        let book = try TempBook.load(
            """
            \(Self.prose)

            General Information
            --------------------
            Hostname       :  testxen
            Distribution   :  bullseye

            \(Self.prose)

            """)
        #expect(book.chapters.allSatisfy { $0.heading == nil })
        #expect(book.paragraphs.contains { $0.text.contains("General Information") })
    }

    /// A book read in parts is never split between a heading line and its underline.
    @Test func noBlockStartsAtAnUnderline() throws {
        let heading = "Chapter 1", underline = "========="
        let above = try #require(LineShape(line: heading, body: heading[...], measured: true, isHeading: true))
        let below = try #require(LineShape(line: underline, body: underline[...], measured: true, isHeading: false))
        let style = WrapStyle.hardWrapped(width: 72, bodyIndent: 0)
        #expect(!ParagraphAssembler.startsBlock(below, after: above, style: style))
        // Nor right after an underline, which the line after it confirms or not.
        #expect(!ParagraphAssembler.startsBlock(above, after: below, style: style))
        #expect(ParagraphAssembler.startsBlock(below, after: nil, style: style))
    }
}
