import Foundation
import ReaderCore
import ReaderStore
import TestSupport
import Testing

@testable import ReaderUI

@Suite struct RememberedSettingsTests {
    @Test func settingsRoundTripThroughTheirFile() throws {
        let folder = try TemporaryFolder()
        let file = SettingsFile(directory: folder.path + "/state")
        let first = file.load()
        #expect(first.firstRun && first.warning == nil && first.settings == RememberedSettings())
        var settings = RememberedSettings(theme: .sepia, mode: .slide, textWidth: 64, layout: .spread)
        settings.remember(query: "lamp")
        settings.remember(query: "灯塔")
        settings.remember(query: "lamp")
        settings[Settings.chinese] = .taiwan
        settings[Settings.hyphenate] = false
        #expect(settings.searchHistory == ["灯塔", "lamp"], "a repeated search moves to the end")
        #expect(file.save(settings) == nil)
        let again = file.load()
        #expect(!again.firstRun && again.warning == nil)
        #expect(again.settings == settings)
        #expect(again.settings[Settings.chinese] == .taiwan && again.settings[Settings.hyphenate] == false)
    }

    @Test(arguments: [
        "not json", "{}", #"{"version": 2}"#, #"{"version": 1, "theme": "purple"}"#, #"{"version": 1, "mode": "flip"}"#,
        #"{"version": 1, "textWidth": 3}"#, #"{"version": 1, "textWidth": 100000}"#,
        #"{"version": 1, "searchHistory": [""]}"#, #"{"version": 1, "searchHistory": ["a\u001b[2J"]}"#,
        #"{"version": 1, "searchHistory": ["a", "a"]}"#, #"{"version": 1, "lookUps": ["a", "a"]}"#,
        #"{"version": 1, "lookUps": ["\u0007"]}"#, #"{"version": 1, "theme": 3}"#,
        #"{"version": 1, "layout": "triple"}"#, #"{"version": 1, "chinese": "klingon"}"#,
    ])
    func aCorruptFileGivesOneWarningAndTheDefaults(text: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(Data(text.utf8), to: "settings.json")
        let loaded = SettingsFile(directory: folder.path).load()
        #expect(loaded.settings == RememberedSettings())
        #expect(!loaded.firstRun)
        #expect(loaded.warning == "\(folder.path)/settings.json is corrupt, using the defaults and leaving it as it is")
    }

