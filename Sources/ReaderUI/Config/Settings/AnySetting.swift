/// A `Setting` of any type, its values as config-file values: what the loader, the options, the
/// remembered settings and the help go through.
package struct AnySetting: Sendable {
    package let table: String?
    package let key: String
    package let option: String
    package let remembered: Remembering
    package let actions: [Action]
    package let summary: String
    package let help: String
    /// What a bad value should have been, and the values in short (`SettingFormat`).
    package let expected: String
    package let values: String
    /// Sets the setting in a config to `value`; false, leaving it, when `value` is not one of its.
    package let assign: @Sendable (inout Config, TOMLValue) -> Bool
    /// The setting's value in a config.
    package let value: @Sendable (Config) -> TOMLValue
    /// The value a command-line argument stands for.
    package let argument: @Sendable (String) -> TOMLValue

    /// `layout.max-width`, `theme`: the key with its table.
    package var name: String { table.map { $0 + "." + key } ?? key }

    /// The default, as the config file writes it.
    package var defaultValue: TOMLValue { value(Config.defaults) }

    /// Whether `value` is one of the setting's values.
    package func accepts(_ value: TOMLValue) -> Bool {
        var config = Config.defaults
        return assign(&config, value)
    }
}
