import Testing

@testable import ReaderUI

@Suite struct TOMLParserTests {
    private func parse(_ text: String) -> (table: TOMLTable, errors: [TOMLError]) {
        TOMLParser.parse(text)
    }

    @Test func readsTablesKeysAndValues() throws {
        let (table, errors) = parse(
            """
            # a comment
            title = "Hello \\"world\\"\\t\\u00e9"   # trailing comment
            path = 'C:\\no\\escapes'
            count = 1_000
            negative = -42
            hex = 0xff
            ratio = 0.25
            big = 1e3
            on = true
            off = false
            list = [1, 2, 3,]
            mixed = [
              "a",  # comment inside
              'b',
            ]

            [a.b]
            "quoted key" = 1
            dotted.deeper = "x"
            inline = { fg = "#102030", bg = 234 }
            [a]
            c = 2
            """)
        #expect(errors == [])
        #expect(table["title"]?.value == .string("Hello \"world\"\t\u{e9}"))
        #expect(table["title"]?.line == 2)
        #expect(table["path"]?.value == .string("C:\\no\\escapes"))
        #expect(table["count"]?.value == .integer(1000))
        #expect(table["negative"]?.value == .integer(-42))
        #expect(table["hex"]?.value == .integer(255))
        #expect(table["ratio"]?.value == .float(0.25))
        #expect(table["big"]?.value == .float(1000))
        #expect(table["on"]?.value == .boolean(true))
        #expect(table["off"]?.value == .boolean(false))
        #expect(table["list"]?.value == .array([.integer(1), .integer(2), .integer(3)]))
        #expect(table["mixed"]?.value == .array([.string("a"), .string("b")]))
        guard case .table(let a) = table["a"]?.value, case .table(let b) = a["b"]?.value else {
            Issue.record("no table a.b")
            return
        }
        #expect(a["c"]?.value == .integer(2))
        #expect(a["c"]?.line == 22)
        #expect(b["quoted key"]?.value == .integer(1))
        guard case .table(let dotted) = b["dotted"]?.value else {
            Issue.record("no table a.b.dotted")
            return
        }
        #expect(dotted["deeper"]?.value == .string("x"))
        #expect(
            b["inline"]?.value
                == .table(
                    TOMLTable([
                        .init(key: "fg", value: .string("#102030"), line: 20),
                        .init(key: "bg", value: .integer(234), line: 20),
                    ])))
        #expect(
            table.entries.map(\.key) == ["title", "path", "count", "negative", "hex", "ratio", "big", "on", "off", "list", "mixed", "a"])
    }

    @Test func keepsOrderAndLinesWithCRLF() {
        let (table, errors) = parse("x = 1\r\ny = 2\r\n\r\nz = 3")
        #expect(errors == [])
        #expect(table.entries.map(\.key) == ["x", "y", "z"])
        #expect(table.entries.map(\.line) == [1, 2, 4])
    }

    @Test func anErrorDropsOneLineAndParsingGoesOn() {
        let (table, errors) = parse(
            """
            theme = dark
            mode = "curl"
            width = 12 13
            name = "unclosed
            when = 1979-05-27
            ok = 'yes'
            """)
        #expect(errors.map(\.line) == [1, 3, 4, 5])
        #expect(errors[0].message.contains("\"dark\""))
        #expect(errors[3].message.contains("dates"))
        #expect(table.entries.map(\.key) == ["mode", "ok"])
    }

    @Test func duplicateKeysAndValuesUsedAsTablesAreErrors() {
        let (table, errors) = parse(
            """
            a = 1
            a = 2
            a.b = 3
            [a]
            """)
        #expect(errors.map(\.line) == [2, 3, 4])
        #expect(errors[0].message == "duplicate key 'a'")
        #expect(table["a"]?.value == .integer(1))
    }

    @Test func aBrokenHeaderSkipsItsStatements() {
        let (table, errors) = parse(
            """
            [layout]
            x = 1
            [keys
            quit = "Q"
            [colors]
            y = 2
            """)
        #expect(errors.map(\.line) == [3])
        guard case .table(let layout) = table["layout"]?.value else {
            Issue.record("no layout table")
            return
        }
        #expect(layout.entries.map(\.key) == ["x"])
        #expect(table["keys"] == nil)
        #expect(table["colors"] != nil)
    }

    @Test func aTableOpenedTwiceIsReadAndWarned() {
        let (table, errors) = parse("[k]\na = 1\n[k]\nb = 2\n")
        #expect(errors == [TOMLError(line: 3, message: "table [k] appears twice; both are read")])
        guard case .table(let k) = table["k"]?.value else {
            Issue.record("no table k")
            return
        }
        #expect(k.entries.map(\.key) == ["a", "b"])
    }

    @Test func unsupportedConstructsSaySo() {
        let (_, errors) = parse(
            """
            [books]
            s = \"\"\"long\"\"\"
            t = { a = 1,
            """)
        #expect(errors.map(\.line) == [2, 3])
        #expect(errors[0].message.contains("multi-line strings"))
        #expect(errors[1].message.contains("inline table"))
    }

    /// `[[name]]` starts one more table of the array `name`; the keys below it go into it.
    @Test func arraysOfTablesCollectATableAHeader() {
        let (table, errors) = parse(
            """
            [[catalog]]
            name = "home"
            url = "http://nas/opds"
            [[catalog]]
            name = "gutenberg"
            [layout]
            justify = true
            [[shelf.row]]
            n = 1
            [[catalog]
            """)
        #expect(errors.map(\.line) == [10])
        guard case .array(let catalogs) = table["catalog"]?.value else {
            Issue.record("no array of tables")
            return
        }
        let names = catalogs.compactMap { value -> String? in
            guard case .table(let t) = value, case .string(let name) = t["name"]?.value else { return nil }
            return name
        }
        #expect(names == ["home", "gutenberg"])
        guard case .table(let shelf) = table["shelf"]?.value, case .array(let rows) = shelf["row"]?.value else {
            Issue.record("no nested array of tables")
            return
        }
        #expect(rows.count == 1)
        // A key that is a value cannot become an array of tables.
        #expect(parse("catalog = 3\n[[catalog]]\n").errors.map(\.line) == [2])
    }

    @Test func numbersFollowTOMLRules() {
        #expect(TOMLParser.integer("007") == nil)
        #expect(TOMLParser.integer("0") == 0)
        #expect(TOMLParser.integer("+7") == 7)
        #expect(TOMLParser.integer("1__0") == nil)
        #expect(TOMLParser.integer("_1") == nil)
        #expect(TOMLParser.integer("0b101") == 5)
        #expect(TOMLParser.integer("0o17") == 15)
        #expect(TOMLParser.integer("0x-5") == nil)
        #expect(TOMLParser.integer("-0x5") == nil)
        #expect(TOMLParser.float("3.5e-1") == 0.35)
        #expect(TOMLParser.float("1.") == nil)
        #expect(TOMLParser.float(".5") == nil)
        #expect(TOMLParser.float("-inf") == -.infinity)
    }

    @Test func escapesAndEmptyStrings() {
        let (table, errors) = parse(
            #"""
            a = ""
            b = ''
            c = "\U0001F600\\"
            d = "\x"
            e = "\uD800"
            """#)
        #expect(table["a"]?.value == .string(""))
        #expect(table["b"]?.value == .string(""))
        #expect(table["c"]?.value == .string("😀\\"))
        #expect(errors.map(\.line) == [4, 5])
    }

    @Test func byteOrderMarkAndEmptyInput() {
        #expect(parse("").table.entries.isEmpty)
        #expect(parse("\u{FEFF}a = 1").table["a"]?.value == .integer(1))
        #expect(parse("\u{FEFF}a = 1").errors == [])
    }
}

/// Nesting is bounded: a hostile config (`x = [[[[…` 50,000 deep) once overflowed the
/// parser's stack (SIGSEGV); now that line is one error and the rest of the file counts.
@Suite struct TOMLNestingTests {
    @Test func deepListsAndTablesAreOneErrorNotACrash() {
        let deepList = "x = " + String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        let deepTable = "y = " + String(repeating: "{ a = ", count: 50_000) + "1" + String(repeating: " }", count: 50_000)
        let (table, errors) = TOMLParser.parse("before = 1\n\(deepList)\n\(deepTable)\nafter = 2\n")
        #expect(errors.map(\.line) == [2, 3])
        #expect(errors.allSatisfy { $0.message.contains("nest more than") })
        #expect(table["before"]?.value == .integer(1))
        #expect(table["after"]?.value == .integer(2))
    }

    @Test func nestingAcrossLinesIsBoundedToo() {
        let text = "x = " + String(repeating: "[\n", count: 50_000) + "\nafter = 2\n"
        let (_, errors) = TOMLParser.parse(text)
        #expect(!errors.isEmpty)
        #expect(errors.first?.message.contains("nest more than") == true)
    }

    @Test func nestingUpToTheLimitIsRead() {
        let depth = TOMLParser.maxDepth
        let (table, errors) = TOMLParser.parse("x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth))
        #expect(errors == [])
        var value = table["x"]?.value
        for _ in 0..<depth {
            guard case .array(let items)? = value else { Issue.record("not a list"); return }
            value = items.first
        }
        #expect(value == .integer(1))
    }

    @Test func aDottedKeyOfThousandsOfPartsIsOneErrorNotADeepTable() {
        let parts = Array(repeating: "a", count: 30_000).joined(separator: ".")
        let (statement, statementErrors) = TOMLParser.parse("\(parts) = 1\nafter = 2\n")
        #expect(statementErrors.map(\.line) == [1])
        #expect(statementErrors.first?.message.contains("more than \(TOMLParser.maxDepth) parts") == true)
        #expect(statement["after"]?.value == .integer(2))
        let (header, headerErrors) = TOMLParser.parse("[\(parts)]\nx = 1\n[top]\nafter = 2\n")
        #expect(headerErrors.map(\.line) == [1])
        #expect(header["top"]?.value == .table(TOMLTable([.init(key: "after", value: .integer(2), line: 4)])))
    }

    @Test func aDottedKeyUpToTheLimitCountsTheTableItIsWrittenUnder() {
        let under = Array(repeating: "t", count: 2).joined(separator: ".")
        let fits = Array(repeating: "k", count: TOMLParser.maxDepth - 2).joined(separator: ".")
        #expect(TOMLParser.parse("[\(under)]\n\(fits) = 1\n").errors == [])
        #expect(TOMLParser.parse("[\(under)]\n\(fits).k = 1\n").errors.count == 1)
    }

    @Test func aThousandBadLinesKeepAHundredErrorsAndCountTheRest() {
        // Found by the toml fuzz target: a megabyte of bad lines held half a million errors.
        let (table, errors) = TOMLParser.parse(String(repeating: "=\n", count: 1_000) + "after = 2\n")
        #expect(errors.count == TOMLParser.maxErrors + 1)
        #expect(errors.last == TOMLError(line: 101, message: "900 more errors from here on"))
        #expect(table["after"]?.value == .integer(2))
    }

    @Test func theLoaderWarnsPerLineAndKeepsTheRest() {
        let text = "theme = \"dark\"\nx = " + String(repeating: "[", count: 50_000) + "\n"
        let (config, warnings) = ConfigLoader.parse(text, file: "config.toml")
        #expect(config.theme == .dark)
        #expect(warnings.contains { $0.line == 2 })
    }
}

extension TOMLParserTests {
    /// 20,000 tables (`[tN]` headers) are read in linear time: each header was
    /// compared with every one before it, which took minutes.
    @Test func manyTablesAreReadQuickly() {
        let text = (0..<20_000).map { "[t\($0)]\nx = 1\n" }.joined()
        let start = TOMLTableTests.cpuSeconds()
        let (table, errors) = TOMLParser.parse(text)
        let seconds = TOMLTableTests.cpuSeconds() - start
        #expect(seconds < 5, "\(seconds) s of CPU")
        #expect(errors.isEmpty && table.entries.count == 20_000)
    }
}
