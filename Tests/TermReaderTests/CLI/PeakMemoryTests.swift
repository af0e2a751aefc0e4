import Foundation
import TestSupport
import Testing

/// A plain-text book costs memory in proportion to its bytes whatever its shape: `termreader info` of a
/// book of hundreds of thousands of one-character blocks (lines, lines between blank lines, list items,
/// CJK) runs in no more than `bytesPerByte` bytes of address space per byte of the file above what a
/// one-line book needs (`ulimit -v`: the kernel refuses the allocation past it, and the run fails).
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary), "needs the built termreader"))
struct PeakMemoryTests {
    /// Memory a byte of the file may cost.
    static let bytesPerByte = 15
    static let lines = 300_000

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
        let allowedKiB = try Self.leastCeiling(info: one) + 1024 + Self.bytesPerByte * Self.lines * line.utf8.count / 1024
        let run = try MemoryCeilingTests.runCapped(["info", many], ceilingKiB: allowedKiB)
        #expect(run.status == 0, "\(line.debugDescription) × \(Self.lines) under \(allowedKiB) KiB: exit \(run.status)")
    }
}
