import ReaderStore

/// Where the config file is read from: `$XDG_CONFIG_HOME/termreader/config.toml`, or
/// `~/.config/termreader/config.toml` when XDG_CONFIG_HOME is unset or not absolute (`XDGDirectory`).
package enum ConfigLocation {
    package static func path(environment: [String: String]) -> String {
        XDGDirectory.config.path(environment: environment) + "/config.toml"
    }
}
