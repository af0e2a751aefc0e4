import Testing

@testable import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// A table finds its keys by a dictionary: a megabyte of keys (100,000, a config file at its limit)
/// is read in a fraction of a second, where a search through the keys took minutes.
struct TOMLTableTests {
    /// CPU seconds this thread has used (other work on the machine does not count).
    static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    @Test func thirtyThousandKeysGoInQuickly() throws {
        var table = TOMLTable()
        let start = Self.cpuSeconds()
        for k in 0..<30_000 { try table.insert(.integer(k), at: ["key\(k)"], line: k + 1) }
        let seconds = Self.cpuSeconds() - start
        // Linear: a fraction of a second even in a debug build; a search per key took half a minute.
        #expect(seconds < 5, "\(seconds) s of CPU")
        #expect(table.entries.count == 30_000 && table["key29999"]?.value == .integer(29_999))
    }

    @Test func aKeyIsFoundOnceAndRefusedTwice() throws {
        var table = TOMLTable([.init(key: "a", value: .integer(1), line: 1), .init(key: "a", value: .integer(2), line: 2)])
        #expect(table["a"]?.value == .integer(1), "the first of two, as written")
        try table.insert(.string("x"), at: ["t", "b"], line: 3)
        #expect(table["t"]?.value == .table(TOMLTable([.init(key: "b", value: .string("x"), line: 3)])))
        #expect(throws: TOMLError(line: 4, message: "duplicate key 'b'")) { try table.insert(.integer(0), at: ["t", "b"], line: 4) }
    }
}
