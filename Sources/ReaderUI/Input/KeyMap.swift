/// Keys → actions: what each decoded key does in the reader.
package struct KeyMap: Equatable, Sendable {
    package private(set) var bindings: [Key: Action]

    package init(bindings: [Key: Action]) {
        self.bindings = bindings
    }

    /// The bindings of a table written with key names as `Key.description` prints them
    /// ("j", "Space", "C-l", "PgDn"); a name no key has is a mistake in the table.
    private init(names: KeyValuePairs<String, Action>) {
        var bindings: [Key: Action] = [:]
        for (name, action) in names {
            guard let key = Key(name: name) else { preconditionFailure("no key is called \(name)") }
            bindings[key] = action
        }
        self.bindings = bindings
    }

    /// less/vim habits. `Esc` is bound to nothing: it only ever cancels or closes (a prompt,
    /// a panel, the search highlight). The boss key is `x`, free in every default binding
    /// and under the left hand.
    package static let standard = KeyMap(names: [
        "Space": .nextPage, "PgDn": .nextPage, "Right": .nextPage, "l": .nextPage, "j": .nextPage, "Enter": .nextPage,
        "Down": .nextPage,
        "b": .previousPage, "PgUp": .previousPage, "Left": .previousPage, "h": .previousPage, "k": .previousPage,
        "Backspace": .previousPage, "Up": .previousPage,
        "g": .firstPage, "Home": .firstPage, "G": .lastPage, "End": .lastPage,
        "]": .nextChapter, "[": .previousChapter,
        ":": .goTo, "o": .contents, "Tab": .contents,
        "t": .cycleTheme, "m": .cycleMode, "s": .cycleLayout, "v": .cycleWriting, "?": .help, "C-l": .redraw, "q": .quit, "C-c": .quit,
        "B": .addBookmark, "'": .bookmarks, "`": .jumpBack, "f": .followLink, "+": .widerText, "-": .narrowerText, "=": .resetWidth,
        "x": .boss, "a": .autoTurn, "p": .readAloud, "L": .lineSpacing, "R": .cycleRuby, "C": .cycleChinese, "H": .hyphenate,
        "C-z": .suspend, "/": .search,
        "n": .searchNext,
        "N": .searchPrevious, "r": .searchResults, "V": .select, "A": .annotations, "S": .statistics, "D": .lookUpHistory,
        "i": .viewPicture,
    ])

    /// Ctrl-C: it quits from anywhere at once — a prompt, a panel, the boss screen — whatever the
    /// `[keys]` table lists, as every terminal program is left. The models answer it before
    /// anything else sees the key.
    package static let interrupt = Key.control("c")

    /// What `key` does, if anything.
    package func action(for key: Key) -> Action? { bindings[key] }

    /// Keys bound to `action`, in a stable order for the help overlay: shorter names first.
    package func keys(for action: Action) -> [Key] {
        bindings.filter { $0.value == action }.map(\.key).sorted { a, b in
            (a.description.count, a.description) < (b.description.count, b.description)
        }
    }

    /// These bindings with each listed action bound to exactly its listed keys (the
    /// config file's `[keys]`): the action loses its other keys, and a listed key leaves
    /// the action that had it. A key listed for two actions goes to the first. Ctrl-C
    /// (`interrupt`) stays listed as quit, whatever the table says.
    package func replacing(_ replacements: [(action: Action, keys: [Key])]) -> KeyMap {
        let replaced = Set(replacements.map(\.action))
        let listed = Set(replacements.flatMap(\.keys))
        var result = bindings.filter { !replaced.contains($0.value) && !listed.contains($0.key) }
        for (action, keys) in replacements {
            for key in keys where result[key] == nil {
                result[key] = action
            }
        }
        result[Self.interrupt] = .quit
        return KeyMap(bindings: result)
    }
}
