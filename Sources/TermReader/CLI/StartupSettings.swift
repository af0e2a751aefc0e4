import ReaderStore
import ReaderUI

/// The config file and the remembered settings a full-screen command starts from. Their
/// warnings are printed at once, before the screen opens, so they are still there after quitting.
enum StartupSettings {
    static func load() -> (config: Config, settings: SettingsMemory) {
        let (config, warnings) = ConfigLoader.load(path: ConfigLocation.path(environment: Environment.current))
        for warning in warnings { printError("warning: \(warning)") }
        let settings = SettingsMemory(file: .standard(environment: Environment.current))
        if let warning = settings.warning { printError("warning: \(warning)") }
        return (config, settings)
    }
}
