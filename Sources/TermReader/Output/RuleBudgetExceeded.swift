import ReaderCore

/// The user's chapter rules ran out of steps on a book: a command that prints the book fails
/// with this one line (exit 65) rather than print chapters found by half a rule.
struct RuleBudgetExceeded: Error, CustomStringConvertible {
    let file: String
    let failure: HeadingRuleError

    var description: String { "\(file): \(failure)" }

    /// Throws when `rules` ran out of steps on `file`.
    static func check(_ rules: HeadingRules, file: String) throws(RuleBudgetExceeded) {
        if let failure = rules.budgetFailure { throw RuleBudgetExceeded(file: file, failure: failure) }
    }
}
