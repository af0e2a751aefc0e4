import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

@Suite struct ConfigLoaderTests {
    private func load(_ text: String) -> (config: Config, warnings: [String]) {
        let (config, warnings) = ConfigLoader.parse(text, file: "config.toml")
        return (config, warnings.map(\.description))
    }

    @Test func anEmptyFileGivesTheDefaults() {
        let (config, warnings) = load("")
        #expect(config == Config())
        #expect(warnings == [])
        #expect(config.animationMilliseconds == 300)
        #expect(config.layout.maxTextWidth == ScreenLayout.defaultMaxTextWidth)
    }

    @Test func aGoodFileSetsEverything() {
        let (config, warnings) = load(
            """
            theme = "sepia"
            mode = "curl"
            animation-ms = 0

            [layout]
            margin-left = 5
            margin-right = 6
            margin-top = 2
            margin-bottom = 0
            max-width = 0
            paragraph-spacing = false
            indent-cjk = 2
            indent-japanese = 4
            indent-latin = 3
            layout = "spread"

            [colors.dark]
            background = 234
            text = "#c8c4ba"
            bar = { bg = "#000000" }

            [colors.light.highlight]
            fg = 16
            bg = "#FFEE00"

            [keys]
            quit = ["Q", "C-q"]
            next-page = "n"
            """)
        #expect(warnings == [])
        #expect(config.theme == .sepia)
        #expect(config.mode == .curl)
        #expect(config.animationMilliseconds == 0)
        #expect(config.animationDuration == 0)
        #expect(config.layout.margins == Margins(left: 5, right: 6, top: 2, bottom: 0))
        #expect(config.layout.maxTextWidth == nil)
        #expect(config.layout.paragraphSpacing == false)
        #expect(config.layout.cjkIndent == 2)
        #expect(config.layout.pages == .spread)
        #expect(config.layout.japaneseIndent == 4)
        #expect(config.layout.latinIndent == 3)
        #expect(
            config.colors[.dark]
                == PaletteOverrides(
                    foreground: nil, background: Color(0x1C, 0x1C, 0x1C),
                    roles: [.text: .init(foreground: Color(hex: 0xC8C4BA)), .bar: .init(background: Color(0, 0, 0))]))
        #expect(
            config.colors[.light]
                == PaletteOverrides(
                    roles: [.highlight: .init(foreground: Color(0, 0, 0), background: Color(hex: 0xFFEE00))]))
        #expect(config.colors[.sepia] == nil)
        #expect(config.keyMap.keys(for: .quit) == ["Q", "C-c", "C-q"])
        #expect(config.keyMap.action(for: "q") == nil)
        #expect(config.keyMap.keys(for: .nextPage) == ["n"])
        #expect(config.keyMap.action(for: "Space") == nil)
        #expect(config.keyMap.keys(for: .previousPage) == KeyMap.standard.keys(for: .previousPage))
    }

    @Test func aPartialFileKeepsTheRestAtTheirDefaults() {
        let (config, warnings) = load(
            """
            mode = "slide"
            [layout]
            max-width = 72
            """)
        #expect(warnings == [])
        var expected = Config()
        expected.mode = .slide
        expected.layout.maxTextWidth = 72
        #expect(config == expected)
    }

    @Test func unknownKeysAndBadValuesWarnWithLineAndKeyAndKeepTheDefault() {
        let (config, warnings) = load(
            """
            theme = "blue"
            colour = "red"
            animation-ms = -5
            mode = "CURL"

            [layout]
            margin-left = 99
            max-width = 10
            paragraph-spacing = "sometimes"
            indent = 2
            margin-right = 1

            [colors.dark]
            txt = "#ffffff"
            text = "#ffff"
            heading = { fg = 300, underline = true }
            [colors.auto]
            text = 1

            [keys]
            jump = "x"
            quit = 3
            help = ["Ctrl+Alt+x", "F1"]
            """)
        #expect(
            warnings == [
                "config.toml:1: bad value for 'theme': expected light, dark, sepia or auto, got \"blue\"",
                "config.toml:2: unknown key 'colour'",
                "config.toml:3: bad value for 'animation-ms': expected a whole number from 0 to 5000, got -5",
                "config.toml:7: bad value for 'layout.margin-left': expected a whole number from 0 to 40, got 99",
                "config.toml:8: bad value for 'layout.max-width': expected 0 (no limit) or a width from 20 to 1000, got 10",
                "config.toml:9: bad value for 'layout.paragraph-spacing': expected \"auto\", true or false, got \"sometimes\"",
                "config.toml:10: unknown key 'layout.indent'",
                "config.toml:14: unknown key 'colors.dark.txt'",
                "config.toml:15: bad value for 'colors.dark.text': expected a colour: \"#rrggbb\" or an xterm-256 number 0-255, got \"#ffff\"",
                "config.toml:16: bad value for 'colors.dark.heading.fg': expected a colour: \"#rrggbb\" or an xterm-256 number 0-255, got 300",
                "config.toml:16: unknown key 'colors.dark.heading.underline'",
                "config.toml:17: unknown theme 'colors.auto' (colours are set per theme: light, dark or sepia)",
                "config.toml:21: unknown action 'keys.jump'",
                "config.toml:22: bad value for 'keys.quit': expected a key name or a list of key names, got 3",
                "config.toml:23: unknown key name \"Ctrl+Alt+x\" in 'keys.help'",
            ])
        var expected = Config()
        expected.mode = .curl
        expected.layout.margins.right = 1
        expected.keyMap = KeyMap.standard.replacing([(.help, ["F1"])])
        #expect(config == expected)
    }

    @Test func syntaxErrorsCostOnlyTheirLine() {
        let (config, warnings) = load(
            """
            theme = dark
            mode = "push"
            [layout
            max-width = 60
            [keys]
            quit = "x"
            """)
        #expect(
            warnings == [
                "config.toml:1: expected a value; text needs quotes: \"dark\"",
                "config.toml:3: expected ']' after the table name",
            ])
        #expect(config.theme == .auto)
        #expect(config.mode == .push)
        #expect(config.layout.maxTextWidth == ScreenLayout.defaultMaxTextWidth)
        #expect(config.keyMap.keys(for: .quit) == ["x", "C-c"])
    }

    @Test func spellingsOfOneKeyAreTheSameKey() {
        let (config, warnings) = load(
            """
            Theme = "Dark"
            [layout]
            max_width = 80
            maxWidth = 90
            [colors.dark]
            barDim = 240
            [keys]
            nextPage = "n"
            """)
        #expect(warnings == ["config.toml:4: 'layout.maxWidth' repeats 'layout.max_width' from line 3; ignored"])
        #expect(config.theme == .dark)
        #expect(config.layout.maxTextWidth == 80)
        #expect(config.colors[.dark]?.roles[.barDim]?.foreground == ConfigColor.xterm(240))
        #expect(config.keyMap.keys(for: .nextPage) == ["n"])
    }

    @Test func warningsComeInLineOrder() {
        let (_, warnings) = load("a = 1\nb = x\nc = 2\n")
        #expect(
            warnings == [
                "config.toml:1: unknown key 'a'",
                "config.toml:2: expected a value; text needs quotes: \"x\"",
                "config.toml:3: unknown key 'c'",
            ])
    }

    @Test func sectionsThatAreNotTablesWarn() {
        let (config, warnings) = load("layout = 3\nkeys = \"q\"\n")
        #expect(
            warnings == [
                "config.toml:1: bad value for 'layout': expected a table ([layout] followed by its settings), got 3",
                "config.toml:2: bad value for 'keys': expected a table ([keys] followed by its settings), got \"q\"",
            ])
        #expect(config == Config())
    }

    // MARK: files

    @Test func aMissingFileGivesTheDefaultsSilently() {
        let (config, warnings) = ConfigLoader.load(path: "/nonexistent-termreader-test/config.toml")
        #expect(config == Config())
        #expect(warnings == [])
    }

    @Test func readsARealFile() throws {
        let dir = try TemporaryFolder()
        let path = try dir.write(Data("theme = \"dark\"\nbogus = 1\n".utf8), to: "config.toml")
        let (config, warnings) = ConfigLoader.load(path: path)
        #expect(config.theme == .dark)
        #expect(warnings.map(\.description) == ["\(path):2: unknown key 'bogus'"])
    }

    @Test func anUnusableFileGivesOneWarningAndTheDefaults() throws {
        let dir = try TemporaryFolder()
        let path = try dir.write(Data([0x74, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0xFE, 0x22]), to: "binary.toml")
        let binary = ConfigLoader.load(path: path)
        #expect(binary.config == Config())
        #expect(binary.warnings.map(\.description) == ["\(path): not UTF-8 text"])

        let folder = ConfigLoader.load(path: dir.path)
        #expect(folder.config == Config())
        #expect(folder.warnings.count == 1)
        #expect(folder.warnings.first?.line == nil)
    }

    @Test func theLayoutIsAutoByDefaultAndABadOneIsNamed() {
        #expect(load("").config.layout.pages == .auto)
        let (config, warnings) = load("[layout]\nlayout = \"triple\"\n")
        #expect(config.layout.pages == .auto)
        #expect(warnings.count == 1 && warnings[0].contains("layout.layout") && warnings[0].contains("spread"))
    }

    @Test func writingAndColumnGapAreReadAndBadValuesNamed() {
        #expect(load("").config.layout.writing == .auto)
        #expect(load("").config.layout.columnGap == 1)
        let good = load("[layout]\nwriting = \"vertical\"\ncolumn-gap = 2\n")
        #expect(good.warnings.isEmpty)
        #expect(good.config.layout.writing == .vertical && good.config.layout.columnGap == 2)
        let (config, warnings) = load("[layout]\nwriting = \"diagonal\"\ncolumn-gap = 99\n")
        #expect(config.layout.writing == .auto && config.layout.columnGap == 1)
        #expect(warnings.count == 2 && warnings[0].contains("layout.writing") && warnings[0].contains("vertical"))
        #expect(warnings[1].contains("column-gap"))
    }
}

