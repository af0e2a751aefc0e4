import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// The reader's settings for this user (option, remembered, config file), which `read`,
/// `render` and `info` all lay pages out with.
@Suite struct ReaderStartTests {
    @Test func anOptionWinsOverTheRememberedSettingWhichWinsOverTheConfig() throws {
        var config = Config()
        config.theme = .sepia
        config.layout.ruby = .off
        config.layout.lineSpacing = 0
        config.layout.maxTextWidth = 70
        var remembered = RememberedSettings()
        remembered[Settings.theme] = .dark
        remembered[Settings.lineSpacing] = 1
        remembered[Settings.pages] = .single
        remembered[Settings.maxWidth] = 50
        let start = ReaderStart(config: config, remembered: remembered, bookWriting: .vertical)
        #expect(start.theme == .dark)
        #expect(start.config.layout.pages == .single)
        #expect(start.config.layout.ruby == .off)
        #expect(start.config.layout.writing == .vertical, "the writing chosen for the book")
        let model = start.model(book: sampleBook(), columns: 80, rows: 24)
        #expect(model.layoutSettings.lineSpacing == 1)
        #expect(model.layoutSettings.maxTextWidth == 50)
        #expect(model.defaultTextWidth == 70, "= goes back to the config file's width, not the remembered one")
        let options = ReaderStart(
            config: config, remembered: remembered,
            options: try choices([
                "--theme", "light", "--layout=spread", "--writing", "horizontal", "--line-spacing", "0", "--max-width", "60",
            ]),
            bookWriting: .vertical)
        #expect(options.theme == .light)
        #expect(options.config.layout.pages == .spread)
        #expect(options.config.layout.writing == .horizontal)
        #expect(options.remembered == remembered, "an option is not remembered")
        let optionModel = options.model(book: sampleBook(), columns: 80, rows: 24)
        #expect(optionModel.layoutSettings.lineSpacing == 0)
        #expect(optionModel.layoutSettings.maxTextWidth == 60 && optionModel.defaultTextWidth == 60)
    }

    @Test func hyphenationIsTheOptionsElseTheRememberedElseTheConfigs() throws {
        var config = Config()
        config.layout.hyphenate = true
        var remembered = RememberedSettings()
        #expect(ReaderStart(config: config, remembered: remembered).config.layout.hyphenate)
        remembered[Settings.hyphenate] = false
        #expect(!ReaderStart(config: config, remembered: remembered).config.layout.hyphenate)
        #expect(ReaderStart(config: config, remembered: remembered, options: try choices(["--hyphenate", "on"])).config.layout.hyphenate)
    }

    /// Every setting is an option, named as its config key, that sets what the config file's key sets.
    @Test func everySettingIsAnOptionThatSetsWhatItsConfigKeySets() throws {
        for setting in Settings.all {
            let value = Self.other(than: setting)
            let table = setting.table.map { "[\($0)]\n" } ?? ""
            let (fromFile, warnings) = ConfigLoader.parse(table + setting.key + " = " + DefaultConfig.written(value) + "\n", file: "c")
            #expect(warnings.isEmpty, "\(setting.name): \(warnings)")
            #expect(setting.value(fromFile) == value, "\(setting.name)")
            let argument = Self.argument(value)
            let fromOption = ReaderStart(config: Config(), remembered: .empty, options: try choices(["--" + setting.option, argument]))
            #expect(setting.value(fromOption.config) == value, "--\(setting.option) \(argument)")
        }
    }

    /// A value of `setting` that is not its default (the first of its words, numbers or folders that is not).
    private static func other(than setting: AnySetting) -> TOMLValue {
        let candidates: [TOMLValue] =
            [.boolean(false), .boolean(true), .integer(1), .integer(0), .integer(21), .integer(100), .string("/tmp/folder")]
            + setting.values.split(separator: ",").flatMap { $0.split(separator: " ") }.map { .string(String($0)) }
            + [.array([.string("/tmp/a"), .string("/tmp/b")]), .array([.string("percent"), .string("clock")])]
        return candidates.first { setting.accepts($0) && $0 != setting.defaultValue }!
    }

