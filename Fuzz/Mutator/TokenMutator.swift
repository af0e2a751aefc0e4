// libFuzzer's custom mutator for the targets whose inputs may repeat a piece (Fuzz/Support/
// Repeats.swift): epub, toml and rules. libFuzzer's own mutations change a few bytes at a time;
// the bombs these parsers must survive are one small piece written thousands of times
// (`<div></x>` × 30,000, a key of 10,000 parts) or one number at the edge of its type in the
// right attribute. Here, one mutation in three writes such a thing at once.
#if canImport(Glibc)
import Glibc
#endif

@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// Five mutations in eight are libFuzzer's own; two write a program of dictionary tokens
/// (`TokenProgram`), one puts a number at the edge of its type in place of one in the input.
@_cdecl("LLVMFuzzerCustomMutator")
public func tokenMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    var random = SeededRandom(seed)
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let mutated: [UInt8]?
    switch random.below(8) {
    case 5, 6: mutated = TokenProgram.insert(into: input, tokens: FuzzDictionary.tokens, random: &random)
    case 7: mutated = TokenProgram.edgeNumber(in: input, random: &random)
    default: mutated = nil
    }
    guard let mutated, mutated.count <= maxSize else { return libFuzzerMutate(data, size, maxSize) }
    mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
    return mutated.count
}

/// A small generator seeded by libFuzzer (so a mutation can be replayed).
struct SeededRandom {
    var state: UInt64

    init(_ seed: UInt32) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// A number in 0..<bound (bound > 0).
    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// Writing pieces made of dictionary tokens, and numbers at their edges.
enum TokenProgram {
    /// Numbers at the edges of Int, Int32 and UInt64, and past them.
    static let edges = [
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "2147483647",
        "2147483648", "-2147483649", "4294967296", "18446744073709551615", "99999999999999999999", "-1", "0",
    ].map { Array($0.utf8) }

    /// `input` with one to three random tokens inserted after a random `>` or line end (where
    /// markup and config lines start), or anywhere: written once, or as a repeat of 2 to 65,535
    /// (as many at each power of two) when the piece fits a repeat's 255 bytes.
    static func insert(into input: [UInt8], tokens: [[UInt8]], random: inout SeededRandom) -> [UInt8]? {
        guard !tokens.isEmpty else { return nil }
        var piece: [UInt8] = []
        for _ in 0...random.below(3) { piece += tokens[random.below(tokens.count)] }
        var written = piece
        if random.below(2) == 1, piece.count <= 255 {
            let bits = 1 + random.below(16)
            let count = min(65_535, max(2, (1 << (bits - 1)) + random.below(1 << (bits - 1))))
            written = [0xFF, UInt8(count >> 8), UInt8(count & 0xFF), UInt8(piece.count)] + piece
        }
        let boundaries = input.indices.filter { input[$0] == UInt8(ascii: ">") || input[$0] == 10 }.map { $0 + 1 }
        let at = boundaries.isEmpty || random.below(4) == 0 ? random.below(input.count + 1) : boundaries[random.below(boundaries.count)]
        return Array(input[..<at]) + written + Array(input[at...])
    }

    /// `input` with one of its runs of digits (a sign before it included) replaced by an edge.
    static func edgeNumber(in input: [UInt8], random: inout SeededRandom) -> [UInt8]? {
        var runs: [Range<Int>] = []
        var i = 0
        while i < input.count {
            guard (48...57).contains(input[i]) else {
                i += 1
                continue
            }
            let start = i > 0 && input[i - 1] == UInt8(ascii: "-") ? i - 1 : i
            while i < input.count, (48...57).contains(input[i]) { i += 1 }
            runs.append(start..<i)
        }
        guard !runs.isEmpty else { return nil }
        var output = input
        output.replaceSubrange(runs[random.below(runs.count)], with: edges[random.below(edges.count)])
        return output
    }
}

/// The tokens of the dictionary libFuzzer was given (`-dict=PATH` on the command line), in
/// libFuzzer's format: one `"…"` (optionally `name="…"`) a line, `\\`, `\"` and `\xNN` escapes.
enum FuzzDictionary {
    static let tokens: [[UInt8]] = {
        guard let argument = CommandLine.arguments.first(where: { $0.hasPrefix("-dict=") }),
            let file = fopen(String(argument.dropFirst("-dict=".count)), "r")
        else { return [] }
        defer { fclose(file) }
        var tokens: [[UInt8]] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        while getline(&line, &capacity, file) > 0, let line {
            if let token = parse(Array(String(cString: line).utf8)) { tokens.append(token) }
        }
        free(line)
        return tokens
    }()

    /// The token of one dictionary line, nil for a comment or a blank line.
    static func parse(_ line: [UInt8]) -> [UInt8]? {
        guard let open = line.firstIndex(of: UInt8(ascii: "\"")), line.first != UInt8(ascii: "#"),
            let close = line.lastIndex(of: UInt8(ascii: "\"")), close > open
        else { return nil }
        var token: [UInt8] = []
        var i = open + 1
        while i < close {
            if line[i] == UInt8(ascii: "\\"), i + 1 < close {
                if line[i + 1] == UInt8(ascii: "x"), i + 3 < close, let byte = UInt8(String(decoding: line[(i + 2)...(i + 3)], as: UTF8.self), radix: 16) {
                    token.append(byte)
                    i += 4
                } else {
                    token.append(line[i + 1])
                    i += 2
                }
            } else {
                token.append(line[i])
                i += 1
            }
        }
        return token.isEmpty ? nil : token
    }
}
