/// Where the config file is read from: `$XDG_CONFIG_HOME/termreader/config.toml`, or
/// `~/.config/termreader/config.toml` when XDG_CONFIG_HOME is unset or not absolute.
enum ConfigLocation {
    static func path(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return xdg + "/termreader/config.toml"
        }
        let home = environment["HOME"] ?? "/"
        return (home.hasSuffix("/") ? home : home + "/") + ".config/termreader/config.toml"
    }
}
