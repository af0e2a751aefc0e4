/// The theme the reader picked; `auto` follows the terminal's background.
enum ThemeChoice: String, CaseIterable, Sendable {
    case light, dark, sepia, auto

    /// The next theme for the `t` key: light → dark → sepia → auto → light.
    var cycled: ThemeChoice {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// The palette for this choice when the terminal's appearance is `dark`.
    func palette(terminalIsDark dark: Bool) -> Palette {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .sepia: return .sepia
        case .auto: return dark ? .dark : .light
        }
    }
}
