/// The palettes of the themes the reader can show, with the config file's colours applied.
package struct ThemePalettes: Equatable, Sendable {
    package var light: Palette
    package var dark: Palette
    package var sepia: Palette

    /// The built-in palettes.
    package static let standard = ThemePalettes(light: .light, dark: .dark, sepia: .sepia)

    /// The built-in palettes with `overrides` (keyed by light, dark or sepia) applied.
    package init(overrides: [ThemeChoice: PaletteOverrides]) {
        func built(_ choice: ThemeChoice, _ base: Palette) -> Palette {
            overrides[choice].map { base.applying($0) } ?? base
        }
        self.init(light: built(.light, .light), dark: built(.dark, .dark), sepia: built(.sepia, .sepia))
    }

    package init(light: Palette, dark: Palette, sepia: Palette) {
        self.light = light
        self.dark = dark
        self.sepia = sepia
    }

    /// The palette for `choice`; `auto` follows the terminal's appearance.
    package func palette(_ choice: ThemeChoice, terminalIsDark dark: Bool) -> Palette {
        switch choice {
        case .light: return light
        case .dark: return self.dark
        case .sepia: return sepia
        case .auto: return dark ? self.dark : light
        }
    }
}
