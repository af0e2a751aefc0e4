import TestSupport
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

@Suite struct SourceFileTests {
    @Test(.enabled(if: Corpus.available, "needs ../shared/corpus"))
    func readsACorpusFile() throws {
        let file = try DecodeFixture.open("zh/xiyouji.gb18030.txt")
        #expect(file.size == 1_293_854)
        #expect(file.contents.count == file.size)
        let empty = try DecodeFixture.open("bad/empty.txt")
        #expect(empty.size == 0 && empty.contents.isEmpty)
    }

    @Test func errorsNameTheProblem() throws {
        #expect(throws: ReaderError.fileNotFound("/nonexistent/book.txt")) { try SourceFile(path: "/nonexistent/book.txt") }
        #expect(throws: ReaderError.isDirectory("/tmp")) { try SourceFile(path: "/tmp") }
        var template = Array("/tmp/termreader-sourcefile-XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        try #require(fd >= 0)
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        _ = write(fd, "hello\n", 6)
        close(fd)
        #expect(try SourceFile(path: path).size == 6)
        chmod(path, 0)
        if geteuid() != 0 { // root reads anything
            #expect(throws: ReaderError.unreadable(path, reason: "permission denied")) { try SourceFile(path: path) }
        }
    }

    @Test func kernelPseudoFilesAreRefusedNotRead() throws {
        // /proc files report size 0, and some block in read for ever (/proc/kmsg): none is a book.
        #expect(throws: ReaderError.notRegularFile("/proc/self/status", kind: "a kernel pseudo-file")) {
            try SourceFile(path: "/proc/self/status")
        }
    }

    @Test func wrapsBytesInMemory() {
        let file = SourceFile(bytes: Array("abc".utf8), path: "generated")
        #expect(file.path == "generated" && file.size == 3 && file.contents == [0x61, 0x62, 0x63])
        #expect(SourceFile(bytes: [], path: "x").contents.isEmpty)
    }
}
