/// The fully commented default config file that `termreader config --print-default`
/// prints. Built from the defaults themselves (settings, palettes, key bindings, action
/// list), so it can never disagree with them.
package enum DefaultConfig {
    package static var text: String {
        let d = Config()
        var lines = [
            "# termreader configuration",
            "#",
            "# Read from $XDG_CONFIG_HOME/termreader/config.toml, or ~/.config/termreader/config.toml",
            "# when XDG_CONFIG_HOME is not set (`termreader config --path` prints the path in use).",
            "# Every value below is the default. A setting's command-line option (--theme, --max-width;",
            "# `termreader read --help` lists them) overrides this file for one run. A mistake never stops",
            "# the reader: it warns with the line number and uses the default (`termreader config --check`",
            "# lists the warnings).",
        ]
        for table in Settings.tables {
            lines.append("")
            if let table { lines.append("[\(table)]") }
            lines += comment(tableHelp[table ?? ""] ?? "")
            for setting in Settings.all where setting.table == table {
                lines += comment(sentence(setting.summary + " (" + setting.values + ")") + " " + setting.help + optionHelp(setting))
                lines.append("\(setting.key) = \(written(setting.defaultValue))")
            }
        }
        lines += [
            "",
            "[chapters]",
            "# Chapter headings beyond the built-in rules: `add` takes regular expressions (PCRE2,",
            "# Perl syntax; in 'single quotes' a backslash is itself) that a heading line matches, for",
            "# example: add = ['^Episode \\d+', '^第.{1,9}幕']. With `replace` true only those rules",
            "# are used, not the built-in ones (Chapter, 第…回, scripture, fortune files…). Rules that",
            "# cost a line over 1,000,000 steps, or a book too many (nested repeats such as (.*a){20}),",
            "# are left out with a warning.",
            "# --chapters auto|none|REGEX on the command line overrides this section.",
            "add = []",
            "replace = false",
            "",
            "# OPDS catalogues (calibre's content server, calibre-web, Kavita, COPS…): one [[catalog]]",
            "# table each, with its name, url and, for one that asks, user and",
            "# password-env (an environment variable) or password-command (a command that prints it, such",
            "# as \"pass show calibre\"): a password is never written in this file. The library's c key",
            "# browses them, `termreader catalog` from the command line.",
            "",
            "# Colours of each theme. A colour is \"#rrggbb\" or an xterm-256 colour number 0-255.",
            "# foreground and background recolour the page's text and background wherever the theme",
            "# uses them. A role colours one kind of cell: role = { fg = colour, bg = colour }, either",
            "# one may be left out, and role = colour sets the foreground alone. The lines below are",
            "# the built-in colours: remove the '#' in front of a line to change it.",
        ]
        let palettes = d.palettes
        for (name, palette) in [("light", palettes.light), ("dark", palettes.dark), ("sepia", palettes.sepia)] {
            lines += ["", "[colors.\(name)]"]
            lines.append("# foreground = \(quoted(ConfigColor.hexString(palette[.text].foreground)))")
            lines.append("# background = \(quoted(ConfigColor.hexString(palette[.text].background)))")
            let width = Role.allCases.map(\.configName.count).max()!
            for role in Role.allCases {
                let style = palette[role]
                let assignment =
                    "\(role.configName.padding(to: width)) = { fg = \(quoted(ConfigColor.hexString(style.foreground))), bg = \(quoted(ConfigColor.hexString(style.background))) }"
                lines.append("# \(assignment)  # \(role.configSummary)")
            }
        }
        lines += [
            "",
            "[keys]",
            "# Each action takes one key or a list of keys, which replace its default keys; a key",
            "# given to an action here is taken from the action that had it by default, and [] leaves",
            "# an action without keys. Key names: a character (\"j\", \"G\", \"?\"; case matters), Space,",
            "# Enter, Esc, Tab, S-Tab, Backspace, Insert, Delete, Up, Down, Left, Right, PgUp, PgDn,",
            "# Home, End, F1 to F63, and C-a to C-z for Ctrl with a letter. The lines below are the",
            "# default bindings: remove the '#' in front of a line to change it.",
        ]
        let keyMap = d.keyMap
        let help = Settings.keyHelp(keyMap)
        let actionWidth = Action.allCases.map(\.rawValue.count).max()!
        for action in Action.allCases {
            let keys = keyMap.keys(for: action).map { quoted($0.description) }
            let value = keys.count == 1 ? keys[0] : "[" + keys.joined(separator: ", ") + "]"
            lines.append("# \(action.rawValue.padding(to: actionWidth)) = \(value)  # \(help.summary(of: action))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What each table of settings is for, above its settings ("": the top level).
    private static let tableHelp = [
        "read-aloud":
            "The p key reads the book aloud from the page on screen through espeak-ng (apt install espeak-ng) and the system's player (pw-play, paplay or aplay), the sentence being said highlighted; p pauses and goes on.",
        "dictionary":
            "The standard folders are $XDG_DATA_HOME/stardict/dic, ~/.stardict/dic, /usr/share/stardict/dic and /usr/share/dictd, where Debian's dict-* packages install. `~/` is your home folder.",
        "library": "`~/` is your home folder, here and in the folders below.",
    ]

    /// Comment lines holding `text`, wrapped to the file's width; none for no text.
    private static func comment(_ text: String) -> [String] {
        HelpPanel.wrap(text.split(separator: " ").map(String.init), width: 94).map { "# " + $0 }
    }

    /// `text` as a sentence: its first letter upper case, a full stop after it.
    private static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst() + "."
    }

    /// What else changes the setting: the reader's key, and whether the reader remembers it.
    private static func optionHelp(_ setting: AnySetting) -> String {
        let keys = setting.actions.compactMap { KeyMap.standard.keys(for: $0).first?.description }
        let key =
            keys.isEmpty
            ? nil : " The " + SettingFormats.list(keys) + (keys.count == 1 ? " key changes" : " keys change") + " it in the reader"
        switch (key, setting.remembered) {
        case (let key?, .always): return key + " (remembered, over this file)."
        case (let key?, .perBook): return key + " (remembered for the book)."
        case (let key?, .never): return key + "."
        case (nil, _): return ""
        }
    }

    /// A config-file value as the file writes it.
    package static func written(_ value: TOMLValue) -> String {
        switch value {
        case .string(let s): return quoted(s)
        case .integer(let n): return String(n)
        case .float(let x): return String(x)
        case .boolean(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(written).joined(separator: ", ") + "]"
        case .table: return "{}"
        }
    }

    /// A TOML basic string: quotes, backslashes and control characters escaped.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
