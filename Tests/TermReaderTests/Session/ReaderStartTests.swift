import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI
@testable import TermReader

/// The reader's settings for this user (option, remembered, config file), which `read`,
/// `render` and `info` all lay pages out with.
@Suite struct ReaderStartTests {
    @Test func anOptionWinsOverTheRememberedSettingWhichWinsOverTheConfig() {
        var config = Config()
        config.theme = .sepia
        config.layout.ruby = .off
        config.layout.lineSpacing = 0
        var remembered = RememberedSettings()
        remembered.theme = .dark
        remembered.lineSpacing = 1
        remembered.layout = .single
        let start = ReaderStart(config: config, remembered: remembered, bookWriting: .vertical)
        #expect(start.theme == .dark)
        #expect(start.config.layout.pages == .single)
        #expect(start.config.layout.ruby == .off)
        #expect(start.config.layout.writing == .vertical, "the writing chosen for the book")
        #expect(start.model(book: sampleBook(), columns: 80, rows: 24).layoutSettings.lineSpacing == 1)
        let options = ReaderStart(
            config: config, remembered: remembered, theme: .light, layout: .spread, writing: .horizontal, bookWriting: .vertical,
            lineSpacing: 0)
        #expect(options.theme == .light)
        #expect(options.config.layout.pages == .spread)
        #expect(options.config.layout.writing == .horizontal)
        #expect(options.model(book: sampleBook(), columns: 80, rows: 24).layoutSettings.lineSpacing == 0)
    }

    @Test func hyphenationIsTheOptionsElseTheRememberedElseTheConfigs() {
        var config = Config()
        config.layout.hyphenate = true
        var remembered = RememberedSettings()
        #expect(ReaderStart(config: config, remembered: remembered).config.layout.hyphenate)
        remembered.hyphenate = false
        #expect(!ReaderStart(config: config, remembered: remembered).config.layout.hyphenate)
        #expect(ReaderStart(config: config, remembered: remembered, hyphenate: true).config.layout.hyphenate)
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
