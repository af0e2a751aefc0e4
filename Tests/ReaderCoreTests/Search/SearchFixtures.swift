@testable import ReaderCore

/// Small helpers shared by the search tests.
enum SearchFixtures {
    /// A search for `query` in a book of `paragraphs` (see `makeBook`).
    static func search(_ query: String, in paragraphs: [String]) -> MatchFinder {
        MatchFinder(query: SearchQuery(query)!, book: makeBook(paragraphs))
    }

    /// Every match in the book, in order.
    static func all(_ search: MatchFinder) -> [SearchMatch] {
        search.matches(inParagraphs: search.book.paragraphs.indices)
    }

    /// The text a match covers, cut from its paragraph by UTF-8 offsets.
    static func text(of match: SearchMatch, in book: Book) -> String {
        let utf8 = Array(book.paragraphs[match.paragraph].text.utf8)
        return String(decoding: utf8[match.utf8], as: UTF8.self)
    }

    /// The same text cut by grapheme indices.
    static func graphemeText(of range: Range<Int>, paragraph: Int, in book: Book) -> String {
        String(Array(book.paragraphs[paragraph].text)[range])
    }

    /// Matches of `query` counted the slow, obvious way: `Character` arrays of lowercased paragraphs,
    /// compared at every position. The reference the byte scanner must agree with.
    static func naiveCount(_ query: String, in book: Book) -> Int {
        let q = Array(query.lowercased())
        var n = 0
        for p in book.paragraphs {
            let chars = Array(p.text.lowercased())
            guard chars.count >= q.count else { continue }
            for i in 0...(chars.count - q.count) where chars[i] == q[0] && Array(chars[i..<(i + q.count)]) == q {
                n += 1
            }
        }
        return n
    }
}
