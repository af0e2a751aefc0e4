/// The theme the reader picked; `auto` follows the terminal's background.
package enum ThemeChoice: String, CaseIterable, Sendable {
    case light, dark, sepia, auto

    /// The next theme for the `t` key: light → dark → sepia → auto → light.
    package var cycled: ThemeChoice {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
