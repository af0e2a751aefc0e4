import Testing

@testable import ReaderCore

/// A user's chapter rule as PCRE2 compiles and searches it: the syntax, Unicode classes, and
/// searches that stop at their step limit instead of backtracking without end.
@Suite struct UserRuleTests {
    @Test func findsTheRuleAnywhereInTheLine() throws {
        let rule = try UserRule(#"Episode \d+"#)
        #expect(rule.search("Episode 12", limit: StepLimit.ladder[0]) == .found)
        #expect(rule.search("The Episode 3 of it", limit: StepLimit.ladder[0]) == .found)
        #expect(rule.search("Episodes", limit: StepLimit.ladder[0]) == .notFound)
        #expect(try UserRule(#"^Episode \d+$"#).search("The Episode 3", limit: StepLimit.ladder[0]) == .notFound)
    }

    /// UTF mode with Unicode classes: `\d` takes other scripts' digits and `.` a whole CJK character, as Swift's Regex did.
    @Test func readsUnicode() throws {
        #expect(try UserRule(#"^第.{1,3}回$"#).search("第十二回", limit: StepLimit.ladder[0]) == .found)
        #expect(try UserRule(#"^Part \d$"#).search("Part ٣", limit: StepLimit.ladder[0]) == .found)
        #expect(try UserRule(#"^\w+$"#).search("章回", limit: StepLimit.ladder[0]) == .found)
    }

    /// `(a+)+$` on a run of `a` ending in `b` backtracks 2ⁿ ways: the search gives up at its limit.
    @Test func aCatastrophicRuleStopsAtItsLimit() throws {
        let rule = try UserRule("(a+)+$")
        let line = String(repeating: "a", count: 40) + "b"
        #expect(rule.search(line[...], limit: StepLimit.ladder[0]) == .overLimit)
        #expect(rule.search(line[...], limit: StepLimit.large) == .overLimit)
    }

    @Test func aBadPatternIsNamedWithPCRE2sReason() {
        #expect(throws: HeadingRuleError(pattern: "(a", reason: "missing closing parenthesis at offset 2")) {
            try UserRule("(a")
        }
        // A control character in the pattern is not printed as one.
        do {
            _ = try UserRule("\u{1B}]0;x\u{07}(")
            Issue.record("compiled")
        } catch {
            #expect(!error.description.contains("\u{1B}") && !error.description.contains("\u{07}"))
        }
    }

    /// A pattern of megabytes would take seconds to compile (found by the `rules` fuzz target):
    /// one longer than `maximumBytes` is refused; one of that length compiles.
    @Test func aPatternLongerThanItsMaximumIsRefused() throws {
        let longest = String(repeating: "a", count: UserRule.maximumBytes)
        #expect(try UserRule(longest).search(longest[...], limit: StepLimit.ladder[0]) == .found)
        #expect(throws: HeadingRuleError.self) { try UserRule(longest + "a") }
    }
}
