/// Settings chosen for one run (the options of `read` and `render`): they count over the config
/// file and over what the reader remembers, and are not remembered themselves.
package struct SettingChoices: Sendable {
    /// Each setting given, with its value; a later one of the same setting wins.
    package private(set) var values: [(setting: AnySetting, value: TOMLValue)] = []

    /// None: the config file's and the remembered settings alone.
    package static let none = SettingChoices()

    package init() {}

    /// Adds `value` for `setting`; false, leaving the choices, when it is not one of the setting's values.
    package mutating func choose(_ setting: AnySetting, _ value: TOMLValue) -> Bool {
        guard setting.accepts(value) else { return false }
        values.append((setting, value))
        return true
    }

    /// `config` with these settings in place.
    package func applied(to config: Config) -> Config {
        var config = config
        for (setting, value) in values { _ = setting.assign(&config, value) }
        return config
    }

    /// Whether `setting` was chosen.
    package func chose<Value>(_ setting: Setting<Value>) -> Bool {
        values.contains { $0.setting.table == setting.table && $0.setting.key == setting.key }
    }
}
