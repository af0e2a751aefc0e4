import FoundationEssentials
import ReaderCore
import ReaderStore

/// What the reader remembers for the user across books and runs (`settings.json` in the
/// state folder): the theme, page-turn mode, page layout and text width last chosen in the reader, the
/// last few searches, and the reader's measured reading pace. A setting is remembered only once it is changed in the reader;
/// at start a command-line option wins for that run, then the remembered setting, then
/// the config file's default.
package struct RememberedSettings: Equatable, Sendable {
    package var theme: ThemeChoice?
    package var mode: TransitionMode?
    /// Widest text column chosen with `+`/`-`; nil: the config file's (`=` goes back to it).
    package var textWidth: Int?
    /// One page or a spread, chosen with the layout key.
    package var layout: PageLayout?
    /// Searches, oldest first, without repeats.
    package var searchHistory: [String] = []
    /// How fast the reader reads (for time left).
    package var pace = ReadingPace()
    /// The pace of hands-free reading.
    package var autoTurn = AutoTurnPace()
    /// Line spacing chosen with `L` (0 or 1); nil: the config file's.
    package var lineSpacing: Int?
    /// Ruby style chosen with `R`; nil: the config file's.
    package var ruby: RubyStyle?
    /// The script Chinese is shown in, chosen with `C`; nil: the config file's.
    package var chinese: ChineseScript?
    /// Hyphenation turned on or off with `H`; nil: the config file's.
    package var hyphenate: Bool?

    /// Nothing remembered: a first run, or `--no-config`.
    package static let empty = RememberedSettings()

    package static let version = 1
    /// Searches kept across sessions.
    package static let historyLimit = 20
    /// Longest search query typed or kept, in characters.
    package static let queryLimit = 200

    /// The theme to start with: `option` (command line) > remembered > config file.
    package func theme(option: ThemeChoice?, config: Config) -> ThemeChoice { option ?? theme ?? config.theme }

    /// The mode to start with, by the same precedence as the theme.
    package func mode(option: TransitionMode?, config: Config) -> TransitionMode { option ?? mode ?? config.mode }

    /// The page layout to start with, by the same precedence as the theme.
    package func layout(option: PageLayout?, config: Config) -> PageLayout { option ?? layout ?? config.layout.pages }

    /// Adds `query` as the newest search (an earlier copy moves up; the oldest drop off).
    package mutating func remember(query: String) {
        guard Self.isValid(query: query) else { return }
        searchHistory.removeAll { $0 == query }
        searchHistory.append(query)
        if searchHistory.count > Self.historyLimit { searchHistory.removeFirst(searchHistory.count - Self.historyLimit) }
    }

    /// The JSON written to the settings file.
    package func encoded() -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try? encoder.encode(
            Stored(
                version: Self.version, theme: theme?.rawValue, mode: mode?.rawValue, textWidth: textWidth,
                layout: layout?.rawValue, searchHistory: searchHistory, secondsPerCharacter: pace.secondsPerCharacter,
                pacePages: pace.secondsPerCharacter == nil ? nil : pace.pages,
                autoSecondsPerPage: autoTurn.secondsPerPage, autoLinesPerMinute: autoTurn.linesPerMinute,
                lineSpacing: lineSpacing, ruby: ruby?.rawValue, chinese: chinese?.rawValue, hyphenate: hyphenate))
    }

    /// The settings in `data`, or nil when it is not JSON of ours or anything in it is out
    /// of range (nothing read from disk is trusted).
    package static func decode(_ data: Data) -> RememberedSettings? {
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == version else { return nil }
        var settings = RememberedSettings()
        if let name = stored.theme {
            guard let theme = ThemeChoice(rawValue: name) else { return nil }
            settings.theme = theme
        }
        if let name = stored.mode {
            guard let mode = TransitionMode(rawValue: name) else { return nil }
            settings.mode = mode
        }
        if let width = stored.textWidth {
            guard (ScreenLayout.minimumColumns...LayoutSettings.maximumTextWidth).contains(width) else { return nil }
            settings.textWidth = width
        }
        if let name = stored.layout {
            guard let layout = PageLayout(rawValue: name) else { return nil }
            settings.layout = layout
        }
        let history = stored.searchHistory ?? []
        guard history.count <= historyLimit, history.allSatisfy(isValid(query:)), Set(history).count == history.count else {
            return nil
        }
        settings.searchHistory = history
        switch (stored.secondsPerCharacter, stored.pacePages) {
        case (nil, nil): break
        case (let speed?, let pages?):
            guard speed.isFinite, speed > 0, speed <= ReadingPace.slowest, (1...ReadingPace.maximumPages).contains(pages) else {
                return nil
            }
            settings.pace = ReadingPace(secondsPerCharacter: speed, pages: pages)
        default: return nil
        }
        if let seconds = stored.autoSecondsPerPage, let lines = stored.autoLinesPerMinute {
            let pace = AutoTurnPace(secondsPerPage: seconds, linesPerMinute: lines)
            guard pace.isValid else { return nil }
            settings.autoTurn = pace
        }
        if let spacing = stored.lineSpacing {
            guard (0...1).contains(spacing) else { return nil }
            settings.lineSpacing = spacing
        }
        if let name = stored.ruby {
            guard let ruby = RubyStyle(rawValue: name) else { return nil }
            settings.ruby = ruby
        }
        if let name = stored.chinese {
            guard let chinese = ChineseScript(rawValue: name) else { return nil }
            settings.chinese = chinese
        }
        settings.hyphenate = stored.hyphenate
        return settings
    }

    /// A query worth keeping: not empty, not too long, no control characters.
    package static func isValid(query: String) -> Bool {
        !query.isEmpty && query.count <= queryLimit
            && query.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
    }

    /// The file's shape: every setting optional, so a file from before a setting existed still reads.
    private struct Stored: Codable {
        package var version: Int
        package var theme: String?
        package var mode: String?
        package var textWidth: Int?
        package var layout: String?
        package var searchHistory: [String]?
        package var secondsPerCharacter: Double?
        package var pacePages: Int?
        package var autoSecondsPerPage: Double?
        package var autoLinesPerMinute: Double?
        package var lineSpacing: Int?
        package var ruby: String?
        package var chinese: String?
        package var hyphenate: Bool?
    }
}

/// Reading and writing `RememberedSettings` in their file.
extension SettingsFile {
    /// The remembered settings; `firstRun` when there is no file yet. A file that cannot
    /// be read or does not check out gives the defaults and a one-line warning, and is left as it
    /// is (`SettingsMemory` never writes over it: what the user kept there is not lost).
    package func load() -> (settings: RememberedSettings, firstRun: Bool, warning: String?) {
        switch read() {
        case .missing: return (RememberedSettings(), true, nil)
        case .unreadable: return (RememberedSettings(), false, "cannot read \(path), using the defaults and leaving it as it is")
        case .data(let data):
            guard let settings = RememberedSettings.decode(data) else {
                return (RememberedSettings(), false, "\(path) is corrupt, using the defaults and leaving it as it is")
            }
            return (settings, false, nil)
        }
    }

    /// Writes `settings`; a one-line warning when that fails.
    package func save(_ settings: RememberedSettings) -> String? {
        guard let data = settings.encoded(), write(data) else { return "cannot save \(path)" }
        return nil
    }
}
