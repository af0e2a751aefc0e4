import Synchronization

/// The steps the user's chapter rules may spend on one book: each line is first searched
/// under a small limit (`StepLimit.small`); a line that needs more is searched again under the
/// large one and charged it. A line over the large limit, or a book whose charges outrun its
/// allowance (a base plus `perLine` steps for every line searched), stops the rules for good
/// and keeps the reason, so every command can say it in one line.
final class RuleBudget: Sendable {
    /// Steps every book may spend on lines that need more than the small limit, before the allowance per line.
    static let base = 20_000_000
    /// Steps each line searched adds to the allowance: a rule costlier than this on the average line is stopped.
    static let perLine = 10_000

    private let balance: Atomic<Int>
    private let stopped = Atomic<Bool>(false)
    private let reason = Mutex<HeadingRuleError?>(nil)

    init(base: Int = RuleBudget.base) { balance = Atomic(base) }

    /// Why the rules were stopped, once they were.
    var failure: HeadingRuleError? { stopped.load(ordering: .acquiring) ? reason.withLock { $0 } : nil }

    /// Whether `rule` matches somewhere in `line`, searched within the budget; false once it is spent.
    func matches(_ rule: UserRule, _ line: Substring) -> Bool {
        guard !stopped.load(ordering: .relaxed) else { return false }
        let first = rule.search(line, limit: .small)
        guard first == .overLimit else {
            balance.wrappingAdd(Self.perLine - StepLimit.small.steps, ordering: .relaxed)
            return first == .found
        }
        let second = rule.search(line, limit: .large)
        if second == .overLimit {
            stop(rule, "more than \(StepLimit.large.steps) steps on one line")
            return false
        }
        if balance.wrappingAdd(Self.perLine - StepLimit.large.steps, ordering: .relaxed).newValue < 0 {
            stop(rule, "more steps than a book allows (\(Self.perLine) a line on average)")
            return false
        }
        return second == .found
    }

    /// Stops every rule, keeping the first reason given.
    private func stop(_ rule: UserRule, _ why: String) {
        reason.withLock { $0 = $0 ?? HeadingRuleError(pattern: rule.pattern, reason: "too costly: " + why) }
        stopped.store(true, ordering: .releasing)
    }
}
