import Testing

@testable import ReaderCore

/// The steps the user's rules may spend on a book: per line, and in all by the bytes of its text.
@Suite struct RuleBudgetTests {
    /// A rule that finishes under the free limit of every line costs nothing against the book: it never stops.
    @Test func aCheapRuleIsNeverStopped() throws {
        let budget = RuleBudget(base: 0)
        let rules = [try UserRule(#"^Chapter \d+"#), try UserRule(#"^第.+章"#)]
        for n in 0..<50_000 { _ = budget.matches(rules, n % 2 == 0 ? "Chapter \(n) of a long book"[...] : "b") }
        for n in 0..<5_000 { _ = budget.matches(rules, "第\(n)章 这是一个很长的中文句子，里面没有任何标题的字样，只是普通的文字而已。"[...]) }
        #expect(budget.failure == nil)
        #expect(budget.matches(rules, "Chapter 9"))
        #expect(budget.matches(rules, "第九章"))
    }

    /// One line over the last rung stops the rules at once, and they match nothing after.
    @Test func aLineOverItsLimitStopsTheRules() throws {
        let budget = RuleBudget()
        let rules = [try UserRule("(a+)+$|^Chapter")]
        #expect(budget.matches(rules, "Chapter 1"))
        #expect(!budget.matches(rules, (String(repeating: "a", count: 40) + "b")[...]))
        let failure = try #require(budget.failure)
        #expect(failure.pattern == "(a+)+$|^Chapter")
        #expect(failure.description.contains("more than 1000000 steps on one line"))
        #expect(!budget.matches(rules, "Chapter 2"), "stopped for good")
    }

    /// A line needing more than its free limit climbs the ladder, each rung charged: a few lines
    /// like it use up a small book.
    @Test func expensiveLinesUseUpTheBook() throws {
        let budget = RuleBudget(base: 1_000_000)
        let rules = [try UserRule("(.*a){12}")]
        let line = String(repeating: "a", count: 11) + " but then no more"
        #expect(rules[0].search(line[...], limit: StepLimit.ladder[2]) == .overLimit, "costlier than any free rung")
        #expect(rules[0].search(line[...], limit: StepLimit.large) != .overLimit, "within the last rung")
        var searched = 0
        while budget.failure == nil, searched < 1_000 {
            _ = budget.matches(rules, line[...])
            searched += 1
        }
        #expect(budget.failure?.description.contains("more steps than a book allows (4 a byte of text)") == true)
        #expect((2...300).contains(searched), "\(searched) lines")
    }

    /// The audit's book: a costly line after every 200 one-character lines. Those lines add what
    /// their bytes are worth, not a fixed allowance each, so the costly lines are stopped after a few,
    /// long before the text is done (each line needs some 260,000 steps: tens of milliseconds).
    @Test func costlyLinesSpreadOutAreStoppedAllTheSame() throws {
        let budget = RuleBudget()
        let rules = [try UserRule("(.*a){20}")]
        let costly = String(repeating: "a", count: 18) + String(repeating: "x", count: 40)
        var costlySearched = 0
        for _ in 0..<200 where budget.failure == nil {
            for _ in 0..<200 { _ = budget.matches(rules, "b") }
            _ = budget.matches(rules, "Some ordinry prose.")
            _ = budget.matches(rules, costly[...])
            costlySearched += 1
        }
        #expect(budget.failure?.description.contains("more steps than a book allows") == true)
        #expect(costlySearched <= 16, "\(costlySearched) costly lines searched")
    }

    /// Rules that share a line share its free steps: the free rung is chosen by the bytes each gets.
    @Test func theFreeRungGrowsWithTheLineAndShrinksWithTheRules() {
        #expect(StepLimit.free(bytes: 2, rules: 1) == 0)
        #expect(StepLimit.free(bytes: 40, rules: 1) == 1)
        #expect(StepLimit.free(bytes: 200, rules: 1) == 2)
        #expect(StepLimit.free(bytes: 200, rules: 4) == 1)
        #expect(StepLimit.free(bytes: 241, rules: 32) == 0)
        #expect(StepLimit.ladder.map(\.steps).prefix(3) == [4, 16, 64])
        #expect(StepLimit.ladder.last === StepLimit.large)
    }
}
