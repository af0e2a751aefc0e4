import ReaderCore

/// This run's remembered settings and their file: read once before the screen opens,
/// written again whenever the reader's choices change and on the way out (so a first run
/// leaves a file behind and is not a first run next time).
package final class SettingsMemory {
    package let file: SettingsFile
    /// The settings read at start (defaults when there were none or they were corrupt).
    package let initial: RememberedSettings
    /// True when there was no settings file: the reader has never run here.
    package let firstRun: Bool
    /// A one-line reason the file was not used, to print before the screen opens.
    package let warning: String?
    /// What the file holds now, as far as this run knows (nil: not what it should be).
    private var written: RememberedSettings?

    package init(file: SettingsFile) {
        self.file = file
        (initial, firstRun, warning) = file.load()
        written = firstRun || warning != nil ? nil : initial
    }

    /// Writes `settings` when they differ from the file; a one-line warning when that fails.
    package func keep(_ settings: RememberedSettings) -> String? {
        guard settings != written else { return nil }
        if let failure = file.save(settings) { return failure }
        written = settings
        return nil
    }
}