    @Test func aHugeFileIsNotRead() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data(repeating: 0x20, count: SettingsFile.maximumBytes + 1), to: "settings.json")
        #expect(
            SettingsFile(directory: folder.path).load().warning
                == "cannot read \(folder.path)/settings.json, using the defaults and leaving it as it is")
    }

    /// A file over 64 KB (padded by hand, say) still holds the user's settings: it is read (#28).
    @Test func aBigFileWithSettingsInItIsRead() throws {
        let folder = try TemporaryFolder()
        let padding = String(repeating: " ", count: 200_000)
        try folder.write(Data(#"{"version": 1,\#(padding) "theme": "sepia"}"#.utf8), to: "settings.json")
        let loaded = SettingsFile(directory: folder.path).load()
        #expect(loaded.warning == nil)
        #expect(loaded.settings[Settings.theme] == .sepia)
    }

    /// A damaged file (corrupt, or too big to read) is never written over: at start or when it turns
    /// damaged during the run, it is left byte for byte, and the run says so once (#28).
    @Test func aDamagedFileIsNeverWrittenOver() throws {
        let folder = try TemporaryFolder()
        let file = SettingsFile(directory: folder.path)
        let corrupt = Data(#"{"version": 1, "theme": "sepia", "mode": "flip"}"#.utf8)
        try folder.write(corrupt, to: "settings.json")
        let memory = SettingsMemory(file: file)
        #expect(memory.warning != nil)
        #expect(memory.keep(RememberedSettings(theme: .dark)) == nil, "told once, at start")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == corrupt)

        #expect(file.save(RememberedSettings(theme: .light)) == nil)
        let running = SettingsMemory(file: file)
        let huge = Data(repeating: 0x20, count: SettingsFile.maximumBytes + 1)
        try folder.write(huge, to: "settings.json")
        #expect(running.keep(RememberedSettings(theme: .dark))?.hasPrefix("cannot read") == true)
        #expect(running.keep(RememberedSettings(theme: .sepia)) == nil, "once")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == huge)
    }

    /// Two readers at once: a setting this run did not change takes the other's; one it changed stays.
    @Test func hyphenationMergesLikeEverySetting() {
        var disk = RememberedSettings()
        disk[Settings.hyphenate] = false
        var mine = RememberedSettings()
        #expect(mine.merged(base: RememberedSettings(), disk: disk)[Settings.hyphenate] == false)
        mine[Settings.hyphenate] = true
        #expect(mine.merged(base: RememberedSettings(), disk: disk)[Settings.hyphenate] == true)
    }

    /// Two readers at once keep the words each looked up; the last hundred are kept.
    @Test func wordsLookedUpMergeAndAreBounded() {
        var base = RememberedSettings()
        base.remember(lookUp: "tide")
        var disk = base, mine = base
        disk.remember(lookUp: "gull")
        mine.remember(lookUp: "lamp")
        #expect(mine.merged(base: base, disk: disk).lookUps == ["tide", "gull", "lamp"])
        for n in 0..<(RememberedSettings.lookUpLimit + 10) { mine.remember(lookUp: "w\(n)") }
        #expect(mine.lookUps.count == RememberedSettings.lookUpLimit)
        #expect(mine.lookUps.last == "w\(RememberedSettings.lookUpLimit + 9)")
        #expect(RememberedSettings.decode(mine.encoded()!)?.lookUps == mine.lookUps)
    }

    @Test func historyKeepsTheLastFewValidQueries() {
        var settings = RememberedSettings()
        for n in 0..<(RememberedSettings.historyLimit + 5) { settings.remember(query: "q\(n)") }
        settings.remember(query: String(repeating: "x", count: RememberedSettings.queryLimit + 1))
        #expect(settings.searchHistory.count == RememberedSettings.historyLimit)
        #expect(settings.searchHistory.last == "q\(RememberedSettings.historyLimit + 4)")
    }

    @Test func theMemoryWritesOnlyWhatChangedAndAFirstRunLeavesAFile() throws {
        let folder = try TemporaryFolder()
        let file = SettingsFile(directory: folder.path)
        let memory = SettingsMemory(file: file)
        #expect(memory.firstRun)
        #expect(memory.keep(memory.initial) == nil)
        #expect(file.read() != .missing, "the first run leaves a file")
        #expect(!SettingsMemory(file: file).firstRun)
        unlink(file.path)
        #expect(memory.keep(memory.initial) == nil)
        #expect(file.read() == .missing, "unchanged settings are not written again")
        #expect(memory.keep(RememberedSettings(theme: .dark)) == nil)
        #expect(SettingsMemory(file: file).initial[Settings.theme] == .dark)
    }
}

extension RememberedSettingsTests {
    @Test func thePaceIsKeptAndChecked() throws {
        let folder = try TemporaryFolder()
        let file = SettingsFile(directory: folder.path)
        var settings = RememberedSettings()
        settings.pace.record(seconds: 30, characters: 600)
        #expect(file.save(settings) == nil)
        #expect(file.load().settings.pace == settings.pace)
        for bad in [
            #"{"version": 1, "secondsPerCharacter": 0.05}"#, #"{"version": 1, "secondsPerCharacter": -1, "pacePages": 3}"#,
            #"{"version": 1, "secondsPerCharacter": 1e9, "pacePages": 3}"#, #"{"version": 1, "secondsPerCharacter": 0.05, "pacePages": 0}"#,
        ] {
            try folder.write(Data(bad.utf8), to: "settings.json")
            #expect(file.load().warning != nil, "\(bad)")
        }
    }
}

/// Two runs at once: each keeps the settings it changed, onto what the other saved meanwhile.
struct RememberedSettingsMergeTests {
    @Test func eachRunKeepsWhatItChangedAndBothSearchesStay() throws {
        let folder = try TemporaryFolder()
        let file = SettingsFile(directory: folder.path)
        #expect(file.save(RememberedSettings(theme: .light)) == nil)
        let first = SettingsMemory(file: file), second = SettingsMemory(file: file)
        var a = first.initial
        a[Settings.theme] = .dark
        a.remember(query: "lighthouse")
        #expect(first.keep(a) == nil)
        var b = second.initial
        b[Settings.mode] = .slide
        b.remember(query: "storm")
        #expect(second.keep(b) == nil)
        let saved = file.load().settings
        #expect(saved[Settings.theme] == .dark, "the first run's theme survives the second's save")
        #expect(saved[Settings.mode] == .slide)
        #expect(saved.searchHistory == ["lighthouse", "storm"])
        // The second run changes the theme later: the latest change wins.
        b[Settings.theme] = .sepia
        #expect(second.keep(b) == nil)
        #expect(file.load().settings[Settings.theme] == .sepia)
        #expect(file.load().settings.searchHistory == ["lighthouse", "storm"])
    }
}

extension RememberedSettings {
    /// Settings chosen in the reader, as a test writes them.
    init(theme: ThemeChoice? = nil, mode: TransitionMode? = nil, textWidth: Int? = nil, layout: PageLayout? = nil) {
        self.init()
        self[Settings.theme] = theme
        self[Settings.mode] = mode
        self[Settings.maxWidth] = textWidth
        self[Settings.pages] = layout
    }
}
