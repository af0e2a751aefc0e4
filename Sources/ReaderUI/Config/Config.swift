import ReaderCore
import ReaderLibrary
import ReaderStore

/// Everything the config file can set, with the built-in defaults. Command-line options
/// override these; `ConfigLoader` reads them from `config.toml`.
package struct Config: Equatable, Sendable {
    /// Theme at start.
    package var theme: ThemeChoice = .auto
    /// Page-turn mode at start.
    package var mode: TransitionMode = .none
    /// Length of a page turn in milliseconds; 0 turns pages at once.
    package var animationMilliseconds = Int((Animator.defaultDuration * 1000).rounded())
    package var layout = LayoutSettings()
    /// The footer's fields, in order.
    package var footer = FooterField.standard
    /// What the boss key shows in place of the book.
    package var boss = BossScreen.prompt
    /// Colour changes per theme (light, dark, sepia).
    package var colors: [ThemeChoice: PaletteOverrides] = [:]
    /// The key bindings: the standard ones with the config file's `[keys]` applied.
    package var keyMap = KeyMap.standard
    /// Which lines are chapter headings: `[chapters]` rules added to or replacing the built-in ones.
    package var chapterRules = HeadingRules.auto
    /// Where dictionaries are looked for before the standard folders: `[dictionary] paths`.
    package var dictionaryPaths: [String] = []
    /// Folders whose books the library lists with the recent ones: `[library] folders`.
    package var libraryFolders: [String] = []
    /// The folder a sync tool carries between machines (`[sync] folder`), and this machine's name
    /// in it (`[sync] device`); nil: not synchronised, the host's name.
    package var syncFolder: String?
    package var syncDevice: String?
    /// The OPDS catalogues the library browses (`[[catalog]]`), and where their books are
    /// downloaded to (`[library] downloads`; nil: `$XDG_DATA_HOME/termreader/books`).
    package var catalogs: [CatalogAccount] = []
    package var downloadFolder: String?
    /// Reading aloud: `[read-aloud]`.
    package var speech = SpeechSettings()

    /// The built-in defaults (what `--no-config` lays pages out with).
    package static let defaults = Config()

    /// Longest animation the config file accepts, in milliseconds.
    package static let maximumAnimationMilliseconds = 5000

    /// `animationMilliseconds` in seconds, as `Animator(duration:)` takes it.
    package var animationDuration: Double { Double(animationMilliseconds) / 1000 }

    /// The theme palettes with this config's colours.
    package var palettes: ThemePalettes { ThemePalettes(overrides: colors) }
}

/// What the boss key shows: a plain shell-like prompt, or an empty screen.
package enum BossScreen: String, CaseIterable, Sendable {
    case prompt, clear
}

extension Config {
    /// The folders dictionaries are looked for in: `[dictionary] paths` (`~/` the home
    /// folder), then the standard ones.
    package func dictionaryFolders(environment: [String: String]) -> [String] {
        dictionaryPaths.map { Self.expanded($0, environment: environment) } + DictionaryShelf.standardFolders(environment: environment)
    }

    /// How to read aloud, its output folder's `~/` made the home folder.
    package func speech(environment: [String: String]) -> SpeechSettings {
        var speech = self.speech
        speech.folder = speech.folder.map { Self.expanded($0, environment: environment) }
        return speech
    }

    /// Where books downloaded from catalogues go: `[library] downloads`, else
    /// `$XDG_DATA_HOME/termreader/books`.
    package func downloads(environment: [String: String]) -> String {
        downloadFolder.map { Self.expanded($0, environment: environment) } ?? XDGDirectory.data.path(environment: environment) + "/books"
    }

    /// The catalogue named `name` (in any case), or one made of a URL.
    package func catalog(_ name: String) -> CatalogAccount? {
        if let kept = catalogs.first(where: { $0.name.lowercased() == name.lowercased() }) { return kept }
        return name.hasPrefix("http://") || name.hasPrefix("https://") ? CatalogAccount(name: name, url: name) : nil
    }

    /// `path` with a leading `~/` made the home folder.
    package static func expanded(_ path: String, environment: [String: String]) -> String {
        let home = environment["HOME"] ?? ""
        return path.hasPrefix("~/") && !home.isEmpty ? home + path.dropFirst() : path
    }
}
