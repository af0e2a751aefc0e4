import CPCRE2

/// One chapter rule of the user's: a regular expression compiled by PCRE2 (Perl syntax, UTF-8,
/// Unicode classes), searched for in a line under step limits, so that a rule that backtracks
/// without end (`(.*a){20}`) costs a bounded time per line instead of hanging the reader.
public final class UserRule: @unchecked Sendable {
    /// The rule as written.
    public let pattern: String
    /// The compiled program: only read by searches, so threads share it (`@unchecked Sendable`).
    private let code: OpaquePointer

    /// Longest rule compiled, in bytes: a heading rule is a line's worth of pattern, and PCRE2 takes
    /// seconds to compile megabytes of one.
    public static let maximumBytes = 4096

    /// Compiles `pattern`; throws naming the pattern and PCRE2's reason when it is not valid.
    public init(_ pattern: String) throws(HeadingRuleError) {
        guard pattern.utf8.count <= Self.maximumBytes else {
            throw HeadingRuleError(pattern: String(pattern.prefix(40)) + "…", reason: "longer than \(Self.maximumBytes) bytes")
        }
        var error: Int32 = 0, offset = 0
        // The length is given: a NUL inside the pattern is a character like any other.
        let compiled = pattern.withCString { tr_pcre2_compile($0, pattern.utf8.count, &error, &offset) }
        guard let compiled else {
            var message = [CChar](repeating: 0, count: 256)
            tr_pcre2_error_message(error, &message, message.count)
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw HeadingRuleError(pattern: pattern, reason: "\(reason) at offset \(offset)")
        }
        self.pattern = pattern
        code = compiled
    }

    deinit { tr_pcre2_code_free(code) }

    /// What a search found: the rule matched, did not, or ran out of its steps first.
    enum Outcome: Equatable {
        case found, notFound, overLimit
    }

    /// Searches anywhere in `line` with at most `limit`'s steps (and its depth and heap).
    func search(_ line: Substring, limit: StepLimit) -> Outcome {
        var line = line
        return line.withUTF8 { bytes in
            let data = tr_pcre2_match_data(code)
            defer { tr_pcre2_match_data_free(data) }
            let result = bytes.withMemoryRebound(to: CChar.self) {
                tr_pcre2_search(code, $0.baseAddress, $0.count, limit.context, data)
            }
            if result >= 0 { return .found }
            return result == PCRE2_ERROR_NOMATCH ? .notFound : .overLimit
        }
    }
}

/// A match context with PCRE2's match, depth and heap limits set: the most one search may cost.
/// Made once per size and only read by searches, so threads share it.
final class StepLimit: @unchecked Sendable {
    /// The steps (PCRE2's match limit) a search may take.
    let steps: Int
    fileprivate let context: OpaquePointer?

    init(steps: Int, heapKiB: Int) {
        self.steps = steps
        context = tr_pcre2_limits(UInt32(steps), UInt32(heapKiB))
    }

    deinit { tr_pcre2_context_free(context) }

    /// The limits a search climbs: free rungs of 4, 16 and 64 steps (one of them by the line's
    /// length), then rungs eight times larger, each charged to the book, up to `large`, the most a
    /// line may cost. A search run again from the start under each costs at most 8/7 of the last.
    static let ladder: [StepLimit] =
        [4, 16, 64, 512, 4_096, 32_768, 262_144].map { StepLimit(steps: $0, heapKiB: 1_024) } + [large]
    static let large = StepLimit(steps: 1_000_000, heapKiB: 8_192)

    /// The rung a line of `bytes` (its break counted) starts on when `rules` rules share it: the
    /// largest free rung within half a step a byte for each rule, at least the first.
    static func free(bytes: Int, rules: Int) -> Int {
        let share = bytes / (2 * max(1, rules))
        return share >= 64 ? 2 : share >= 16 ? 1 : 0
    }
}
