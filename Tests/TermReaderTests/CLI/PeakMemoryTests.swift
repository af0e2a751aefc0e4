import Foundation
import TestSupport
import Testing

/// A plain-text book costs memory in proportion to its bytes whatever its shape: `termreader info` of a
/// book of hundreds of thousands of one-character blocks (lines, lines between blank lines, list items,
/// CJK) runs in no more than `bytesPerByte` bytes of address space per byte of the file above what a
/// one-line book needs and the stacks of the worker threads a long book starts (`ulimit -v`: the
/// kernel refuses the allocation past it, and the run fails).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary), "needs the built termreader"))
struct PeakMemoryTests {
    /// Memory a byte of the file may cost.
    static let bytesPerByte = 15
    static let lines = 300_000

    /// The address space, in KiB, the stacks of the threads a long book is read and laid out on take
    /// beside the calling one (one for each other processor), which a one-line book never starts:
    /// glibc gives a thread a stack of the soft stack limit (8 MiB when there is none), and whether the
    /// ceiling leaves room to start one decides where a run ends up needing the most.
    static var workerStacksKiB: Int {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit)
        let stack = limit.rlim_cur == rlim_t.max ? 8 << 20 : Int(limit.rlim_cur)
        return (max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) - 1) * stack / 1024
    }

    /// The least address space, in KiB (to `step`), under which `termreader info path` ends well.
    static func leastCeiling(info path: String, step: Int = 1024) throws -> Int {
        var (low, high) = (8 << 10, 1 << 20) // fails, succeeds
        while high - low > step {
            let middle = (low + high) / 2
            if try MemoryCeilingTests.runCapped(["info", path], ceilingKiB: middle).status == 0 { high = middle } else { low = middle }
        }
        return high
    }

    @Test(arguments: ["x\n", "x\n\n", "- x\n", "中\n"])
    func manyTinyBlocksCostLittleEach(line: String) throws {
        let one = try TempBook.write(line)
        let many = try TempBook.write(String(repeating: line, count: Self.lines))
        defer {
            TempBook.remove(one)
            TempBook.remove(many)
        }
        let allowedKiB =
            try Self.leastCeiling(info: one) + Self.workerStacksKiB + 1024 + Self.bytesPerByte * Self.lines * line.utf8.count / 1024
        let run = try MemoryCeilingTests.runCapped(["info", many], ceilingKiB: allowedKiB)
        #expect(run.status == 0, "\(line.debugDescription) × \(Self.lines) under \(allowedKiB) KiB: exit \(run.status)")
    }
}
