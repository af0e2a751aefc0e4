import Foundation
import Synchronization
import TestSupport
import Testing

@testable import ReaderCore

/// MOBI and AZW3 through libmobi: the books calibre made from one EPUB (`Tests/Fixtures/mobi/make.sh`)
/// read with their contents, text, preformatted spaces, links and pictures, a window that agrees
/// with the whole book, a book under DRM refused as such, and damaged files refused in one line.
@Suite(.enabled(if: MOBILibrary.shared != nil, "needs libmobi0"))
struct MOBIFormatTests {
    static let folder = Package.root + "/Tests/Fixtures/mobi/"
    static let books = ["book.mobi", "book.azw3", "book-both.mobi"]

    func fixture(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: Self.folder + name)) }

    /// Writes `bytes` to a fresh folder and opens them as a MOBI: the book, or why not.
    func load(_ bytes: Data) throws -> Result<Book, ReaderError> {
        let folder = try TemporaryFolder()
        let path = try folder.write(bytes, to: "book.mobi")
        return withExtendedLifetime(folder) { Result { () throws(ReaderError) in try MOBIFormat().load(path: path) } }
    }

    func block(_ book: Book, _ text: String) throws -> Paragraph {
        try #require(book.paragraphs.map { $0 }.first { $0.text.contains(text) }, "\(text)")
    }

    @Test(arguments: books)
    func aKindleBookReadsAsItsSource(name: String) throws {
        let path = Self.folder + name
        #expect(BookFormats.of(try SourceFile(path: path)) is MOBIFormat)
        let book = try MOBIFormat().load(path: path)
        #expect(book.title == "A Small Kindle Book")
        #expect(book.language == "en")
        #expect(book.chapters.map(\.title) == ["Chapter One", "Some code", "Chapter Two", "Chapter Three"])
        #expect(
            book.chapters.map(\.title).allSatisfy { title in book.paragraphs.contains { $0.text == title && $0.kind.headingLevel != nil } })
        let texts = book.paragraphs.map(\.text)
        for line in ["The first chapter opens the book.", "中文的段落，讀者應該看到完整的文字。", "The last words of the book."] {
            #expect(texts.contains(line))
        }
        // Code keeps its runs of spaces and its line break, whichever markup the format gave it (an
        // old MOBI has no `pre`: calibre writes `tt` lines with every other space a no-break one).
        let code = "sudo  apt   install    termreader\n    indented line"
        #expect(texts.contains { $0.replacingOccurrences(of: "\u{A0}", with: " ").contains(code) })
        let link = try block(book, "See the far place")
        let span = try #require(link.spans.first { $0.kind == .link })
        #expect(book.links[Int(span.link)] == .place(offset: try block(book, "The far place is here.").offset))
    }

    @Test(arguments: books)
    func itsPictureIsReadFromTheFile(name: String) throws {
        let book = try MOBIFormat().load(path: Self.folder + name)
        let image = try #require(book.paragraphs.map { $0 }.first { $0.kind == .image })
        let pictures = try #require(book.pictures)
        #expect(pictures.count == 1)
        #expect(pictures.size(ofBlockAt: image.offset) == PixelSize(width: 32, height: 16))
        let bitmap = try PictureDecoder.decode(pictures.bytes(ofBlockAt: image.offset))
        #expect(bitmap.size == PixelSize(width: 32, height: 16))
        #expect(image.text == "quadrants" || image.text == "image", "a numbered file name is no caption")
    }

    @Test(arguments: books)
    func theWindowGivesBlocksTheOffsetsOfTheWholeBook(name: String) throws {
        let path = Self.folder + name
        let whole = try MOBIFormat().load(path: path)
        let all = Dictionary(uniqueKeysWithValues: whole.paragraphs.map { ($0.offset, $0.text) })
        for chapter in whole.chapters {
            let window = try MOBIFormat().window(path: path, from: chapter.offset)
            #expect(window.paragraphs.contains { $0.offset == chapter.offset })
            for paragraph in window.paragraphs { #expect(all[paragraph.offset] == paragraph.text) }
        }
    }

    /// libmobi is not thread-safe: it ends each package it writes with libxml2's `xmlCleanupParser`,
    /// which frees what another thread's writer is using. Books opened on many threads at once (the
    /// library's indexer, a window and its whole book) crashed the process in `free`.
    @Test func booksOpenedOnManyThreadsAtOnceReadAsOneAtATime() throws {
        let paths = Self.books.map { Self.folder + $0 }
        let alone = try paths.map { try MOBIFormat().load(path: $0).paragraphs.map(\.text) }
        let texts = Mutex([[String]?](repeating: nil, count: 960))
        DispatchQueue.concurrentPerform(iterations: 960) { k in
            let text = try? MOBIFormat().load(path: paths[k % paths.count]).paragraphs.map(\.text)
            texts.withLock { $0[k] = text }
        }
        for (k, text) in texts.withLock({ $0 }).enumerated() { #expect(text == alone[k % paths.count]) }
    }

    /// The byte offset of record 0 in a Palm database (its first record entry).
    func recordZero(_ data: Data) -> Int { data[78..<82].reduce(0) { $0 << 8 | Int($1) } }

    @Test func aBookUnderDRMIsRefusedAsSuch() throws {
        var data = try fixture("book.mobi")
        // Record 0's encryption type (its bytes 12–13): 2, Mobipocket encryption.
        data[recordZero(data) + 13] = 2
        let folder = try TemporaryFolder()
        let path = try folder.write(data, to: "drm.azw")
        #expect(throws: ReaderError.encrypted(path)) { try MOBIFormat().load(path: path) }
        #expect(ReaderError.encrypted(path).exitCode == 65)
    }

    @Test(arguments: books)
    func aFileCutShortIsRefusedInOneLine(name: String) throws {
        let data = try fixture(name)
        for eighth in 1..<8 {
            guard case .failure(let error) = try load(data.prefix(data.count * eighth / 8)) else {
                Issue.record("\(name) cut to \(eighth)/8 was read")
                continue
            }
            #expect(error.exitCode == 65)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aDatabaseClaimingCountlessRecordsIsRefused() throws {
        var data = try fixture("book.azw3")
        data[76] = 0xFF
        data[77] = 0xFF
        guard case .failure(let error) = try load(data) else {
            Issue.record("read")
            return
        }
        #expect(error.exitCode == 65)
    }

    /// A header declaring more text than the file could unpack to (15,000 text records, 62 MB,
    /// in a 13 KB book): libmobi would allocate it all. Refused in one line before it unpacks.
    @Test func aHeaderDeclaringMoreTextThanTheFileHoldsIsRefused() throws {
        var data = try fixture("book.azw3")
        // Record 0's text record count (its bytes 8–9).
        data[recordZero(data) + 8] = UInt8(15_000 >> 8)
        data[recordZero(data) + 9] = UInt8(15_000 & 0xFF)
        guard case .failure(let error) = try load(data) else {
            Issue.record("read")
            return
        }
        #expect(error.exitCode == 65 && error.description.contains("declares 61440000 bytes of text"))
        #expect(MOBIContainer.textLimit(fileSize: 13_000) == (1 << 20) + 16 * 13_000)
        #expect(MOBIContainer.textLimit(fileSize: 100 << 20) == MOBIContainer.maxTextBytes)
    }

    /// A record whose offset goes back before the one listed ahead of it (libmobi would size it
    /// as 4 GB), or past the file's end, is refused before libmobi reads a record.
    @Test(arguments: [-1, 1 << 24])
    func aRecordListGoingBackOrOutIsRefused(shift: Int) throws {
        var data = try fixture("book.azw3")
        let second = 78 + 8
        let offset = data[second..<(second + 4)].reduce(0) { $0 << 8 | Int($1) }
        let moved = shift < 0 ? recordZero(data) - 1 : offset + shift
        for k in 0..<4 { data[second + k] = UInt8(moved >> (8 * (3 - k)) & 0xFF) }
        guard case .failure(let error) = try load(data) else {
            Issue.record("read")
            return
        }
        #expect(error.exitCode == 65 && error.description.contains("record list points backwards or past the end"))
    }

    /// An index record declaring 5.8 million entries in all (libmobi would allocate 140 MB for
    /// them) is refused before libmobi reads it.
    @Test func anIndexDeclaringMoreEntriesThanTheFileHoldsIsRefused() throws {
        var data = try fixture("book.azw3")
        let index = try #require(data.range(of: Data("INDX".utf8))).lowerBound
        for (k, byte) in [0x00, 0x59, 0x00, 0x04].enumerated() { data[index + 36 + k] = UInt8(byte) }
        guard case .failure(let error) = try load(data) else {
            Issue.record("read")
            return
        }
        #expect(error.exitCode == 65 && error.description.contains("an index declares more entries than the file could hold"))
    }

    /// A contents title whose length (the byte before it in the string record) reads as 267 MB:
    /// libmobi would allocate that much for it. The book is read without its contents index, the
    /// contents then coming from its headings.
    @Test func aContentsTitleLongerThanItsRecordLeavesTheIndexOut() throws {
        var data = try fixture("book.azw3")
        let title = try #require(data.range(of: Data("Chapter One".utf8)))
        #expect(data[title.lowerBound - 1] == 0x80 | 11)
        data[title.lowerBound - 1] = 0x7F
        let book = try load(data).get()
        #expect(book.chapters.map(\.title) == ["Chapter One", "Some code", "Chapter Two", "Chapter Three", "Table of Contents"])
        #expect(try load(fixture("book.azw3")).get().chapters.map(\.title) == ["Chapter One", "Some code", "Chapter Two", "Chapter Three"])
    }

    /// The length of a string-record entry as libmobi reads it: seven bits a byte up to the one with
    /// its high bit set, four bytes at most, the record's start for an offset past its end.
    @Test func aStringLengthIsReadAsLibmobiReadsIt() {
        let record: [UInt8] = [0x85, 0x01, 0x82, 0x7F, 0x7F, 0x7F, 0x7F, 0x01]
        record.withUnsafeBufferPointer { bytes in
            #expect(MOBIIndexStrings.length(at: 0, in: bytes) == 5)
            #expect(MOBIIndexStrings.length(at: 1, in: bytes) == 1 << 7 | 2)
            #expect(MOBIIndexStrings.length(at: 3, in: bytes) == 0x0FFF_FFFF)
            #expect(MOBIIndexStrings.length(at: 7, in: bytes) == 1)
            #expect(MOBIIndexStrings.length(at: 8, in: bytes) == 0)
            #expect(MOBIIndexStrings.length(at: 99, in: bytes) == 5)
        }
    }

    @Test func aDamagedBookIsReadOrRefusedNeverACrash() throws {
        let data = try fixture("book.azw3")
        var random = SplitMix(state: 7)
        for _ in 0..<150 {
            var damaged = data
            for _ in 0..<8 {
                let at = Int.random(in: 0..<damaged.count, using: &random)
                damaged[at] = UInt8.random(in: 0...255, using: &random)
            }
            if case .failure(let error) = try load(damaged) { #expect(error.exitCode == 65) }
        }
    }

    @Test func aPalmDatabaseIsRecognisedByItsTypeNotItsName() throws {
        let data = try fixture("book.azw3")
        let folder = try TemporaryFolder()
        #expect(BookFormats.of(try SourceFile(path: folder.write(data, to: "book.bin"))) is MOBIFormat)
        var other = data
        other.replaceSubrange(60..<68, with: Array("DATAXXXX".utf8))
        #expect(!(BookFormats.of(try SourceFile(path: folder.write(other, to: "other.pdb"))) is MOBIFormat))
    }
}
