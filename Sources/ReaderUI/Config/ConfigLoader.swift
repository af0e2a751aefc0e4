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
            switch name {
            case "theme":
                if let v = word(entry, "theme", ThemeChoice.self) { config.theme = v }
            case "mode":
                if let v = word(entry, "mode", TransitionMode.self) { config.mode = v }
            case "animationms":
                if let v = integer(entry, entry.key, 0...Config.maximumAnimationMilliseconds) {
                    config.animationMilliseconds = v
                }
            case "boss":
                if let v = word(entry, "boss", BossScreen.self) { config.boss = v }
            case "footer":
                if let v = footerFields(entry) { config.footer = v }
            case "layout":
                if let t = table(entry, entry.key) { readLayout(t, prefix: entry.key) }
            case "colors", "colours":
                if let t = table(entry, entry.key) { readColors(t, prefix: entry.key) }
            case "keys":
                if let t = table(entry, entry.key) { readKeys(t, prefix: entry.key) }
            case "chapters":
                if let t = table(entry, entry.key) { readChapters(t, prefix: entry.key) }
            case "dictionary":
                if let t = table(entry, entry.key) { readDictionary(t, prefix: entry.key) }
            case "library":
                if let t = table(entry, entry.key) { readLibrary(t, prefix: entry.key) }
            case "sync":
                if let t = table(entry, entry.key) { readSync(t, prefix: entry.key) }
            case "readaloud":
                if let t = table(entry, entry.key) { readSpeech(t, prefix: entry.key) }
            case "catalog":
                readCatalogs(entry)
            default:
                unknown(entry, "")
            }
        }
    }

    private mutating func readLayout(_ table: TOMLTable, prefix: String) {
        var layout = config.layout
        for (name, entry) in entries(of: table, prefix: prefix) {
            let key = prefix + "." + entry.key
            let margin = 0...Margins.maximum
            switch name {
            case "marginleft": if let v = integer(entry, key, margin) { layout.margins.left = v }
            case "marginright": if let v = integer(entry, key, margin) { layout.margins.right = v }
            case "margintop": if let v = integer(entry, key, margin) { layout.margins.top = v }
            case "marginbottom": if let v = integer(entry, key, margin) { layout.margins.bottom = v }
            case "maxwidth":
                let range = ScreenLayout.minimumColumns...LayoutSettings.maximumTextWidth
                if case .integer(0) = entry.value {
                    layout.maxTextWidth = nil
                } else if case .integer(let n) = entry.value, range.contains(n) {
                    layout.maxTextWidth = n
                } else {
                    bad(entry, key, expected: "0 (no limit) or a width from \(range.lowerBound) to \(range.upperBound)")
                }
            case "paragraphspacing":
                switch entry.value {
                case .boolean(let b): layout.paragraphSpacing = b
                case .string(let s) where Self.normalized(s) == "auto": layout.paragraphSpacing = nil
                default: bad(entry, key, expected: "\"auto\", true or false")
                }
            case "indentcjk":
                if let v = integer(entry, key, 0...LayoutSettings.maximumIndent) { layout.cjkIndent = v }
            case "indentjapanese":
                if let v = integer(entry, key, 0...LayoutSettings.maximumIndent) { layout.japaneseIndent = v }
            case "linespacing":
                if let v = integer(entry, key, 0...1) { layout.lineSpacing = v }
            case "ruby":
                if let v = word(entry, key, RubyStyle.self) { layout.ruby = v }
            case "chinese":
                if let v = word(entry, key, ChineseScript.self) { layout.chinese = v }
            case "images":
                if let v = word(entry, key, PictureSetting.self) { layout.pictures = v }
            case "justify":
                if case .boolean(let b) = entry.value { layout.justify = b } else { bad(entry, key, expected: "true or false") }
            case "hyphenate":
                if case .boolean(let b) = entry.value { layout.hyphenate = b } else { bad(entry, key, expected: "true or false") }
            case "layout":
                if let v = word(entry, key, PageLayout.self) { layout.pages = v }
            case "writing":
                if let v = word(entry, key, WritingSetting.self) { layout.writing = v }
            case "columngap":
                if let v = integer(entry, key, 0...LayoutSettings.maximumColumnGap) { layout.columnGap = v }
            case "indentlatin":
                if let v = integer(entry, key, 0...LayoutSettings.maximumIndent) { layout.latinIndent = v }
            default:
                unknown(entry, prefix)
            }
        }
        config.layout = layout
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

    /// `[dictionary]`: `paths = ["~/dict", …]`, folders (or `.ifo`/`.index` files) searched
    /// before the standard folders; `~/` is the home folder.
    private mutating func readDictionary(_ table: TOMLTable, prefix: String) {
        for (name, entry) in entries(of: table, prefix: prefix) {
            switch name {
            case "paths": if let v = folders(entry, prefix + "." + entry.key) { config.dictionaryPaths = v }
            default: unknown(entry, prefix)
            }
        }
    }

    /// `[read-aloud]`: `rate` (words a minute), `stop` (`book` or `chapter`), `minutes` (the
    /// sleep timer, 0 for none) and `output` (a folder for WAV files; empty: played).
    private mutating func readSpeech(_ table: TOMLTable, prefix: String) {
        for (name, entry) in entries(of: table, prefix: prefix) {
            let key = prefix + "." + entry.key
            switch name {
            case "rate": if let v = integer(entry, key, SpeechSettings.rates) { config.speech.rate = v }
            case "stop": if let v = word(entry, key, SpeechStop.self) { config.speech.stop = v }
            case "minutes": if let v = integer(entry, key, 0...1440) { config.speech.minutes = v }
            case "output":
                guard case .string(let folder) = entry.value else {
                    bad(entry, key, expected: "a folder in quotes")
                    continue
                }
                config.speech.folder = folder.isEmpty ? nil : folder
            default: unknown(entry, prefix)
            }
        }
    }

    /// `[library]`: `folders = ["~/Books", …]`, listed with the recent books, and `downloads`, the
    /// folder books downloaded from catalogues go to.
    private mutating func readLibrary(_ table: TOMLTable, prefix: String) {
        for (name, entry) in entries(of: table, prefix: prefix) {
            switch name {
            case "folders": if let v = folders(entry, prefix + "." + entry.key) { config.libraryFolders = v }
            case "downloads":
                guard case .string(let folder) = entry.value else {
                    bad(entry, prefix + "." + entry.key, expected: "a folder in quotes")
                    continue
                }
                config.downloadFolder = folder.isEmpty ? nil : folder
            default: unknown(entry, prefix)
            }
        }
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

    /// `[sync]`: `folder = "~/Sync/termreader"` (none: no synchronising) and `device`, this
    /// machine's name in it.
    private mutating func readSync(_ table: TOMLTable, prefix: String) {
        for (name, entry) in entries(of: table, prefix: prefix) {
            let key = prefix + "." + entry.key
            guard name == "folder" || name == "device" else {
                unknown(entry, prefix)
                continue
            }
            guard case .string(let value) = entry.value else {
                bad(entry, key, expected: name == "folder" ? "a folder in quotes" : "a name in quotes")
                continue
            }
            if name == "folder" { config.syncFolder = value.isEmpty ? nil : value } else { config.syncDevice = value.isEmpty ? nil : value }
        }
    }

    /// A list of folders in quotes; a value that is not one is warned of and left out.
    private mutating func folders(_ entry: TOMLTable.Entry, _ key: String) -> [String]? {
        guard let values = array(entry, key, of: "folders") else { return nil }
        return values.compactMap { value in
            guard case .string(let path) = value, !path.isEmpty else {
                bad(entry, key, value: value, expected: "a folder in quotes")
                return nil
            }
            return path
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

    private mutating func word<T: RawRepresentable & CaseIterable>(_ entry: TOMLTable.Entry, _ key: String, _ type: T.Type) -> T?
    where T.RawValue == String {
        if case .string(let s) = entry.value, let v = T.allCases.first(where: { Self.normalized($0.rawValue) == Self.normalized(s) }) {
            return v
        }
        bad(entry, key, expected: Self.list(T.allCases.map(\.rawValue)))
        return nil
    }

    /// `footer = ["chapter-page", "percent", …]`: the footer's fields in order, each once.
    private mutating func footerFields(_ entry: TOMLTable.Entry) -> [FooterField]? {
        let expected = "a list of " + Self.list(FooterField.allCases.map { "\"\($0.rawValue)\"" }) + ", each at most once"
        guard case .array(let values) = entry.value else {
            bad(entry, entry.key, expected: expected)
            return nil
        }
        var fields: [FooterField] = []
        for value in values {
            guard case .string(let s) = value,
                let field = FooterField.allCases.first(where: { Self.normalized($0.rawValue) == Self.normalized(s) }),
                !fields.contains(field)
            else {
                bad(entry, entry.key, value: value, expected: expected)
                return nil
            }
            fields.append(field)
        }
        return fields
    }

    private mutating func integer(_ entry: TOMLTable.Entry, _ key: String, _ range: ClosedRange<Int>) -> Int? {
        if case .integer(let n) = entry.value, range.contains(n) { return n }
        bad(entry, key, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
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

    /// `a, b, c or d`.
    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
