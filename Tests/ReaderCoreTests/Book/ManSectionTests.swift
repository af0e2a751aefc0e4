import TestSupport
import Testing

@testable import ReaderCore

/// A man page's section headers (capitals at the margin, text indented under them) are chapters.
@Suite struct ManSectionTests {
    /// Indented text wrapped at 78 columns, as groff lays out a section's body.
    static let body = """
               Bash is an sh-compatible command language interpreter that executes
               commands read from the standard input or from a file.  Bash also
               incorporates useful features from the Korn and C shells (ksh and csh).
        """

    @Test func headersAtTheMarginOverIndentedTextAreChapters() throws {
        let book = try TempBook.load(
            """
            NAME
                   bash - GNU Bourne-Again SHell

            SYNOPSIS
                   bash [options] [command_string | file]

            DESCRIPTION
            \(Self.body)

            SHELL GRAMMAR
            \(Self.body)

            SEE ALSO
            \(Self.body)

            """)
        #expect(
            book.chapters.filter { $0.heading != nil }.map(\.title) == ["NAME", "SYNOPSIS", "DESCRIPTION", "SHELL GRAMMAR", "SEE ALSO"])
        #expect(book.chapters.allSatisfy { $0.level == 1 })
    }

    /// Capitals at the margin with text at the margin after them, or alone, are no header.
    @Test func capitalsWithoutIndentedTextAreNoHeader() throws {
        let book = try TempBook.load(
            """
            \(Self.body)

            A NOTE
            This line is at the margin, as the rest of the text is, and goes on
            for a while so the book reads as hard-wrapped text at seventy columns.

            THE END

            \(Self.body)

            """)
        #expect(book.chapters.allSatisfy { $0.heading == nil })
    }

    @Test func headerShapes() {
        #expect(ManSection.isHeader("NAME"))
        #expect(ManSection.isHeader("EXIT STATUS"))
        #expect(ManSection.isHeader("NON-BUGS"))
        #expect(!ManSection.isHeader("Options"))
        #expect(!ManSection.isHeader("HAMLET."))
        #expect(!ManSection.isHeader("I"))
    }

    /// A book read in parts is never split between a header and its indented text.
    @Test func noBlockStartsUnderAHeader() throws {
        // A line as full as prose that would have fitted after `NAME`: elsewhere a block would start there.
        let header = "NAME", text = "       " + String(repeating: "word ", count: 13)
        let above = try #require(LineShape(line: header, body: header[...], measured: true, isHeading: false))
        let below = try #require(LineShape(line: text, body: text.drop { $0 == " " }, measured: true, isHeading: false))
        #expect(!ParagraphAssembler.startsBlock(below, after: above, style: .hardWrapped(width: 78)))
    }
}
