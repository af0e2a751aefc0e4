#if canImport(Glibc)
import Glibc
#endif

/// termreader's folders under the XDG base directories: the place in each book (state),
/// what a full read learned (cache), the config file and the reader's own work — highlights and
/// notes (data) — each `<base>/termreader`.
public enum XDGDirectory: Sendable {
    case state, cache, config, data

    /// `$XDG_STATE_HOME`, `$XDG_CACHE_HOME`, `$XDG_CONFIG_HOME` or `$XDG_DATA_HOME` when set to an absolute path
    /// (the spec says to ignore a relative one), else its default under the home folder,
    /// with `/termreader` appended.
    public func path(environment: [String: String]) -> String {
        if let xdg = environment[variable], xdg.hasPrefix("/") { return Self.joined(xdg, "termreader") }
        return Self.joined(Self.home(environment: environment), fallback + "/termreader")
    }

    /// The home folder: `$HOME` when absolute, else the password database's, else `/tmp`
    /// (somewhere writable rather than the root).
    static func home(environment: [String: String]) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir {
            let path = String(cString: dir)
            if path.hasPrefix("/"), path != "/" { return path }
        }
        return "/tmp"
    }

    private var variable: String {
        switch self {
        case .state: return "XDG_STATE_HOME"
        case .cache: return "XDG_CACHE_HOME"
        case .config: return "XDG_CONFIG_HOME"
        case .data: return "XDG_DATA_HOME"
        }
    }

    private var fallback: String {
        switch self {
        case .state: return ".local/state"
        case .cache: return ".cache"
        case .config: return ".config"
        case .data: return ".local/share"
        }
    }

    private static func joined(_ base: String, _ rest: String) -> String {
        base.hasSuffix("/") ? base + rest : base + "/" + rest
    }
}
