import ArgumentParser
import ReaderCore
import ReaderStore
import ReaderUI

/// `--no-config`, for the commands that print pages (`render`, `info`) or measure them (`bench`):
/// without it they read the config file (and the settings remembered from the reader), as the reader does.
struct SettingsOptions: ParsableArguments {
    @Flag(help: "Lay pages out with the defaults: ignore the config file and the settings remembered from the reader.")
    var noConfig = false

    /// The config file's settings (its warnings printed), or the defaults with `--no-config`: for
    /// `bench`, which opens no saved book but lays it out under the same chapter rules.
    func config() -> Config {
        noConfig ? .defaults : StartupSettings.load().config
    }

    /// The reader's highlights of the book at `path` (a warning printed for a damaged file), which
    /// the pages are drawn with; none with `--no-config`, or when the book cannot be opened.
    func notes(book path: String) -> BookAnnotations {
        guard !noConfig, let file = try? SourceFile(path: path) else { return BookAnnotations(fingerprint: "") }
        let notes = AnnotationStore.standard(environment: Environment.current).load(fingerprint: Fingerprint.of(file))
        if let warning = notes.warning { printError("warning: " + warning) }
        return notes.annotations
    }

    /// The config and remembered settings to start from, and the writing chosen in the reader
    /// for the book at `path` (its saved state); the defaults and nil with `--no-config`.
    func load(book path: String) -> (config: Config, remembered: RememberedSettings, bookWriting: WritingMode?) {
        guard !noConfig else { return (.defaults, .empty, nil) }
        let (config, settings) = StartupSettings.load()
        // A book that cannot be opened gets its one-line error when it is loaded.
        guard let file = try? SourceFile(path: path) else { return (config, settings.initial, nil) }
        let state = try? StateStore.standard(environment: Environment.current).state(of: file, fingerprint: Fingerprint.of(file))
        return (config, settings.initial, state?.writing)
    }
}