/// `[chapters]`: heading rules added to or replacing the built-in ones.
@Suite struct ChapterRulesConfigTests {
    @Test func rulesAreAddedOrReplaceTheBuiltInOnes() {
        let added = ConfigLoader.parse("[chapters]\nadd = ['^Episode \\d+', \"^Part \\\\d+\"]\n", file: "config.toml")
        #expect(added.warnings.isEmpty)
        #expect(added.config.chapterRules.key == #"auto+/^Episode \d+/ /^Part \d+/"#)
        let replaced = ConfigLoader.parse("[chapters]\nadd = ['^Episode \\d+']\nreplace = true\n", file: "config.toml")
        #expect(replaced.config.chapterRules.key == #"/^Episode \d+/"#)
        #expect(!replaced.config.chapterRules.builtIn)
    }

    /// Every line is searched with every rule: past `maximumRules`, rules are left out with one warning.
    @Test func rulesPastTheMaximumAreLeftOutWithOneWarning() {
        let rules = (0..<60_000).map { "'^Q\($0)\\b'" }.joined(separator: ", ")
        let (config, warnings) = ConfigLoader.parse("[chapters]\nadd = [\(rules)]\n", file: "config.toml")
        #expect(config.chapterRules.sources == (0..<HeadingRules.maximumRules).map { "^Q\($0)\\b" })
        #expect(warnings.map(\.description) == ["config.toml:2: 'chapters.add': more than 32 rules; the first 32 are used"])
    }

