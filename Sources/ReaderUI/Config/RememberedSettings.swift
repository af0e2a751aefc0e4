import FoundationEssentials
import ReaderCore
import ReaderStore

/// What the reader remembers for the user across books and runs (`settings.json` in the
/// state folder): the theme, page-turn mode, page layout and text width last chosen in the reader, the
/// last few searches, and the reader's measured reading pace. A setting is remembered only once it is changed in the reader;
/// at start a command-line option wins for that run, then the remembered setting, then
/// the config file's default.
package struct RememberedSettings: Equatable, Sendable {
    /// The settings chosen in the reader (those `Settings.all` declares `.always` remembered), by
    /// their names in the file, as config-file values.
    private var chosen: [String: TOMLValue] = [:]
    /// Searches, oldest first, without repeats.
    package var searchHistory: [String] = []
    /// Words looked up in the dictionaries, oldest first, without repeats.
    package var lookUps: [String] = []
    /// How fast the reader reads (for time left).
    package var pace = ReadingPace()
    /// The pace of hands-free reading.
    package var autoTurn = AutoTurnPace()

    /// Nothing remembered: a first run, or `--no-config`.
    package static let empty = RememberedSettings()

    package static let version = 1
    /// Searches kept across sessions.
    package static let historyLimit = 20
    /// Words looked up kept across sessions.
    package static let lookUpLimit = 100
    /// Longest search query typed or kept, in characters.
    package static let queryLimit = 200

    package init() {}

    /// The value chosen in the reader for `setting`; nil: none (the config file's counts).
    package subscript<Value>(setting: Setting<Value>) -> Value? {
        get {
            guard case .always(let name) = setting.remembered, let value = chosen[name] else { return nil }
            return setting.format.decode(value)
        }
        set {
            guard case .always(let name) = setting.remembered else { return }
            chosen[name] = newValue.map(setting.format.encode)
        }
    }

    /// `config` with the settings chosen in the reader in place of the config file's.
    package func applied(to config: Config) -> Config {
        var config = config
        for setting in Settings.all {
            guard case .always(let name) = setting.remembered, let value = chosen[name] else { continue }
            _ = setting.assign(&config, value)
        }
        return config
    }

    /// Adds `query` as the newest search (an earlier copy moves up; the oldest drop off).
    package mutating func remember(query: String) {
        Self.add(query, to: &searchHistory, limit: Self.historyLimit)
    }

    /// Adds `word` as the newest word looked up, as `remember(query:)` adds a search.
    package mutating func remember(lookUp word: String) {
        Self.add(word, to: &lookUps, limit: Self.lookUpLimit)
    }

    /// `item` at the end of `list` (an earlier copy moves there), the oldest dropped past `limit`.
    private static func add(_ item: String, to list: inout [String], limit: Int) {
        guard isValid(query: item) else { return }
        list.removeAll { $0 == item }
        list.append(item)
        if list.count > limit { list.removeFirst(list.count - limit) }
    }

    /// `self` (this run's settings) merged onto `disk` (the file as it is now), given `base`, the
    /// settings this run last kept (or read at start): a setting this run did not change since
    /// `base` takes `disk`'s value; searches are `disk`'s followed by those this run added. Two
    /// readers running at once so each save the settings they changed, onto what the other saved.
    package func merged(base: RememberedSettings, disk: RememberedSettings) -> RememberedSettings {
        var result = self
        for name in Set(chosen.keys).union(base.chosen.keys).union(disk.chosen.keys) where chosen[name] == base.chosen[name] {
            result.chosen[name] = disk.chosen[name]
        }
        if pace == base.pace { result.pace = disk.pace }
        if autoTurn == base.autoTurn { result.autoTurn = disk.autoTurn }
        result.searchHistory = disk.searchHistory
        for query in searchHistory where !base.searchHistory.contains(query) { result.remember(query: query) }
        result.lookUps = disk.lookUps
        for word in lookUps where !base.lookUps.contains(word) { result.remember(lookUp: word) }
        return result
    }

    /// The JSON written to the settings file.
    package func encoded() -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let stored = Stored(
            version: Self.version, searchHistory: searchHistory, lookUps: lookUps.isEmpty ? nil : lookUps,
            secondsPerCharacter: pace.secondsPerCharacter,
            pacePages: pace.secondsPerCharacter == nil ? nil : pace.pages, autoSecondsPerPage: autoTurn.secondsPerPage,
            autoLinesPerMinute: autoTurn.linesPerMinute)
        return try? encoder.encode(StoredFile(stored: stored, chosen: chosen.mapValues(StoredValue.init)))
    }

    /// The settings in `data`, or nil when it is not JSON of ours or anything in it is out
    /// of range (nothing read from disk is trusted).
    package static func decode(_ data: Data) -> RememberedSettings? {
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == version,
            let values = try? JSONDecoder().decode([String: StoredValue].self, from: data)
        else { return nil }
        var settings = RememberedSettings()
        for setting in Settings.all {
            guard case .always(let name) = setting.remembered, let value = values[name]?.value else { continue }
            guard setting.accepts(value) else { return nil }
            settings.chosen[name] = value
        }
        guard let history = checked(stored.searchHistory ?? [], limit: historyLimit),
            let lookUps = checked(stored.lookUps ?? [], limit: lookUpLimit)
        else { return nil }
        settings.searchHistory = history
        settings.lookUps = lookUps
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
        return settings
    }

    /// A list of searches or words from the file, or nil when it is too long or holds an item
    /// twice or one not worth keeping.
    private static func checked(_ list: [String], limit: Int) -> [String]? {
        list.count <= limit && list.allSatisfy(isValid(query:)) && Set(list).count == list.count ? list : nil
    }

    /// A query worth keeping: not empty, not too long, no control characters.
    package static func isValid(query: String) -> Bool {
        !query.isEmpty && query.count <= queryLimit
            && query.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }
    }

    /// The file's fields besides the settings: every one optional, so a file from before one existed still reads.
    private struct Stored: Codable {
        var version: Int
        var searchHistory: [String]?
        var lookUps: [String]?
        var secondsPerCharacter: Double?
        var pacePages: Int?
        var autoSecondsPerPage: Double?
        var autoLinesPerMinute: Double?
    }

    /// The whole file: `Stored`'s fields and, beside them, each chosen setting under its name.
    private struct StoredFile: Encodable {
        var stored: Stored
        var chosen: [String: StoredValue]

        func encode(to encoder: any Encoder) throws {
            try stored.encode(to: encoder)
            var container = encoder.container(keyedBy: Name.self)
            for (name, value) in chosen { try container.encode(value, forKey: Name(stringValue: name)) }
        }
    }

    /// A setting's value in the file: a word, number or true/false (a list of words or folders is
    /// never remembered); anything else in the file (the searches' list) reads as nothing.
    private struct StoredValue: Codable {
        var value: TOMLValue?

        init(_ value: TOMLValue) { self.value = value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let b = try? container.decode(Bool.self) {
                value = .boolean(b)
            } else if let n = try? container.decode(Int.self) {
                value = .integer(n)
            } else if let s = try? container.decode(String.self) {
                value = .string(s)
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch value {
            case .boolean(let b): try container.encode(b)
            case .integer(let n): try container.encode(n)
            case .string(let s): try container.encode(s)
            default: try container.encodeNil()
            }
        }
    }

    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
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
