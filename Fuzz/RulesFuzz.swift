import ReaderCore

// libFuzzer target `rules` (scripts/fuzz.sh rules SECONDS): a user's chapter rule (`--chapters`,
// `[chapters] rules`) compiled, then applied to every line of a text as a book is loaded.
//
// The input's first line is the pattern, the rest the book's text (pieces may be repeated:
// Fuzz/Support/Repeats.swift). Only the public API is
// used (compile the rules, load a book under them), so the target follows the rules'
// engine when it changes.
//
// Checked besides "no crash": compiling and loading each return within `budgetSeconds`
// (a rule that backtracks catastrophically must hit the engine's match budget, not hang the
// reader), and the heap stays under the memory ceiling.
#if canImport(Glibc)
import Glibc
#endif

/// Longest a compile or a load may take, in CPU seconds (`FUZZ_RULES_BUDGET` to change it): far
/// above what a budgeted rule costs on a few kilobytes, even under AddressSanitizer.
let budgetSeconds = getenv("FUZZ_RULES_BUDGET").flatMap { Double(String(cString: $0)) } ?? 2

/// Seconds a load may take besides `budgetSeconds` per megabyte of text: reading a book under
/// AddressSanitizer on a loaded machine runs at about 1 MB/s, a rule without a budget at none.
let secondsPerMegabyte = 5.0

let ceiling = MemoryCeiling(perByte: 256)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRules(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Repeats.expand(UnsafeBufferPointer(start: data, count: count))
    let newline = bytes.firstIndex(of: 10) ?? bytes.count
    let pattern = String(decoding: bytes[..<newline], as: UTF8.self)
    let text = Array(bytes[min(bytes.count, newline + 1)...])
    ceiling.enforce(inputBytes: bytes.count) {
        let rules = timed("compiling /\(pattern)/", within: budgetSeconds) { try? HeadingRules(patterns: [pattern], builtIn: false) }
        guard let rules else { return }
        let file = SourceFile(bytes: text, path: "fuzz.txt")
        guard let source = try? BookSource(file: file, known: (Detection(encoding: .utf8, bomLength: 0), .paragraphPerLine)) else { return }
        let seconds = budgetSeconds + Double(text.count) / 1_000_000 * secondsPerMegabyte
        _ = timed("loading \(text.count) bytes under /\(pattern)/", within: seconds) { try? BookLoader.load(source, rules: rules) }
    }
    return 0
}

/// `body`'s result, failing the run when it took longer than `seconds`.
func timed<T>(_ what: String, within seconds: Double, _ body: () -> T) -> T {
    let start = cpuSeconds()
    let result = body()
    let elapsed = cpuSeconds() - start
    check(elapsed <= seconds, "\(what) took \(elapsed) s (budget \(seconds) s)")
    return result
}

/// CPU seconds this process has used: a runaway rule still spends them, other load on the machine does not.
func cpuSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