    @Test func aBadRuleWarnsOnceAndTheOthersAreKept() {
        let (config, warnings) = ConfigLoader.parse("[chapters]\nadd = ['^Episode (', '^Act \\d+']\nreplace = 1\n", file: "config.toml")
        #expect(warnings.count == 2)
        #expect(warnings.first?.description.hasPrefix("config.toml:2: 'chapters.add': bad chapter rule /^Episode (/: ") == true)
        #expect(warnings.allSatisfy { !$0.description.contains("\n") })
        #expect(config.chapterRules.key == #"auto+/^Act \d+/"#)
    }
}

/// `[layout] chinese` and `[dictionary] paths`, the language settings.
@Suite struct LanguageConfigTests {
    func load(_ text: String) -> (Config, [ConfigWarning]) {
        ConfigLoader.parse(text, file: "config.toml")
    }

    @Test(arguments: ChineseScript.allCases) func everyScriptIsAValue(script: ChineseScript) {
        let (config, warnings) = load("[layout]\nchinese = \"\(script.rawValue)\"\n")
        #expect(warnings == [])
        #expect(config.layout.chinese == script)
    }

    @Test func dictionaryPathsAreKeptAndTheHomeIsExpanded() {
        let (wrong, warnings) = load("[dictionary]\npaths = [\"~/dict\", \"/opt/stardict\", 3]\n")
        #expect(
            warnings.map(\.description) == [
                "config.toml:2: bad value for 'dictionary.paths': expected a list of folders in quotes, got a list"
            ])
        #expect(wrong.dictionaryPaths == [], "a list with a value that is not a folder keeps the default")
        let (config, _) = load("[dictionary]\npaths = [\"~/dict\", \"/opt/stardict\"]\n")
        #expect(config.dictionaryPaths == ["~/dict", "/opt/stardict"])
        let folders = config.dictionaryFolders(environment: ["HOME": "/home/r"])
        #expect(folders.prefix(3) == ["/home/r/dict", "/opt/stardict", "/home/r/.local/share/stardict/dic"])
        #expect(folders.last == "/usr/share/dictd")
    }

    @Test func librarySyncFoldersAndTheDeviceAreRead() {
        let (config, warnings) = load(
            "[library]\nfolders = [\"~/Books\", \"/srv/books\"]\n[sync]\nfolder = \"~/Sync/termreader\"\ndevice = \"laptop\"\n")
        #expect(warnings == [])
        #expect(config.libraryFolders == ["~/Books", "/srv/books"])
        #expect(config.syncFolder == "~/Sync/termreader")
        #expect(config.syncDevice == "laptop")
        #expect(Config.expanded(config.syncFolder!, environment: ["HOME": "/home/r"]) == "/home/r/Sync/termreader")
        // Empty is none; a value that is not a string is warned of.
        let (empty, none) = load("[sync]\nfolder = \"\"\ndevice = 7\nwhen = 3\n")
        #expect(empty.syncFolder == nil)
        #expect(empty.syncDevice == nil)
        #expect(none.count == 2)
    }

    @Test func readAloudIsReadAndBadValuesWarnedOf() {
        let (config, warnings) = load("[read-aloud]\nrate = 220\nstop = \"Chapter\"\nminutes = 30\noutput = \"~/wav\"\n")
        #expect(warnings == [])
        #expect(config.speech.rate == 220 && config.speech.stop == .chapter && config.speech.minutes == 30)
        #expect(config.speech(environment: ["HOME": "/home/r"]).folder == "/home/r/wav")
        let (bad, complaints) = load("[read-aloud]\nrate = 2000\nstop = \"page\"\nminutes = -1\noutput = 3\nvoice = \"en\"\n")
        #expect(bad.speech == SpeechSettings())
        #expect(complaints.count == 5)
    }
}
