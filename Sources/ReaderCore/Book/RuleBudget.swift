import Synchronization

/// The steps the user's chapter rules may spend on one book, bounded by the book's text so that a
/// rule costs at most a small multiple of what the built-in rules cost on it. Each search of a line
/// first runs under a free limit that grows with the line (`StepLimit.free`: half a step a byte,
/// shared by the rules), which real rules never reach. A search that needs more is run again under
/// each larger rung of `StepLimit.ladder`, each charged its whole limit before it runs. The book's
/// allowance is `base` plus `perByte` steps for every byte of text searched, up to `cap`: cheap
/// lines add what their bytes are worth, not a fixed amount each, so costly lines spread among
/// thousands of one-character lines are not paid for by them. A line over the last rung, or charges
/// past the allowance, stop the rules for good and keep the reason, so every command can say it in one line.
final class RuleBudget: Sendable {
    /// Steps every book may spend past the free limits, however short.
    static let base = 4_000_000
    /// Steps each byte of text searched adds to the allowance (about as long as the built-in rules take on it).
    static let perByte = 4
    /// Most steps the text adds, however long the book: some 10 to 40 seconds of the costliest searches.
    static let cap = 400_000_000

    private let base: Int
    /// Steps charged so far.
    private let spent = Atomic<Int>(0)
    /// Bytes of text searched so far (each line and its break).
    private let searched = Atomic<Int>(0)
    private let stopped = Atomic<Bool>(false)
    private let reason = Mutex<HeadingRuleError?>(nil)

    init(base: Int = RuleBudget.base) { self.base = base }

    /// Why the rules were stopped, once they were.
    var failure: HeadingRuleError? { stopped.load(ordering: .acquiring) ? reason.withLock { $0 } : nil }

    /// Whether one of `rules` matches somewhere in `line`, in order, searched within the budget;
    /// false once it is spent.
    func matches(_ rules: [UserRule], _ line: Substring) -> Bool {
        guard !stopped.load(ordering: .relaxed), !rules.isEmpty else { return false }
        let bytes = line.utf8.count + 1
        searched.wrappingAdd(bytes, ordering: .relaxed)
        let free = StepLimit.free(bytes: bytes, rules: rules.count)
        return rules.contains { matches($0, line, from: free) }
    }

    /// Whether `rule` matches in `line`: searched under the free rung `free`, then up the ladder.
    private func matches(_ rule: UserRule, _ line: Substring, from free: Int) -> Bool {
        var rung = free
        while !stopped.load(ordering: .relaxed) {
            switch rule.search(line, limit: StepLimit.ladder[rung]) {
            case .found: return true
            case .notFound: return false
            case .overLimit: break
            }
            rung += 1
            guard rung < StepLimit.ladder.count else {
                stop(rule, "more than \(StepLimit.large.steps) steps on one line")
                return false
            }
            guard charge(StepLimit.ladder[rung].steps) else {
                stop(rule, "more steps than a book allows (\(Self.perByte) a byte of text)")
                return false
            }
        }
        return false
    }

    /// Charges `steps`; false when the charges then pass the allowance.
    private func charge(_ steps: Int) -> Bool {
        let total = spent.wrappingAdd(steps, ordering: .relaxed).newValue
        let earned = min(Self.cap, searched.load(ordering: .relaxed) * Self.perByte)
        return total <= base + earned
    }

    /// Stops every rule, keeping the first reason given.
    func stop(_ rule: UserRule, _ why: String) {
        reason.withLock { $0 = $0 ?? HeadingRuleError(pattern: rule.pattern, reason: "too costly: " + why) }
        stopped.store(true, ordering: .releasing)
    }
}
