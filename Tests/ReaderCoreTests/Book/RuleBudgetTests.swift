import Testing

@testable import ReaderCore

/// The steps the user's rules may spend on a book: per line and in all.
@Suite struct RuleBudgetTests {
    /// A rule under the small limit on every line costs nothing against the book: it never stops.
    @Test func aCheapRuleIsNeverStopped() throws {
        let budget = RuleBudget(base: 0)
        let rule = try UserRule(#"^Chapter \d+"#)
        for n in 0..<50_000 { _ = budget.matches(rule, "Chapter \(n) of a long book"[...]) }
        #expect(budget.failure == nil)
        #expect(budget.matches(rule, "Chapter 9"))
    }

    /// One line over the large limit stops the rules at once, and they match nothing after.
    @Test func aLineOverItsLimitStopsTheRules() throws {
        let budget = RuleBudget()
        let rule = try UserRule("(a+)+$|^Chapter")
        #expect(budget.matches(rule, "Chapter 1"))
        #expect(!budget.matches(rule, (String(repeating: "a", count: 40) + "b")[...]))
        let failure = try #require(budget.failure)
        #expect(failure.pattern == "(a+)+$|^Chapter")
        #expect(failure.description.contains("more than 1000000 steps on one line"))
        #expect(!budget.matches(rule, "Chapter 2"), "stopped for good")
    }

    /// Lines each under the large limit but over the small one use up the book's allowance.
    @Test func expensiveLinesUseUpTheBook() throws {
        let budget = RuleBudget(base: 3_000_000)
        let rule = try UserRule("(.*a){12}")
        let line = String(repeating: "a", count: 11) + " but then no more"
        #expect(rule.search(line[...], limit: .small) == .overLimit, "costlier than the small limit")
        #expect(rule.search(line[...], limit: .large) != .overLimit, "within the large one")
        var searched = 0
        while budget.failure == nil, searched < 100 {
            _ = budget.matches(rule, line[...])
            searched += 1
        }
        #expect(searched == 4, "three lines' worth of allowance, stopped on the fourth")
        #expect(budget.failure?.description.contains("more steps than a book allows") == true)
    }
}
