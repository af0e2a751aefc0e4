import PropertyBased
import TestSupport
import Testing

@testable import ReaderCore

@Suite struct LuaTableReaderTests {
    func read(_ text: String) throws -> LuaValue { try LuaTableReader.read(Array(text.utf8)) }

    @Test func readsWhatKOReaderDumps() throws {
        let value = try read(
            """
            -- /mnt/onboard/book.sdr/metadata.epub.lua
            return {
                ["annotations"] = {
                    [1] = {
                        ["note"] = "two\\
            lines \\"quoted\\" \\\\ tab\\tend",
                        ["page"] = 12,
                        ["ratio"] = -1.5e2,
                        ["lighten"] = true,
                    },
                },
                plain = 'single \\65\\x42\\u{7D42}',
                { "positional", false, nil; 3 },
            }
            """)
        let first = try #require(value["annotations"]?.values.first)
        #expect(first["note"] == .string("two\nlines \"quoted\" \\ tab\tend"))
        #expect(first["page"] == .number(12))
        #expect(first["ratio"] == .number(-150))
        #expect(first["lighten"] == .boolean(true))
        #expect(value["plain"] == .string("single AB終"))
        guard case .table(let entries) = value, case .table(let positional) = entries[2].value else {
            Issue.record("not tables")
            return
        }
        #expect(entries[2].key == .number(1))
        #expect(positional.map(\.key) == [.number(1), .number(2), .number(3), .number(4)])
        #expect(positional.map(\.value) == [.string("positional"), .boolean(false), .nil, .number(3)])
    }

    @Test(arguments: [
        ("return { [\"a\"] = \"open", "unfinished string"),
        ("return { [\"a\"] = 1 ", "'}' expected"),
        ("return { [true] = 1 }", "a string or number key expected"),
        ("return { a = 1 } extra", "unexpected text after the value"),
        ("return { a = \"\\q\" }", "unknown escape"),
        ("return { a = \"\\999\" }", "bad escape"),
        ("return { a = os.exit() }", "a value expected"),
        ("return { a = 1e999 }", "a number expected"),
    ])
    func textThatIsNotSuchDataIsAnError(text: String, message: String) {
        let error = #expect(throws: LuaTableReader.Failure.self) { try read(text) }
        #expect(error?.message == message)
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "{", count: LuaTableReader.maxDepth + 1) + String(repeating: "}", count: LuaTableReader.maxDepth + 1)
        #expect(throws: LuaTableReader.Failure.self) { try read("return " + deep) }
        let fine = String(repeating: "{", count: LuaTableReader.maxDepth) + String(repeating: "}", count: LuaTableReader.maxDepth)
        #expect(try read("return " + fine) != .nil)
    }

    /// Lua's `%q`, as KOReader's dump writes strings: quotes and backslashes escaped, a line feed
    /// as a backslash and a line break, NUL as `\000`, other control characters as they are.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\\n"
            case "\0": out += "\\000"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func everyStringComesBackAsWritten() async {
        let pieces = ["a", "\"", "\\", "\n", "\t", "\u{0}", "\u{1B}", "7", "é", "終", "👨‍👩‍👧", "]]", "--", "'", " "]
        await propertyCheck(count: 300, input: Gen.text(of: pieces, count: 0...20)) { text in
            #expect((try? read("return { [\(Self.quoted(text))] = \(Self.quoted(text)) }"))?[text] == .string(text))
        }
    }
}
