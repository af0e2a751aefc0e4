import TestSupport
import Testing

@testable import ReaderCore

/// User heading rules: regular expressions added to or replacing the built-in ones, or no headings at all.
@Suite struct HeadingRulesTests {
    static let prose =
        "The rain had not stopped for three days, and the river was already over the road by the mill,\n"
        + "so the whole village came up the hill to the church with whatever they could carry on their backs.\n"

    /// A hard-wrapped serial: `Episode N` lines straight after prose (no blank line), and one `Chapter` heading.
    static let serial = "Chapter 1\n\n" + prose + "Episode 1\n" + prose + prose + "\n" + prose + "Episode 2\n" + prose + "\n" + prose

    @Test func addedRulesFindHeadingsBesideTheBuiltInOnes() throws {
        let rules = try HeadingRules(patterns: [#"^Episode \d+$"#], builtIn: true)
        let book = try TempBook.loadWith(Self.serial, rules: rules)
        #expect(book.chapters.map(\.title) == ["Chapter 1", "Episode 1", "Episode 2"])
        // The matched line stands alone as the chapter's heading block, not joined to the prose above it.
        for chapter in book.chapters {
            #expect(chapter.heading == chapter.paragraphs.lowerBound)
            #expect(book.paragraphs[chapter.paragraphs.lowerBound].text == chapter.title)
        }
    }

    @Test func replacingRulesFindOnlyTheirOwnHeadings() throws {
        let book = try TempBook.loadWith(Self.serial, rules: try HeadingRules(patterns: [#"^Episode \d+"#], builtIn: false))
        #expect(book.chapters.map(\.title) == ["Front matter", "Episode 1", "Episode 2"])
    }

    @Test func noneLeavesOnlySections() throws {
        let book = try TempBook.loadWith(Self.serial, rules: .none)
        #expect(book.chapters.count == 1)
        #expect(book.chapters[0].heading == nil)
        #expect(
            book.paragraphs.contains { $0.text.hasSuffix("on their backs. Episode 1") }, "a line no rule names is joined into the prose")
    }

    @Test func builtInRulesAreTheDefault() throws {
        #expect(try TempBook.loadWith(Self.serial, rules: .auto).chapters.map(\.title) == ["Chapter 1"])
        #expect(HeadingRules.auto.key == "auto" && HeadingRules.none.key == "none")
        #expect(try HeadingRules(patterns: ["^A", "^B"], builtIn: true).key == "auto+/^A/ /^B/")
    }

    @Test func aBadExpressionIsNamed() {
        #expect(throws: HeadingRuleError.self) { try HeadingRules(patterns: ["^Episode (", "ok"], builtIn: true) }
        do {
            _ = try HeadingRules.compile("a(")
        } catch {
            #expect(error.description.hasPrefix("bad chapter rule /a(/: "))
            #expect(!error.description.contains("\n"))
        }
    }

    /// Chapters cached under one set of rules are not reused under another.
    @Test func theCacheKeepsTheRulesItWasMadeUnder() throws {
        let path = try TempBook.write(Self.serial)
        defer { TempBook.remove(path) }
        let source = try BookSource.open(path: path)
        let auto = try #require(try BookLoader.load(source))
        let cache = IndexCacheEntry(book: auto, source: source, fingerprint: "f", modified: 0)
        let paragraphs = Array(auto.paragraphs)
        #expect(cache.chapters(for: paragraphs, rules: .auto) == auto.chapters)
        let episodes = try HeadingRules(patterns: [#"^Episode \d+"#], builtIn: true)
        #expect(cache.chapters(for: paragraphs, rules: episodes) == nil)
        let reloaded = try #require(try BookLoader.load(source, cache: cache, rules: episodes))
        #expect(reloaded.chapters.map(\.title) == ["Chapter 1", "Episode 1", "Episode 2"])
    }
}

/// A rule that would backtrack for ever is stopped by its budget: the book loads, the reason is kept.
@Suite struct HeadingRulesBudgetTests {
    @Test(.timeLimit(.minutes(1))) func aCatastrophicRuleEndsAndSaysWhy() throws {
        // Nineteen a's: one short of a match, reached in some 2¹⁹ ways.
        let line = "a banana and a panama hat, a cabana, a bandana, a long road home\n"
        let text = "Chapter 1\n\n" + String(repeating: line, count: 2_000)
        let rules = try HeadingRules(patterns: ["(.*a){20}"], builtIn: true)
        let book = try TempBook.loadWith(text, rules: rules)
        #expect(book.chapters.map(\.title) == ["Chapter 1"])
        #expect(rules.budgetFailure?.pattern == "(.*a){20}")
        // Each book gets a budget of its own.
        #expect(rules.forNewBook().budgetFailure == nil)
    }

    /// The audit's book, generated: a costly line after every 200 one-character lines. The rule
    /// is stopped after a few of them, with the reason, instead of running for minutes.
    @Test(.timeLimit(.minutes(1))) func costlyLinesSpreadAmongCheapOnesAreStopped() throws {
        let block =
            String(repeating: "b\n", count: 200) + "Some ordinry prose.\n" + String(repeating: "a", count: 18)
            + String(repeating: "x", count: 40) + "\n\n"
        let rules = try HeadingRules(patterns: ["(.*a){20}"], builtIn: false)
        _ = try TempBook.loadWith(String(repeating: block, count: 1_000), rules: rules)
        #expect(rules.budgetFailure?.description.contains("too costly: more steps than a book allows") == true)
    }

    /// A rule matching every line of 40,000 two-byte lines would note 40,000 headings: the rules
    /// stop once the headings pass a thousand and one per 16 bytes, saying why, and what they found stays.
    @Test func aRuleMatchingEveryLineIsStoppedWhenHeadingsCrowd() throws {
        let text = String(repeating: "x\n", count: 40_000)
        let rules = try HeadingRules(patterns: ["^x$"], builtIn: false)
        var assembler = ParagraphAssembler(style: .paragraphPerLine, rules: rules)
        for (k, line) in text.split(separator: "\n").enumerated() { assembler.add(offset: 2 * k, line: String(line)) }
        assembler.finish()
        // The k-th line starts at byte 2k: noted while k < 1,000 + 2k / 16.
        #expect(assembler.headings.count == 1_142)
        #expect(
            rules.budgetFailure?.description
                == "bad chapter rule /^x$/: too costly: it matches more than one line in every 16 bytes of text")
        _ = try TempBook.loadWith(text, rules: rules.forNewBook())
    }

    /// A heading line's built-in heading is parsed once and kept for its block: a line that only a user
    /// rule makes a heading, after a built-in one, is the rule's heading, titled by its own line.
    @Test func eachHeadingLineKeepsItsOwnHeading() throws {
        let rules = try HeadingRules(patterns: ["^Lesson"], builtIn: true)
        var assembler = ParagraphAssembler(style: .paragraphPerLine, rules: rules)
        for (k, line) in ["CHAPTER IV. The Pool", "Some prose.", "Lesson two", "More prose.", "Chapter 5"].enumerated() {
            assembler.add(offset: 30 * k, line: line)
        }
        assembler.finish()
        #expect(assembler.headings.map(\.index) == [0, 2, 4])
        #expect(assembler.headings.map(\.heading.kind) == ["chapter", "rule", "chapter"])
        #expect(assembler.headings.map(\.heading.title) == ["Chapter IV. The Pool", "Lesson two", "Chapter 5"])
    }

    /// The built-in rules are held to the same bound: 20,000 lines of `Chapter 1` note some 13,000 headings.
    @Test func builtInHeadingsOnEveryLineAreBounded() throws {
        let text = String(repeating: "Chapter 1\n", count: 20_000)
        let book = try TempBook.load(text)
        var assembler = ParagraphAssembler(style: .paragraphPerLine, rules: .auto)
        for k in 0..<20_000 { assembler.add(offset: 10 * k, line: "Chapter 1") }
        assembler.finish()
        #expect(assembler.headings.count == HeadingOutline.maxHeadings(bytes: 10 * 19_999))
        #expect(book.chapters.count <= 2)
    }

    /// Ordinary rules cost a step or two a line, inside every line's free steps: on megabytes of
    /// prose, short lines and CJK they are never stopped, and find every heading.
    @Test func ordinaryRulesAreNeverStopped() throws {
        var text = ""
        for n in 1...200 {
            text += "Chapter \(n)\n\n" + String(repeating: "The keeper wrote his log by the lamp, as every night.\n", count: 60)
            text += "\n第\(n)章 灯塔\n\n" + String(repeating: "这是一个很长的中文句子，里面没有任何标题的字样，只是普通的文字而已。\n", count: 60)
            text += String(repeating: "b\n", count: 200) + "\n"
        }
        let rules = try HeadingRules(patterns: [#"^Chapter \d+"#, "^第.+章"], builtIn: false)
        let book = try TempBook.loadWith(text, rules: rules)
        #expect(rules.budgetFailure == nil)
        #expect(book.chapters.count == 400)
    }
}
