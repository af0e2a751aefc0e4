import FoundationEssentials
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Takes a good index cache entry, damages one field at a time (numbers made huge,
/// negative or odd; the encoding swapped for every other one) and opens the book as the
/// reader does: it must never trap, and must show the book's real text (the entry is
/// ignored and rebuilt) — never bytes from outside the file or the wrong encoding.
struct CacheMutationTests {
    let directory = "/tmp/termreader-mutation-test-\(getpid())-\(Int.random(in: 0..<1_000_000))"

    /// A small UTF-8 book with multibyte text and chapter headings.
    static let bookText: String = {
        var text = ""
        for c in 1...6 {
            text += "第\(c)回　标题\(c)\n\n"
            for p in 0..<12 { text += "　　这是第\(c)回的第\(p)段，café — naïve text with ümlauts and 汉字。\n" }
            text += "\n"
        }
        return text
    }()

    /// What an open showed: the first-page window's texts, the whole book's, its chapters, and whether it warned.
    struct Opened {
        var window: [String]
        var whole: [String]
        var chapters: [Chapter]
        var warned: Bool
    }

    /// What the reader's session does on open: the small file decides the source, the whole entry the chapters.
    func open(_ path: String, store: IndexCacheFolder) throws -> Opened {
        let file = try SourceFile(path: path)
        let fingerprint = Fingerprint.of(file)
        let lookup = store.lookupOpening(fingerprint: fingerprint, size: file.size, modified: 42)
        let source = try BookSource(file: file, known: lookup.entry?.known)
        let window = try BookLoader.window(source, from: 0, maxBytes: 4096)
        let whole = store.lookup(fingerprint: fingerprint, size: file.size, modified: 42)
        let book = try #require(try BookLoader.load(source, cache: source.ignoredKnown == nil ? whole.entry : nil))
        return Opened(
            window: window.paragraphs.map(\.text), whole: book.paragraphs.map(\.text), chapters: book.chapters,
            warned: lookup.complaint != nil || source.ignoredKnown != nil || whole.complaint != nil)
    }

    /// `json` with `key`'s first (or `nth`) value replaced by `literal`; the key is added when absent.
    func setting(_ key: String, to literal: String, in json: String, nth: Int = 0) -> String {
        let pattern = try! Regex("\"\(key)\":(-?[0-9]+|\"[^\"]*\"|null)")
        let matches = json.matches(of: pattern)
        guard matches.indices.contains(nth) else {
            return "{\"\(key)\":\(literal)," + json.dropFirst()
        }
        var result = json
        result.replaceSubrange(matches[nth].range, with: "\"\(key)\":\(literal)")
        return result
    }

    @Test func everyDamagedFieldIsIgnoredAndTheRightTextShown() throws {
        let path = directory + "/book.txt"
        #expect(AtomicFile.makeDirectories(directory))
        #expect(AtomicFile.write(Data(Self.bookText.utf8), to: path, in: directory))
        defer { system("rm -rf '\(directory)'") }
        let store = IndexCacheFolder(directory: directory + "/cache")

        // The reference: no cache at all.
        let reference = try open(path, store: store)
        #expect(!reference.warned && reference.chapters.count == 6)
        let source = try BookSource.open(path: path)
        let book = try #require(try BookLoader.load(source))
        let fingerprint = Fingerprint.of(source.file)
        let good = IndexCacheEntry(book: book, source: source, fingerprint: fingerprint, modified: 42)
        #expect(store.save(good))
        let cached = try open(path, store: store)
        #expect(cached.whole == reference.whole && cached.chapters == reference.chapters && !cached.warned)

        let openingPath = store.openingPath(for: fingerprint), indexPath = store.path(for: fingerprint)
        let goodOpening = String(decoding: try #require(AtomicFile.read(openingPath)), as: UTF8.self)
        let goodIndex = String(decoding: try #require(AtomicFile.read(indexPath)), as: UTF8.self)
        let numbers = ["999999", "-7", "-100000", "-1", "1", "2", "3", "5", "\(Int.max)", "\(Int.min)", "\"x\"", "null"]
        var mutations: [(file: String, json: String, label: String)] = []
        for key in ["bomLength", "size", "modified", "version", "wrapWidth"] {
            for value in numbers {
                mutations.append((openingPath, setting(key, to: value, in: goodOpening), "open \(key)=\(value)"))
                mutations.append((indexPath, setting(key, to: value, in: goodIndex), "index \(key)=\(value)"))
            }
        }
        for encoding in TextEncoding.allCases where encoding != .utf8 {
            let value = "\"\(encoding.rawValue)\""
            mutations.append((openingPath, setting("encoding", to: value, in: goodOpening), "open encoding=\(encoding)"))
            mutations.append((indexPath, setting("encoding", to: value, in: goodIndex), "index encoding=\(encoding)"))
        }
        mutations.append((openingPath, setting("encoding", to: "\"EBCDIC\"", in: goodOpening), "open encoding=EBCDIC"))
        for nth in [0, 2, 5] {
            for value in ["999999", "-7", "1", "3", "\(Int.max)", "\(Int.min)"] {
                mutations.append((indexPath, setting("offset", to: value, in: goodIndex, nth: nth), "chapter \(nth) offset=\(value)"))
            }
        }
        mutations.append((indexPath, setting("title", to: "\"\\u001b[2J\"", in: goodIndex, nth: 1), "title with escape"))
        mutations.append((openingPath, "{\"truncated\":", "garbage"))

        for mutation in mutations {
            #expect(AtomicFile.write(Data(goodOpening.utf8), to: openingPath, in: store.directory))
            #expect(AtomicFile.write(Data(goodIndex.utf8), to: indexPath, in: store.directory))
            #expect(AtomicFile.write(Data(mutation.json.utf8), to: mutation.file, in: store.directory))
            let opened = try open(path, store: store)
            if mutation.label.hasPrefix("open wrapWidth="), ["1", "2", "3", "5"].contains(mutation.label.split(separator: "=")[1]) {
                // A plausible wrap width joins lines differently, but every character is still the book's.
                let letters = { (texts: [String]) in texts.joined().filter { !$0.isWhitespace } }
                #expect(letters(opened.whole) == letters(reference.whole), "\(mutation.label)")
                continue
            }
            #expect(opened.whole == reference.whole, "\(mutation.label)")
            #expect(reference.whole.starts(with: opened.window.dropLast()), "\(mutation.label)")
            #expect(opened.chapters == reference.chapters, "\(mutation.label)")
        }
    }

    @Test func aForeignEncodingIsRejectedByTheFileItself() throws {
        let text = Array(Self.bookText.utf8)
        try text.withUnsafeBytes { head in
            #expect(
                CachedDetectionCheck.problem(
                    Detection(encoding: .utf8, bomLength: 0), wrap: .paragraphPerLine, head: head, size: head.count) == nil)
            for encoding in TextEncoding.allCases where encoding != .utf8 {
                let problem = CachedDetectionCheck.problem(
                    Detection(encoding: encoding, bomLength: 0), wrap: .paragraphPerLine, head: head, size: head.count)
                #expect(problem != nil, "\(encoding)")
            }
            #expect(
                CachedDetectionCheck.problem(
                    Detection(encoding: .utf8, bomLength: 3), wrap: .paragraphPerLine, head: head, size: head.count) != nil)
            _ = try #require(head.baseAddress)
        }
        // A UTF-16 file without a BOM keeps its NUL pattern; a cached UTF-16 claim must match it.
        let utf16 = Array(Self.bookText.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        utf16.withUnsafeBytes { head in
            #expect(
                CachedDetectionCheck.problem(
                    Detection(encoding: .utf16LE, bomLength: 0), wrap: .paragraphPerLine, head: head, size: head.count) == nil)
            #expect(
                CachedDetectionCheck.problem(
                    Detection(encoding: .utf16BE, bomLength: 0), wrap: .paragraphPerLine, head: head, size: head.count) != nil)
            #expect(
                CachedDetectionCheck.problem(
                    Detection(encoding: .utf8, bomLength: 0), wrap: .paragraphPerLine, head: head, size: head.count) != nil)
        }
    }

    @Test func savedPlacesOutsideTheBookNeverTrap() throws {
        let source = try BookSource(file: SourceFile(bytes: Array(Self.bookText.utf8), path: "mem"))
        let book = try #require(try BookLoader.load(source))
        for offset in [-7, 0, 3, 999_999_999, Int.max, Int.min] {
            for grapheme in [-1, 0, 5, Int.max, Int.min] {
                let place = Location(offset: offset, grapheme: grapheme)
                let window = try BookLoader.window(source, from: offset)
                #expect(!window.paragraphs.isEmpty)
                let navigator = Navigator(book: book, geometry: PageGeometry(columns: 40, rows: 10), location: place)
                #expect(navigator.fraction >= 0 && navigator.fraction <= 1)
                _ = navigator.next()
                _ = navigator.previous()
            }
        }
    }
}
