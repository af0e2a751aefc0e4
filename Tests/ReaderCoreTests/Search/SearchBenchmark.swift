import TestSupport
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Time to the first match and to count every match on ~20 MB books. Opt-in, prints only:
/// `sh ../shared/corpus/make-big.sh; TERMREADER_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter SearchBenchmark`.
struct SearchBenchmark {
    static let enabled = getenv("TERMREADER_BENCH") != nil

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Milliseconds `body` takes, and its result.
    static func time<R>(_ body: () -> R) -> (Double, R) {
        let start = now()
        let r = body()
        return ((now() - start) * 1000, r)
    }

    static func ms(_ t: Double) -> String { "\((t * 100).rounded() / 100) ms" }

    /// `book`'s paragraphs `times` times over, as one book.
    static func repeated(_ book: Book, _ times: Int) -> Book {
        var paragraphs: [Paragraph] = []
        for i in 0..<times {
            paragraphs += book.paragraphs.map { Paragraph(offset: $0.offset + i * book.sourceSize, text: $0.text) }
        }
        let chapter = Chapter(title: "all", paragraphs: 0..<paragraphs.count, heading: nil, offset: 0)
        return Book(title: book.title, encoding: .utf8, sourceSize: book.sourceSize * times, paragraphs: paragraphs, chapters: [chapter])
    }

    func report(_ book: Book, _ queries: [String]) {
        let bytes = book.paragraphs.reduce(0) { $0 + $1.text.utf8.count }
        print("bench search: \(book.title): \(bytes) bytes of text, \(book.paragraphs.count) paragraphs")
        for text in queries {
            let (tq, query) = Self.time { SearchQuery(text)! }
            let search = MatchFinder(query: query, book: book)
            let (t1, first) = Self.time { search.firstMatch(atOrAfter: PageAnchor(paragraph: 0, grapheme: 0)) }
            let middle = PageAnchor(paragraph: book.paragraphs.count / 2, grapheme: 0)
            let (t2, _) = Self.time { search.firstMatch(atOrAfter: middle) }
            let (t3, _) = Self.time { search.lastMatch(before: middle) }
            var counter = MatchTally(search: search)
            let (t4, _) = Self.time { while !counter.advance(maxParagraphs: 4096) {} }
            let paragraphs = first.map { $0.paragraph..<($0.paragraph + 30) } ?? 0..<30
            let (t5, inParagraphs) = Self.time { search.matches(inParagraphs: paragraphs) }
            let index = PageTables(paginator: Paginator(book: book, geometry: PageGeometry(columns: 80, rows: 24)))
            let last = search.lastMatch(before: PageAnchor(paragraph: book.paragraphs.count, grapheme: 0))
            let page = index.page(index.position(of: last?.start ?? PageAnchor(paragraph: 0, grapheme: 0)))
            let (t7, onPage) = Self.time { search.matches(on: page) }
            let (t6, number) = Self.time { last.flatMap { counter.number(of: $0) } }
            print(
                "  \"\(text)\": query \(Self.ms(tq)), first from start \(Self.ms(t1)), from middle \(Self.ms(t2)), "
                    + "previous from middle \(Self.ms(t3)), count \(counter.count) in \(Self.ms(t4)), "
                    + "\(inParagraphs.count) in 30 paragraphs \(Self.ms(t5)), \(onPage.count) on the last match's 80x24 page \(Self.ms(t7)), "
                    + "number of last \(number ?? 0) \(Self.ms(t6))")
            #expect(number == (counter.count == 0 ? nil : counter.count))
        }
    }

    @Test(
        .enabled(
            if: enabled && Corpus.path("zh-classics-20mb.utf8.txt").map(FileCheck.exists) == true, "set TERMREADER_BENCH=1, run make-big.sh"
        ))
    func chineseClassics() throws {
        let (t, book) = Self.time { try? BookLoader.load(path: Corpus.path("zh-classics-20mb.utf8.txt")!) }
        print("bench search: loaded in \(Self.ms(t))")
        report(try #require(book), ["孙悟空", "的", "诸葛亮", "孫悟空", "不存在的词语", "Zhuge"])
    }

    @Test(.enabled(if: enabled && Corpus.available, "set TERMREADER_BENCH=1"))
    func warAndPeaceSixTimes() throws {
        let book = try #require(try? BookLoader.load(path: Corpus.path("en/war-and-peace.pg2600.utf8.txt")!))
        report(Self.repeated(book, 6), ["Natásha", "natasha", "Prince Andrew", "the", "zqxj", "1812"])
    }

    /// The worst shape: one 5 MB paragraph, so every grapheme index costs a pass over it.
    @Test(.enabled(if: enabled && Corpus.available, "set TERMREADER_BENCH=1"))
    func oneParagraphOfFiveMegabytes() throws {
        let book = try #require(try? BookLoader.load(path: Corpus.path("bad/one-line-5mb.txt")!))
        report(book, ["whale", "Ahab", "the"])
    }
}
