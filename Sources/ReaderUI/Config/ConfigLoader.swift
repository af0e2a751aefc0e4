import ReaderCore
import ReaderLibrary

/// Reads `config.toml` into a `Config`. It never fails: an unknown key or a bad value
/// becomes a one-line warning naming the file, the line and the key, and that setting
/// keeps its default. Keys, action names, role names and word values ignore case, `-`
/// and `_` (`max-width`, `max_width` and `maxWidth` are the same key).
package struct ConfigLoader {
    package let file: String
    private var config = Config()
    private var warnings: [ConfigWarning] = []

    private init(file: String) {
        self.file = file
    }

    /// The config at `path`: a missing file gives the defaults and no warning; a file
    /// that cannot be read, or is not UTF-8 text, gives the defaults and one warning.
    package static func load(path: String) -> (config: Config, warnings: [ConfigWarning]) {
        switch ConfigFile.read(path) {
        case .missing: return (Config(), [])
        case .failed(let reason): return (Config(), [ConfigWarning(file: path, line: nil, message: reason)])
        case .text(let text): return parse(text, file: path)
        }
    }

    /// The config written in `text`; `file` names it in warnings, which come in line order.
    package static func parse(_ text: String, file: String) -> (config: Config, warnings: [ConfigWarning]) {
        var loader = ConfigLoader(file: file)
        let (table, errors) = TOMLParser.parse(text)
        loader.warnings = errors.map { ConfigWarning(file: file, line: $0.line, message: $0.message) }
        loader.readRoot(table)
        let ordered = loader.warnings.enumerated().sorted { a, b in
            (a.element.line ?? 0, a.offset) < (b.element.line ?? 0, b.offset)
        }
        return (loader.config, ordered.map(\.element))
    }

    // MARK: tables

    private mutating func readRoot(_ root: TOMLTable) {
        for (name, entry) in entries(of: root) {
            if let setting = Settings.named(entry.key, in: nil) {
                read(setting, entry, entry.key)
                continue
            }
            switch name {
            case "colors", "colours":
                if let t = table(entry, entry.key) { readColors(t, prefix: entry.key) }
            case "keys":
                if let t = table(entry, entry.key) { readKeys(t, prefix: entry.key) }
            case "chapters":
                if let t = table(entry, entry.key) { readChapters(t, prefix: entry.key) }
            case "catalog":
                readCatalogs(entry)
            default:
                guard let settingsTable = Settings.tables.compactMap({ $0 }).first(where: { Self.normalized($0) == name }) else {
                    unknown(entry, "")
                    continue
                }
                if let t = table(entry, entry.key) { readSettings(t, of: settingsTable, prefix: entry.key) }
            }
        }
    }

    /// A table of settings (`[layout]`, `[read-aloud]`…), each read as its declaration says.
    private mutating func readSettings(_ table: TOMLTable, of name: String, prefix: String) {
        for (_, entry) in entries(of: table, prefix: prefix) {
            guard let setting = Settings.named(entry.key, in: name) else {
                unknown(entry, prefix)
                continue
            }
            read(setting, entry, prefix + "." + entry.key)
        }
    }

    /// Sets `setting` to the entry's value, or warns that the value is not one of its.
    private mutating func read(_ setting: AnySetting, _ entry: TOMLTable.Entry, _ key: String) {
        if !setting.assign(&config, entry.value) { bad(entry, key, expected: setting.expected) }
    }

    /// `[chapters]`: `add = ["^Episode \\d+", …]` (regular expressions), `replace = true` to use them
    /// instead of the built-in rules. A rule that does not compile is left out with a warning.
    private mutating func readChapters(_ table: TOMLTable, prefix: String) {
        var compiled: [UserRule] = []
        var replace = false
        for (name, entry) in entries(of: table, prefix: prefix) {
            let key = prefix + "." + entry.key
            switch name {
            case "add":
                guard let values = array(entry, key, of: "regular expressions") else { continue }
                for value in values {
                    guard compiled.count < HeadingRules.maximumRules else {
                        warn(
                            entry.line,
                            "'\(key)': more than \(HeadingRules.maximumRules) rules; the first \(HeadingRules.maximumRules) are used")
                        break
                    }
                    guard case .string(let pattern) = value else {
                        bad(entry, key, value: value, expected: "a regular expression in quotes")
                        continue
                    }
                    do {
                        compiled.append(try HeadingRules.compile(pattern))
                    } catch {
                        warn(entry.line, "'\(key)': \(error); left out")
                    }
                }
            case "replace":
                if case .boolean(let b) = entry.value { replace = b } else { bad(entry, key, expected: "true or false") }
            default:
                unknown(entry, prefix)
            }
        }
        config.chapterRules = HeadingRules(builtIn: !replace, compiled: compiled)
    }

    /// `[[catalog]]`, one a catalogue: `name`, `url` (http or https), `user` and where its password
    /// comes from, `password-env` or `password-command`. A `password` is refused (and not echoed):
    /// the config file is no place for one.
    private mutating func readCatalogs(_ entry: TOMLTable.Entry) {
        guard case .array(let tables) = entry.value else {
            warn(entry.line, "'catalog' is written [[catalog]], once for each catalogue")
            return
        }
        for case .table(let table) in tables {
            var account = CatalogAccount(name: "", url: "")
            for (name, item) in entries(of: table, prefix: entry.key) {
                let key = entry.key + "." + item.key
                if name == "password" {
                    warn(item.line, "'\(key)' is not read: keep the password out of the config file (password-env or password-command)")
                    continue
                }
                guard case .string(let text) = item.value else {
                    bad(item, key, expected: "a string in quotes")
                    continue
                }
                switch name {
                case "name": account.name = text
                case "url": account.url = text
                case "user": account.user = text
                case "passwordenv": account.passwordVariable = text
                case "passwordcommand": account.passwordCommand = text
                default: unknown(item, entry.key)
                }
            }
            guard account.url.hasPrefix("http://") || account.url.hasPrefix("https://") else {
                warn(table.entries.first?.line ?? entry.line, "a [[catalog]] needs a url starting with http:// or https://; left out")
                continue
            }
            if account.name.isEmpty { account.name = account.url }
            config.catalogs.append(account)
        }
    }

    private mutating func readColors(_ table: TOMLTable, prefix: String) {
        for (name, entry) in entries(of: table, prefix: prefix) {
            let key = prefix + "." + entry.key
            guard let theme = ThemeChoice(rawValue: name), theme != .auto else {
                warn(entry.line, "unknown theme '\(key)' (colours are set per theme: light, dark or sepia)")
                continue
            }
            guard let themeTable = self.table(entry, key) else { continue }
            let overrides = readPalette(themeTable, prefix: key)
            if !overrides.isEmpty { config.colors[theme] = overrides }
        }
    }

    private mutating func readPalette(_ table: TOMLTable, prefix: String) -> PaletteOverrides {
        var overrides = PaletteOverrides()
        for (name, entry) in entries(of: table, prefix: prefix) {
            let key = prefix + "." + entry.key
            switch name {
            case "foreground", "fg":
                if let c = color(entry, key) { overrides.foreground = c }
            case "background", "bg":
                if let c = color(entry, key) { overrides.background = c }
            default:
                guard let role = Self.roles[name] else {
                    unknown(entry, prefix)
                    continue
                }
                var colors = PaletteOverrides.RoleColors()
                if case .table(let roleTable) = entry.value {
                    for (part, e) in entries(of: roleTable, prefix: key) {
                        switch part {
                        case "foreground", "fg": colors.foreground = color(e, key + "." + e.key) ?? colors.foreground
                        case "background", "bg": colors.background = color(e, key + "." + e.key) ?? colors.background
                        default: unknown(e, key)
                        }
                    }
                } else {
                    colors.foreground = color(entry, key)
                }
                if colors != PaletteOverrides.RoleColors() { overrides.roles[role] = colors }
            }
        }
        return overrides
    }

    /// `[keys]`: action = key or [keys]. A key already taken by an earlier line keeps its
    /// first action (warned); an action none of whose keys can be used keeps its defaults;
    /// `[]` leaves the action without keys.
    private mutating func readKeys(_ table: TOMLTable, prefix: String) {
        var owners: [Key: (action: Action, line: Int)] = [:]
        var replacements: [(action: Action, keys: [Key])] = []
        for (name, entry) in entries(of: table, prefix: prefix) {
            let key = prefix + "." + entry.key
            guard let action = Self.actions[name] else {
                warn(entry.line, "unknown action '\(key)'")
                continue
            }
            let names: [TOMLValue]
            switch entry.value {
            case .string: names = [entry.value]
            case .array(let list): names = list
            default:
                bad(entry, key, expected: "a key name or a list of key names")
                continue
            }
            var keys: [Key] = []
            for value in names {
                guard case .string(let written) = value else {
                    bad(entry, key, value: value, expected: "key names in quotes")
                    continue
                }
                guard let name = KeyName.key(written) else {
                    warn(entry.line, "unknown key name \"\(written)\" in '\(key)'")
                    continue
                }
                if let owner = owners[name] {
                    if owner.action != action {
                        warn(
                            entry.line,
                            "key \"\(name)\" is already bound to '\(owner.action.rawValue)' on line \(owner.line); ignored for '\(action.rawValue)'"
                        )
                    }
                    continue
                }
                owners[name] = (action, entry.line)
                keys.append(name)
            }
            if !keys.isEmpty || names.isEmpty { replacements.append((action, keys)) }
        }
        config.keyMap = KeyMap.standard.replacing(replacements)
    }

    // MARK: values

    /// The entries of `table` with their normalised names; a key that repeats an earlier
    /// one once normalised (`max-width` then `maxWidth`) is warned about and dropped.
    private mutating func entries(of table: TOMLTable, prefix: String = "") -> [(name: String, entry: TOMLTable.Entry)] {
        var seen: [String: TOMLTable.Entry] = [:]
        var result: [(name: String, entry: TOMLTable.Entry)] = []
        for entry in table.entries {
            let name = Self.normalized(entry.key)
            if let first = seen[name] {
                warn(
                    entry.line,
                    "'\(Self.joined(prefix, entry.key))' repeats '\(Self.joined(prefix, first.key))' from line \(first.line); ignored")
                continue
            }
            seen[name] = entry
            result.append((name, entry))
        }
        return result
    }

    /// The values of a list entry; nil, with a warning, for anything else.
    private mutating func array(_ entry: TOMLTable.Entry, _ key: String, of what: String) -> [TOMLValue]? {
        if case .array(let values) = entry.value { return values }
        bad(entry, key, expected: "a list of " + what)
        return nil
    }

    private mutating func table(_ entry: TOMLTable.Entry, _ key: String) -> TOMLTable? {
        if case .table(let t) = entry.value { return t }
        bad(entry, key, expected: "a table ([\(key)] followed by its settings)")
        return nil
    }

    private mutating func color(_ entry: TOMLTable.Entry, _ key: String) -> Color? {
        if let c = ConfigColor.parse(entry.value) { return c }
        bad(entry, key, expected: "a colour: \"#rrggbb\" or an xterm-256 number 0-255")
        return nil
    }

    // MARK: warnings

    private mutating func warn(_ line: Int, _ message: String) {
        warnings.append(ConfigWarning(file: file, line: line, message: message))
    }

    private mutating func unknown(_ entry: TOMLTable.Entry, _ prefix: String) {
        warn(entry.line, "unknown key '\(Self.joined(prefix, entry.key))'")
    }

    private mutating func bad(_ entry: TOMLTable.Entry, _ key: String, value: TOMLValue? = nil, expected: String) {
        warn(entry.line, "bad value for '\(key)': expected \(expected), got \((value ?? entry.value).shortDescription)")
    }

    /// Roles and actions by normalised name.
    private static let roles = Dictionary(uniqueKeysWithValues: Role.allCases.map { (normalized($0.configName), $0) })
    private static let actions = Dictionary(uniqueKeysWithValues: Action.allCases.map { (normalized($0.rawValue), $0) })

    /// ASCII lower case without `-` and `_`, so spellings of one name compare equal.
    package static func normalized(_ name: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for b in name.utf8 where b != UInt8(ascii: "-") && b != UInt8(ascii: "_") {
            bytes.append((0x41...0x5A).contains(b) ? b + 0x20 : b)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func joined(_ prefix: String, _ key: String) -> String {
        prefix.isEmpty ? key : prefix + "." + key
    }

}
