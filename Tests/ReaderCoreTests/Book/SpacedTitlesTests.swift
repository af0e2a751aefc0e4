import TestSupport
import Testing

@testable import ReaderCore

/// A collection whose pieces are titled by short lines set apart by blank lines, with no heading word.
struct SpacedTitlesTests {
    /// A stanza of verse: a line group, each line kept.
    static func stanza(_ n: Int) -> String {
        (1...4).map { "Line \($0) of the stanza \(n), where the verse goes on and on" }.joined(separator: "\n")
    }

    /// A piece: its title lines, then stanzas, four blank lines before it as Project Gutenberg sets them.
    static func piece(_ title: String, subtitle: String? = nil, stanzas: Int = 6) -> String {
        var text = "\n\n\n\n" + title + "\n\n"
        if let subtitle { text += subtitle + "\n\n" }
        text += (1...stanzas).map(stanza).joined(separator: "\n\n") + "\n"
        return text
    }

    /// A title page: its lines end on a comma, read as a sentence, or stand one blank line apart.
    static let titlePage = "POEMS ON SUNDRY SUBJECTS,\n\nWRITTEN FOR MY FRIENDS.\n\n\nA kindness ends not where the verse does.\n"

    @Test func poemTitlesAreTheContents() throws {
        let text =
            Self.titlePage + Self.piece("ON THE FEAR OF DEATH:", subtitle: "AN EPISTLE TO A LADY.") + Self.piece("Epistle")
            + Self.piece("_Hymn to Humility._") + Self.piece("Monitory Verses", subtitle: "_To a Young Lady._")
        let book = try TempBook.load(text)
        let titles = book.chapters.filter { $0.heading != nil }.map(\.title)
        #expect(titles == ["ON THE FEAR OF DEATH:", "Epistle", "Hymn to Humility.", "Monitory Verses"])
        #expect(book.chapters.first?.title == "Front matter")
    }

    /// A title block of several short lines (`FELPHAM:` / `AN EPISTLE…` / `1814.` / `FELPHAM.`) heads one piece.
    @Test func aTitleBlockIsOneEntry() throws {
        let text =
            Self.piece("Felpham:", subtitle: "AN EPISTLE TO HENRIETTA.\n\n1814.\n\n\nFELPHAM.") + Self.piece("Epistle")
            + Self.piece("Monitory Verses")
        let titles = try TempBook.load(text).chapters.filter { $0.heading != nil }.map(\.title)
        #expect(titles == ["Felpham:", "Epistle", "Monitory Verses"])
    }

    /// Prose set apart by two blank lines now and then (a scene change) has no titles: its lines are sentences.
    @Test func proseWithWideGapsHasNone() throws {
        let paragraph = "It was a quiet evening and nobody said anything to anybody for a long while after that."
        var text = ""
        for n in 1...12 {
            text += (n % 3 == 0 ? "\n\n\n" : "\n") + "She went home.\n\n" + paragraph + "\n"
        }
        let book = try TempBook.load(text)
        #expect(book.chapters.allSatisfy { $0.heading == nil })
    }

    /// A book that sets every paragraph two blank lines apart marks nothing with the gap, even its short lines.
    @Test func doubleSpacedBookHasNone() throws {
        let text = (1...12).map { "Part Of The Story \($0)\n\n\n" + Self.stanza($0) }.joined(separator: "\n\n\n")
        let book = try TempBook.load(text)
        #expect(book.chapters.allSatisfy { $0.heading == nil })
    }

    @Test(arguments: [
        ("Hymn to the Saviour.", true), ("ON THE FEAR OF DEATH:", true), ("Christmas Day, 1811.", true),
        ("A Christian's kindness ends not in the tomb.", false), ("PRINTED ONLY AS PRIVATE TOKENS OF REGARD,", false),
        ("“Who is there?”", false), ("Where are you going?", false), ("1768.", false),
    ])
    func titleShape(_ line: String, _ expected: Bool) {
        #expect(SpacedTitles.isTitle(line[...]) == expected, "\(line)")
    }
}
