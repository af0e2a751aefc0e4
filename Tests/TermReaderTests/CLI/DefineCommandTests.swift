import Foundation
import TestSupport
import Testing

/// `termreader define`: a word's entries in the fixture dictionaries, as text and JSON; exit 1
/// when none holds it, 69 when there is no dictionary; broken and hostile dictionaries warn.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary), "needs the built termreader"))
struct DefineCommandTests {
    static let fixtures = Package.root + "/Tests/Fixtures/dictionary/"

    func define(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try Package.run(["define"] + arguments)
    }

    /// The article's own lines are kept; one longer than the width wraps, keeping its indentation.
    @Test func theEntryIsPrintedWrappedWithItsHeading() throws {
        let run = try define(["cities", "--dictionary", Self.fixtures + "en/en.index", "--width", "40"])
        #expect(run.status == 0 && run.errors == "")
        #expect(
            run.output == """
                city · English test dictionary
                city \\cit"y\\, n.; pl. cities.
                   A large town with its own government;
                   as, the city of
                   Paris; the city of New York.

                """)
    }

    @Test func jsonHasTheWordFoundAndEachEntry() throws {
        let run = try define(["mice", "--json", "--dictionary", Self.fixtures + "stardict-en"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(json["query"] as? String == "mice")
        #expect(json["dictionaries"] as? [String] == ["English test dictionary"])
        let entry = try #require((json["entries"] as? [[String: Any]])?.first)
        #expect(entry["headword"] as? String == "mouse")
        #expect(entry["links"] as? [String] == ["mice", "cat"])
        #expect((entry["text"] as? String)?.hasPrefix("mouse \\mouse\\, n.; pl. mice.\n   1. A small rodent") == true)
    }

    @Test func exitStatusesSayWhatWasFound() throws {
        let missing = try define(["xylophone", "--dictionary", Self.fixtures + "en"])
        #expect(missing.status == 1)
        #expect(missing.output.hasPrefix("No entry for “xylophone” in English test dictionary"))
        let empty = TestScratch.path("no-dictionaries")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = try define(["run", "--dictionary", empty])
        #expect(none.status == 69 && none.output == "")
        #expect(none.errors.hasPrefix("termreader: no dictionaries found") && none.errors.split(separator: "\n").count == 1)
    }

    /// A broken dictionary is one warning line; the rest of the shelf still answers.
    @Test func aBrokenDictionaryWarnsAndTheOthersAnswer() throws {
        let run = try define([
            "run", "--dictionary", Self.fixtures + "hostile/sd-idx-truncated", "--dictionary", Self.fixtures + "en/en.index",
        ])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("run · English test dictionary\n"))
        #expect(run.errors.split(separator: "\n").count == 1 && run.errors.contains("damaged after 3 words"))
    }

    /// A dictionary's name and text cannot speak to the terminal.
    @Test func namesAndArticlesAreSanitized() throws {
        let folder = TestScratch.path("evil-dictionary")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["en.idx", "en.syn", "en.dict.dz"] {
            try FileManager.default.copyItem(atPath: Self.fixtures + "stardict-en/" + name, toPath: folder + "/" + name)
        }
        let info = try String(contentsOfFile: Self.fixtures + "stardict-en/en.ifo", encoding: .utf8)
            .replacingOccurrences(of: "bookname=English test dictionary", with: "bookname=Evil\u{1B}]0;pwned\u{07}\u{9B}31m")
        try info.write(toFile: folder + "/en.ifo", atomically: true, encoding: .utf8)
        let run = try define(["run", "--dictionary", folder])
        #expect(run.status == 0)
        #expect(!run.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(run.output.hasPrefix("run · Evil"))
    }
}
