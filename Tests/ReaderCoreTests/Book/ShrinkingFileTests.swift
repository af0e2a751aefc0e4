import Synchronization
import TestSupport
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// A book cut short (to 0, half, 3 KB) while it is being read — the first-page window,
/// the whole-book load on every processor, a re-read after release — never kills the
/// reader (the file is read with pread, never through a mapping that can vanish), and
/// what is read is sane: paragraphs in order, inside the file as it was.
@Suite(.enabled(if: Corpus.available, "needs ../shared/corpus"))
struct ShrinkingFileTests {
    /// A private copy of a corpus book, so it can be cut.
    func copy(_ relative: String, to path: String) throws {
        let bytes = try SourceFile(path: try #require(Corpus.path(relative))).contents
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        try #require(written == bytes.count)
    }

    @Test(arguments: ["zh/xiyouji.utf8.txt", "zh/sanguo-yanyi.utf16le-bom.txt"])
    func cuttingTheFileDuringALoadNeverCrashes(file: String) throws {
        let path = "/tmp/termreader-shrink-\(getpid())-\(Int.random(in: 0..<1_000_000)).txt"
        defer { unlink(path) }
        for round in 0..<12 {
            try copy(file, to: path)
            let source = try BookSource.open(path: path)
            let size = source.file.size
            let cutTo = [0, size / 2, 3 * 1024][round % 3]
            let delay = UInt32(round / 3) * 4_000 // 0, 4, 8, 12 ms into the load
            let cut = Mutex(false)
            BackgroundThread.start {
                usleep(delay)
                _ = truncate(path, off_t(cutTo))
                cut.withLock { $0 = true }
            }
            let window = try? BookLoader.window(source, from: size / 3, maxBytes: 64 * 1024)
            let book = try? BookLoader.load(source)
            while !cut.withLock({ $0 }) { usleep(1000) }
            for loaded in [window, book ?? nil].compactMap({ $0 }) {
                let offsets = loaded.paragraphs.offsets
                #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "round \(round)")
                #expect(offsets.allSatisfy { $0 >= 0 && $0 < size }, "round \(round)")
            }
            // Reading again after the cut: what is gone reads as empty, the rest as it was.
            if let book = book ?? nil {
                book.releaseText(source: source, current: 0)
                for p in stride(from: book.paragraphs.count - 1, through: 0, by: -max(1, book.paragraphs.count / 50)) {
                    _ = book.paragraphs[p].text
                }
            }
            // A fresh open of the cut file reads what is left, or refuses an empty one.
            if cutTo > 0 {
                let again = try BookSource.open(path: path)
                #expect(again.file.size == cutTo)
                #expect(try BookLoader.load(again) != nil)
            } else {
                #expect(throws: ReaderError.emptyFile(path)) { try BookSource.open(path: path) }
            }
        }
    }

    @Test func linesAcrossChunkEdgesReadAsOneRead() throws {
        // CR LF split across two reads is one terminator; a line longer than a read grows it.
        var text: [UInt8] = []
        for i in 0..<40_000 { text += Array("line \(i)\r\n".utf8) }
        text += [UInt8](repeating: 0x61, count: 3 << 20) + Array("\r\nlast".utf8)
        let file = SourceFile(bytes: text, path: "mem")
        let decoder = TextDecoder(encoding: .utf8)
        var expected: [Int] = []
        text.withUnsafeBytes { all in
            decoder.forEachLine(in: all, range: 0..<all.count) { offset, _ in
                expected.append(offset); return true
            }
        }
        for expectedBytes in [1, 70_000, 1 << 20] {
            var got: [Int] = []
            ChunkedLines(file: file, decoder: decoder).forEach(in: 0..<file.size, expected: expectedBytes) { offset, _ in
                got.append(offset)
                return true
            }
            #expect(got == expected)
        }
    }
}
