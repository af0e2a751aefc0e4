/// One setting, declared once: where the config file keeps it, the command-line option of
/// `read` and `render` that sets it for one run, its format and default (the `Config` field it
/// sets), whether the reader remembers it, the key that changes it in the reader, and its help.
/// The config loader, the default config file, the remembered settings, the options, the help
/// panel and README's table are all made from these (`Settings.all`).
package struct Setting<Value: Equatable & Sendable>: Sendable {
    /// The config file's table holding it (`layout` for `[layout]`); nil: the top level.
    package let table: String?
    /// Its key in that table.
    package let key: String
    /// The command-line option, without `--`: the key, prefixed by its table outside `[layout]`.
    package let option: String
    package let format: SettingFormat<Value>
    /// The field it sets; `Config()` holds the default.
    package let path: WritableKeyPath<Config, Value> & Sendable
    package let remembered: Remembering
    /// The reader's actions that change it (`t` for the theme; `+`, `-` and `=` for the width).
    package let actions: [Action]
    /// What it is, in a few words: "colour theme".
    package let summary: String
    /// More about it, in sentences (the default config file's comment, the option's help).
    package let help: String

    package init(
        _ table: String?, _ key: String, option: String? = nil, format: SettingFormat<Value>,
        path: WritableKeyPath<Config, Value> & Sendable, remembered: Remembering = .never, actions: [Action] = [],
        summary: String, help: String
    ) {
        self.table = table
        self.key = key
        self.option = option ?? (table == nil || table == "layout" ? key : table! + "-" + key)
        self.format = format
        self.path = path
        self.remembered = remembered
        self.actions = actions
        self.summary = summary
        self.help = help
    }

    /// The default: what `Config()` holds.
    package var defaultValue: Value { Config.defaults[keyPath: path] }

    /// The same setting with its values as config-file values, for lists of settings of every type.
    package var erased: AnySetting {
        let format = format, path = path
        return AnySetting(
            table: table, key: key, option: option, remembered: remembered, actions: actions, summary: summary, help: help,
            expected: format.expected, values: format.values,
            assign: { config, value in
                guard let decoded = format.decode(value) else { return false }
                config[keyPath: path] = decoded
                return true
            },
            value: { format.encode($0[keyPath: path]) }, argument: format.argument)
    }
}

/// Whether and how the reader remembers a setting changed in it.
package enum Remembering: Equatable, Sendable {
    /// Never: the config file (or an option) alone sets it.
    case never
    /// For every book and the next runs, under this name in the settings file.
    case always(String)
    /// For each book, with its place.
    case perBook
}
