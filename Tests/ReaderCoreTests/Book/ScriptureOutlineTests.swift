import TestSupport
import Testing

@testable import ReaderCore

/// Scripture: books (level 1) of chapters (level 2), from `chapter:verse` numbers or from chapter headings.
@Suite struct ScriptureOutlineTests {
    /// KJV verses (public domain), and a verse-like line for the chapters written here.
    static let genesis = [
        "In the beginning God created the heaven and the earth.",
        "And the earth was without form, and void; and darkness was upon the face of the deep. And the Spirit of God moved upon the face of the waters.",
        "And God said, Let there be light: and there was light.",
        "And God saw the light, that it was good: and God divided the light from the darkness.",
    ]
    static func verse(_ n: Int) -> String {
        n <= genesis.count
            ? genesis[n - 1] : "And it came to pass on the \(n)th day, that they went up out of the land, and the people rested."
    }

    /// (book title, verses per chapter).
    static let books: [(String, [Int])] = [
        ("Book 01 Genesis", [4, 5, 3]), ("Book 02 Exodus", [3, 4]), ("The Book of Psalms", [2, 3]), ("The General Epistle of Jude", [6]),
    ]

    /// PG 10's layout: books titled by a line, verses `1:1 …` set apart by blank lines.
    static func colonText(zeroPadded: Bool = false, blankLines: Bool = true) -> String {
        var out = "The Holy Bible\n\n"
        for (title, chapters) in books {
            out += "\n\(title)\n\n"
            for (c, count) in chapters.enumerated() {
                for v in 1...count {
                    let number = zeroPadded ? pad(c + 1) + ":" + pad(v) : "\(c + 1):\(v)"
                    out += "\(number) \(verse(v))\n" + (blankLines ? "\n" : "")
                }
            }
        }
        return out
    }

    static func pad(_ n: Int) -> String { String(repeating: "0", count: 3 - String(n).count) + String(n) }

    static let expected: [(title: String, level: Int, containers: [String])] = [
        ("Front matter", 1, []),
        ("Chapter 1", 2, ["Book 01 Genesis"]), ("Chapter 2", 2, []), ("Chapter 3", 2, []),
        ("Chapter 1", 2, ["Book 02 Exodus"]), ("Chapter 2", 2, []),
        ("Psalm 1", 2, ["The Book of Psalms"]), ("Psalm 2", 2, []),
        ("Chapter 1", 2, ["The General Epistle of Jude"]),
    ]

    func check(_ book: Book) {
        #expect(book.chapters.map(\.title) == Self.expected.map(\.title))
        #expect(book.chapters.map(\.level) == Self.expected.map(\.level))
        #expect(book.chapters.map(\.containers) == Self.expected.map(\.containers))
        // A book's first chapter is headed by the book's title line; later chapters start at their first verse.
        for chapter in book.chapters.dropFirst() {
            let first = book.paragraphs[chapter.paragraphs.lowerBound].text
            if chapter.containers.isEmpty {
                #expect(chapter.heading == nil)
                #expect(ScriptureOutline.colonVerse(utf8: first.utf8)?.verse == 1, "\(first)")
            } else {
                #expect(chapter.heading == chapter.paragraphs.lowerBound)
                #expect(first == chapter.containers[0])
            }
        }
    }

