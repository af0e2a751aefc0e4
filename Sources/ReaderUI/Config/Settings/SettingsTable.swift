/// Every setting in one Markdown table, as `termreader config --list` prints it and README shows it.
package enum SettingsTable {
    package static var markdown: String {
        var rows = [
            "| setting | option of `read` and `render` | values | default | key in the reader | what it is |",
            "|---|---|---|---|---|---|",
        ]
        for setting in Settings.all {
            let key = setting.actions.compactMap { KeyMap.standard.keys(for: $0).first }.map { "`\($0.description)`" }.joined(separator: " ")
            let remembered: String
            switch setting.remembered {
            case .always: remembered = key.isEmpty ? "(remembered)" : " (remembered)"
            case .perBook: remembered = " (remembered for the book)"
            case .never: remembered = ""
            }
            let cells = [
                "`\(setting.table.map { "[\($0)] " } ?? "")\(setting.key)`", "`--\(setting.option)`", setting.values,
                "`\(DefaultConfig.written(setting.defaultValue))`", key + remembered, setting.summary,
            ]
            rows.append("| " + cells.map { $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n") + "\n"
    }
}
