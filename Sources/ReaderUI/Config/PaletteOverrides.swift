/// Colour changes for one theme, from a `[colors.THEME]` table of the config file.
package struct PaletteOverrides: Equatable, Sendable {
    /// The foreground and background of one role; nil keeps the theme's.
    package struct RoleColors: Equatable, Sendable {
        package var foreground: Color?
        package var background: Color?
    }

    /// Replaces the theme's page text colour wherever the theme uses it.
    package var foreground: Color?
    /// Replaces the theme's page background colour wherever the theme uses it.
    package var background: Color?
    /// Per-role colours, applied after `foreground` and `background`.
    package var roles: [Role: RoleColors] = [:]

    package var isEmpty: Bool { foreground == nil && background == nil && roles.isEmpty }
}

extension Palette {
    /// This palette with `overrides` applied: first the page colours, replaced in every
    /// role that uses them (as foreground or background), then each role's own colours.
    /// Derived shades (shadows, back page, skeleton) keep the values the theme computed.
    package func applying(_ overrides: PaletteOverrides) -> Palette {
        var result = self
        let pageForeground = self[.text].foreground
        let pageBackground = self[.text].background
        func replaced(_ c: Color) -> Color {
            if c == pageForeground, let f = overrides.foreground { return f }
            if c == pageBackground, let b = overrides.background { return b }
            return c
        }
        for role in Role.allCases {
            var style = self[role]
            style.foreground = replaced(style.foreground)
            style.background = replaced(style.background)
            if let own = overrides.roles[role] {
                style.foreground = own.foreground ?? style.foreground
                style.background = own.background ?? style.background
            }
            result[role] = style
        }
        return result
    }
}
