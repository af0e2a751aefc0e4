import FoundationEssentials
import TestSupport
import Testing

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Files whose dates do not fit in nanoseconds since 1970 (after 2262-04-11 or before 1677, as
/// broken archives and FAT disks write them) open like any other: the time saturates.
struct RegularFileTests {
    /// A new file dated `seconds` after 1970, removed by the caller.
    func file(datedAt seconds: Int) throws -> String {
        let path = try TempBook.write("A book from another time.\n")
        var times = [timespec(tv_sec: seconds, tv_nsec: 5), timespec(tv_sec: seconds, tv_nsec: 5)]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        return path
    }

    @Test(arguments: [
        (10_413_792_000, Int.max), // 2300-01-01
        (Int(Int32.max) * 8, Int.max),
        (1_700_000_000, 1_700_000_000_000_000_005),
    ])
    func aFileOfAnyDateOpensWithItsTimeSaturated(seconds: Int, nanoseconds: Int) throws {
        let path = try file(datedAt: seconds)
        defer { TempBook.remove(path) }
        guard case .success(let opened) = RegularFile.open(path) else {
            Issue.record("not opened")
            return
        }
        close(opened.fd)
        #expect(opened.modified == nanoseconds)
        #expect(try SourceFile(path: path).modified == nanoseconds)
    }

    /// Before 1677 (which file systems here clamp away, so tested on the value itself).
    @Test func timesBefore1677SaturateDownwards() {
        #expect(RegularFile.nanoseconds(timespec(tv_sec: -10_413_792_000, tv_nsec: 0)) == Int.min)
        #expect(RegularFile.nanoseconds(timespec(tv_sec: -1, tv_nsec: 999_999_999)) == -1)
        #expect(RegularFile.nanoseconds(timespec(tv_sec: Int.max / 1_000_000_000, tv_nsec: 999_999_999)) == Int.max)
    }

    @Test func aBookDatedAfter2262Loads() throws {
        let path = try file(datedAt: 10_413_792_000)
        defer { TempBook.remove(path) }
        #expect(try BookLoader.load(path: path).paragraphs.count == 1)
    }
}

/// The "regular" files of kernel pseudo-file systems (size 0, reads that may block for ever, as
/// `/proc/kmsg` does) are refused as not regular, never read.
struct KernelPseudoFileTests {
    @Test(arguments: ["/proc/self/status", "/proc/version", "/sys/kernel/notes"])
    func aProcOrSysFileIsRefused(path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        guard case .failure(let failure) = RegularFile.open(path) else {
            Issue.record("\(path) opened")
            return
        }
        #expect(failure == .notRegular(kind: "a kernel pseudo-file"))
    }

    @Test func anOrdinaryFileIsNot() throws {
        let path = try TempBook.write("text\n")
        defer { TempBook.remove(path) }
        guard case .success(let opened) = RegularFile.open(path) else {
            Issue.record("refused")
            return
        }
        close(opened.fd)
    }
}
