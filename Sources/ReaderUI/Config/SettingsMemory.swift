import ReaderCore
import ReaderStore

/// This run's remembered settings and their file: read once before the screen opens,
/// written again whenever the reader's choices change and on the way out (so a first run
/// leaves a file behind and is not a first run next time). A file that cannot be read or does
/// not check out is never written over: the user's settings in it are not lost to this run's.
package final class SettingsMemory {
    package let file: SettingsFile
    /// The settings read at start (defaults when there were none or they were corrupt).
    package let initial: RememberedSettings
    /// True when there was no settings file: the reader has never run here.
    package let firstRun: Bool
    /// A one-line reason the file was not used, to print before the screen opens.
    package let warning: String?
    /// The settings this run last kept (at first, those it read): its changes are measured from them.
    private var kept: RememberedSettings
    /// Whether the file must be written even with nothing changed (there is none), so a first run
    /// leaves a file behind.
    private var mustWrite: Bool
    /// Whether the user has been told the file is damaged (at start, or by `keep`): told once.
    private var warned: Bool

    package init(file: SettingsFile) {
        self.file = file
        (initial, firstRun, warning) = file.load()
        kept = initial
        mustWrite = firstRun
        warned = warning != nil
    }

    /// Writes `settings` when they changed, merged onto the file as another run may have left it
    /// (see `RememberedSettings.merged`); a one-line warning when that fails, or the first time the
    /// file is found damaged, which is then left as it is.
    package func keep(_ settings: RememberedSettings) -> String? {
        guard settings != kept || mustWrite else { return nil }
        let (disk, _, damaged) = file.load()
        if let damaged {
            defer { warned = true }
            return warned ? nil : damaged
        }
        let merged = settings.merged(base: kept, disk: disk)
        if let failure = file.save(merged) { return failure }
        kept = settings
        mustWrite = false
        return nil
    }
}