    @Test func chapterVerseNumbersMakeBooksAndChapters() throws {
        let book = try TempBook.load(Self.colonText())
        check(book)
        #expect(
            book.paragraphs.contains { $0.text == "1:1 In the beginning God created the heaven and the earth." },
            "verse numbers stay in the text")
    }

    @Test func oneZeroPaddedVersePerLine() throws {
        check(try TempBook.load(Self.colonText(zeroPadded: true, blankLines: false)))
    }

    /// `Genesis 1` headings, then `1 In the beginning…` verses one per line.
    @Test func chapterHeadingsWithNumberedVerses() throws {
        var text = "THE HOLY BIBLE\n\n"
        for (book, chapters) in [("Genesis", [6, 5]), ("Exodus", [4, 4, 3]), ("Psalm", [3])] {
            if book == "Exodus" { text += "\nThe Second Book of Moses, called Exodus\n" }
            for (c, count) in chapters.enumerated() {
                text += "\n\(book == "Psalm" && c == 0 ? "PSALM" : book) \(c + 1)\n\n"
                for v in 1...count { text += "\(v) \(Self.verse(v))\n" }
            }
        }
        let book = try TempBook.load(text)
        #expect(book.chapters.map(\.title) == ["Front matter", "Genesis 1", "Genesis 2", "Exodus 1", "Exodus 2", "Exodus 3", "Psalm 1"])
        #expect(book.chapters.map(\.containers) == [[], ["Genesis"], [], ["The Second Book of Moses, called Exodus"], [], [], ["Psalm"]])
        #expect(book.chapters.dropFirst().allSatisfy { $0.level == 2 && $0.heading == $0.paragraphs.lowerBound })
        #expect(book.paragraphs.contains { $0.text.hasPrefix("2 And the earth was without form") })
    }

    /// Books whose names open with a number (`1 Corinthians 1`, `2 Kings 3`, `3 John 1`) or a Roman
    /// numeral (`I Kings`) are books with chapters like any other, though the heading opens with a
    /// number and a space as a verse does.
    @Test func numberedBookNamesHaveTheirChapters() throws {
        var text = ""
        let books: [(String, Int)] = [("Romans", 2), ("1 Corinthians", 3), ("2 Kings", 2), ("I Kings", 2), ("3 John", 1)]
        for (book, chapters) in books {
            for c in 1...chapters {
                text += "\n\(book) \(c)\n\n"
                for v in 1...(4 + c) { text += "  \(v) \(Self.verse(v))\n" }
            }
        }
        let book = try TempBook.load(text)
        var titles: [String] = [], containers: [[String]] = []
        for (name, count) in books {
            for c in 1...count {
                titles.append("\(name) \(c)")
                containers.append(c == 1 ? [name] : [])
            }
        }
        #expect(book.chapters.map(\.title) == titles)
        #expect(book.chapters.map(\.containers) == containers)
        #expect(book.pathTitle(ofChapter: 2) == "1 Corinthians · 1 Corinthians 1")
    }

    @Test func chapterHeadingsUnderABookTitle() throws {
        var texts = ["The Book of Ruth"]
        for (c, heading) in ["Chapter 1", "CHAPTER 2", "Chapter 3"].enumerated() {
            texts.append(heading)
            texts += (1...(7 + c)).map { "\($0) \(Self.verse($0))" }
        }
        let marks = try #require(ScriptureOutline.marks(texts.enumerated().map { Paragraph(offset: $0, text: $1) }))
        #expect(marks.map(\.title) == ["Chapter 1", "Chapter 2", "Chapter 3"])
        #expect(marks.map(\.paragraphIndex) == [0, 9, 18])
        #expect(marks.map(\.containers) == [["The Book of Ruth"], [], []])
    }

    @Test func proseWithSomeNumbersIsNotScripture() {
        var paragraphs = (1...30).map {
            Paragraph(offset: $0, text: "A paragraph of a novel, number \($0), with nothing numbered at its start.")
        }
        paragraphs[3].text = "1:1 odds, said the bookmaker."
        paragraphs[9].text = "Chapter 1"
        paragraphs[10].text = "1 man went to mow."
        #expect(ScriptureOutline.marks(paragraphs) == nil)
        #expect(ScriptureOutline.chapterHeading("Song of Solomon 2")?.number == 2)
        #expect(ScriptureOutline.chapterHeading("1 Kings 3")?.name == "1 Kings")
        #expect(ScriptureOutline.chapterHeading("and then 3") == nil)
        #expect(ScriptureOutline.chapterHeading("Room 1001") == nil)
        #expect(ScriptureOutline.colonVerse(utf8: "12:30 text".utf8)! == (12, 30))
        #expect(ScriptureOutline.colonVerse(utf8: "12:30pm".utf8) == nil)
    }
}
