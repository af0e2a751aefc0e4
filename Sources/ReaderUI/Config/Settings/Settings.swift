import ReaderCore

/// Every setting, declared once (`Setting`), and the lists made of them.
package enum Settings {
    package static let theme = Setting(
        nil, "theme", format: .word, path: \.theme, remembered: .always("theme"), actions: [.cycleTheme], summary: "colour theme",
        help: "Colours at start; auto follows the terminal's background.")
    package static let mode = Setting(
        nil, "mode", format: .word, path: \.mode, remembered: .always("mode"), actions: [.cycleMode],
        summary: "page-turn animation", help: "How a page turns; scroll moves the text by lines.")
    package static let animation = Setting(
        nil, "animation-ms", format: .integer(0...Config.maximumAnimationMilliseconds), path: \.animationMilliseconds,
        summary: "length of a page turn in milliseconds", help: "0 turns pages at once.")
    package static let footer = Setting(
        nil, "footer", format: .words(of: FooterField.self), path: \.footer, summary: "the footer's fields, in order",
        help:
            "chapter-page (ch. p. 3/8), book-page (p. 40/262), percent (15%), time-left (in the chapter and the book, at the pace you have been reading) and clock (14:05). A narrow window drops the labels, then fields."
    )
    package static let boss = Setting(
        nil, "boss", format: .word, path: \.boss, summary: "what the boss key shows",
        help: "In place of the book: prompt (a plain shell prompt) or clear (an empty screen).")

    /// The settings, in the order the default config file and the help list them: by table.
    package static let all: [AnySetting] =
        [theme.erased, mode.erased, animation.erased, footer.erased, boss.erased] + layoutTable + otherTables

    /// The tables holding settings, in the order of `all`.
    package static var tables: [String?] {
        all.map(\.table).reduce(into: []) { tables, table in if !tables.contains(table) { tables.append(table) } }
    }

    /// The setting at `key` of `table` (nil: the top level), whichever way its name is spelled.
    package static func named(_ key: String, in table: String?) -> AnySetting? {
        let key = ConfigLoader.normalized(key), table = table.map(ConfigLoader.normalized)
        return all.first { ConfigLoader.normalized($0.key) == key && $0.table.map(ConfigLoader.normalized) == table }
    }

    /// The setting whose command-line option is `--name`.
    package static func option(_ name: String) -> AnySetting? {
        all.first { $0.option == name }
    }

    /// The help panel's list for `keyMap`: an action that alone changes a setting is described by
    /// the setting, with its values.
    package static func keyHelp(_ keyMap: KeyMap) -> KeyHelp {
        var described: [Action: String] = [:]
        for setting in all where setting.actions.count == 1 {
            described[setting.actions[0]] = setting.summary + ": " + setting.values
        }
        return KeyHelp(keyMap: keyMap, described: described)
    }
}