    /// `value` as a command line writes it.
    private static func argument(_ value: TOMLValue) -> String {
        switch value {
        case .boolean(let b): return b ? "on" : "off"
        case .integer(let n): return String(n)
        case .string(let s): return s
        case .array(let items):
            let words = items.map { item -> String in
                guard case .string(let s) = item else { return "" }
                return s
            }
            return words.joined(separator: words.first?.hasPrefix("/") == true ? ":" : ",")
        default: return ""
        }
    }

    /// The settings a command line gives, as `read` and `render` take them.
    private func choices(_ arguments: [String]) throws -> SettingChoices {
        try SettingArguments.parse(SettingArguments.rewritten(arguments)).choices()
    }
}

/// `info` counts the pages the reader lays out for this user; `--no-config` counts the defaults'.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: Package.binary), "needs the built termreader"))
struct InfoConfigTests {
    @Test func infoCountsPagesWithTheConfigAndTheRememberedSettings() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data("[layout]\nmax-width = 40\n".utf8), to: "config/termreader/config.toml")
        try folder.write(Data(#"{"version":1,"lineSpacing":1}"#.utf8), to: "state/termreader/settings.json")
        let environment = ["XDG_CONFIG_HOME": folder.path + "/config", "XDG_STATE_HOME": folder.path + "/state"]
        let book = Package.book("the-lighthouse-keeper.txt")
        func pages(_ extra: [String]) throws -> Int {
            let result = try Package.run(["info", book, "--json", "--size", "100x30"] + extra, environment: environment)
            #expect(result.status == 0, "\(result.errors)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            return try #require(report["pages"] as? Int)
        }
        var settings = LayoutSettings()
        settings.maxTextWidth = 40
        settings.lineSpacing = 1
        let expected = ReaderModel(
            book: try BookLoader.load(path: book), location: .start, columns: 100, rows: 30, theme: .light, mode: .none,
            layoutSettings: settings)
        expected.navigator.index.completeAll()
        #expect(try pages([]) == expected.navigator.index.totalPages)
        let defaults = ReaderModel(
            book: try BookLoader.load(path: book), location: .start, columns: 100, rows: 30, theme: .light, mode: .none)
        defaults.navigator.index.completeAll()
        #expect(try pages(["--no-config"]) == defaults.navigator.index.totalPages)
        #expect(defaults.navigator.index.totalPages != expected.navigator.index.totalPages)
    }

    /// The config file's `[chapters]` rules find the chapters `info` lists, as in the reader;
    /// `--chapters` and `--no-config` set them aside.
    @Test func infoFindsChaptersWithTheConfigsRules() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data("[chapters]\nadd = ['^Episode \\d+$']\nreplace = true\n".utf8), to: "config/termreader/config.toml")
        let episodes = (1...3).map { "Episode \($0)\n\n" + String(repeating: "A line of the episode's text.\n\n", count: 40) }
        try folder.write(Data(episodes.joined().utf8), to: "episodes.txt")
        let environment = ["XDG_CONFIG_HOME": folder.path + "/config", "XDG_STATE_HOME": folder.path + "/state"]
        func titles(_ extra: [String]) throws -> [String] {
            let result = try Package.run(["info", folder.path + "/episodes.txt", "--json"] + extra, environment: environment)
            #expect(result.status == 0, "\(result.errors)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let chapters = try #require(report["chapters"] as? [[String: Any]])
            return chapters.compactMap { $0["title"] as? String }
        }
        #expect(try titles([]) == ["Episode 1", "Episode 2", "Episode 3"])
        #expect(try !titles(["--no-config"]).contains("Episode 2"))
        #expect(try !titles(["--chapters", "none"]).contains("Episode 2"))
    }
}
