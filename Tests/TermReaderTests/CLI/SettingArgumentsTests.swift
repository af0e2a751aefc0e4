import Testing

@testable import ReaderUI
@testable import TermReader

/// Every setting's option on `read` and `render` (`--max-width 60`), rewritten for the parser.
@Suite struct SettingArgumentsTests {
    @Test func settingsOfReadAndRenderAreRewrittenAndNothingElse() {
        #expect(
            SettingArguments.rewritten(["book.txt", "--theme", "dark", "--max-width=60", "--from-start"])
                == ["book.txt", "--setting", "theme=dark", "--setting", "max-width=60", "--from-start"])
        #expect(
            SettingArguments.rewritten(["render", "--read-aloud-rate", "200", "b", "--", "--mode", "x"])
                == ["render", "--setting", "read-aloud-rate=200", "b", "--", "--mode", "x"], "-- ends the options")
        #expect(SettingArguments.rewritten(["info", "--theme", "dark", "b"]) == ["info", "--theme", "dark", "b"])
        #expect(SettingArguments.rewritten(["b", "--theme"]) == ["b", "--setting", "theme"])
        #expect(SettingArguments.rewritten(["b", "--themes", "x"]) == ["b", "--themes", "x"])
    }

    @Test func valuesAreCheckedAgainstTheDeclaration() throws {
        func choices(_ arguments: [String]) throws -> SettingChoices {
            try SettingArguments.parse(SettingArguments.rewritten(arguments)).choices()
        }
        let config = try choices(["--hyphenate", "off", "--footer", "percent,clock", "--library-folders", "/a:/b", "--max-width", "0"])
            .applied(to: Config())
        #expect(!config.layout.hyphenate)
        #expect(config.footer == [.percent, .clock])
        #expect(config.libraryFolders == ["/a", "/b"])
        #expect(config.layout.maxTextWidth == nil)
        #expect(throws: (any Error).self) { try choices(["--footer", "percent,percent"]) }
        #expect(throws: (any Error).self) { try choices(["--line-spacing", "2"]) }
        #expect(throws: (any Error).self) { try choices(["--theme"]) }
        #expect(throws: (any Error).self) { try choices(["--read-aloud-stop", "page"]) }
    }
}
