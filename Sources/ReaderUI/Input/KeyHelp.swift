/// What the help panel lists: each bound action's keys with what it does. The actions that
/// change a setting are described by the setting's declaration (`Settings.keyHelp`), the
/// others by `Action.summary`.
package struct KeyHelp: Sendable {
    package let keyMap: KeyMap
    /// The descriptions that stand in for `Action.summary`.
    package let described: [Action: String]

    package init(keyMap: KeyMap, described: [Action: String]) {
        self.keyMap = keyMap
        self.described = described
    }

    /// One line saying what `action` does.
    package func summary(of action: Action) -> String {
        described[action] ?? action.summary ?? action.rawValue
    }
}
