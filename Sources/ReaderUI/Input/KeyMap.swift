/// Key names → actions. Key names are what the input decoder prints: a character
/// ("j", "G", "["), or a named key ("Space", "Enter", "PgDn", "Left", "C-l").
package struct KeyMap: Equatable, Sendable {
    package private(set) var bindings: [String: Action]

    package init(bindings: [String: Action]) {
        self.bindings = bindings
    }

    /// less/vim habits. `Esc` is bound to nothing: it only ever cancels or closes (a prompt,
    /// a panel, the search highlight). The boss key is `x`, free in every default binding
    /// and under the left hand.
    package static let standard = KeyMap(bindings: [
        "Space": .nextPage, "PgDn": .nextPage, "Right": .nextPage, "l": .nextPage, "j": .nextPage, "Enter": .nextPage,
        "Down": .nextPage,
        "b": .previousPage, "PgUp": .previousPage, "Left": .previousPage, "h": .previousPage, "k": .previousPage,
        "Backspace": .previousPage, "Up": .previousPage,
        "g": .firstPage, "Home": .firstPage, "G": .lastPage, "End": .lastPage,
        "]": .nextChapter, "[": .previousChapter,
        ":": .goTo, "o": .contents, "Tab": .contents,
        "t": .cycleTheme, "m": .cycleMode, "s": .cycleLayout, "v": .cycleWriting, "?": .help, "C-l": .redraw, "q": .quit, "C-c": .quit,
        "B": .addBookmark, "'": .bookmarks, "`": .jumpBack, "f": .followLink, "+": .widerText, "-": .narrowerText, "=": .resetWidth,
        "x": .boss, "a": .autoTurn, "L": .lineSpacing, "R": .cycleRuby, "C-z": .suspend, "/": .search, "n": .searchNext,
        "N": .searchPrevious, "r": .searchResults,
    ])

    /// What `key` does, if anything.
    package func action(for key: Key) -> Action? { bindings[key.description] }

    /// Keys bound to `action`, in a stable order for the help overlay.
    package func keys(for action: Action) -> [String] {
        bindings.filter { $0.value == action }.map(\.key).sorted { a, b in
            (a.count, a) < (b.count, b)
        }
    }

    /// These bindings with each listed action bound to exactly its listed keys (the
    /// config file's `[keys]`): the action loses its other keys, and a listed key leaves
    /// the action that had it. A key listed for two actions goes to the first. Ctrl-C always
    /// quits, whatever is listed: it is how every terminal program is left.
    package func replacing(_ replacements: [(action: Action, keys: [String])]) -> KeyMap {
        let replaced = Set(replacements.map(\.action))
        let listed = Set(replacements.flatMap(\.keys))
        var result = bindings.filter { !replaced.contains($0.value) && !listed.contains($0.key) }
        for (action, keys) in replacements {
            for key in keys where result[key] == nil {
                result[key] = action
            }
        }
        result["C-c"] = .quit
        return KeyMap(bindings: result)
    }
}
