import Testing

@testable import ReaderUI

@Suite struct PaletteOverridesTests {
    @Test func noOverridesKeepThePalette() {
        #expect(Palette.dark.applying(PaletteOverrides()) == .dark)
        #expect(ThemePalettes(overrides: [:]) == .standard)
    }

    @Test func pageColoursFollowEveryRoleThatUsesThem() {
        let bg = Color(hex: 0x101010), fg = Color(hex: 0xEEEEEE)
        let p = Palette.dark.applying(PaletteOverrides(foreground: fg, background: bg))
        #expect(p[.text] == Style(foreground: fg, background: bg))
        #expect(p[.heading].background == bg)
        #expect(p[.heading].foreground == fg)
        #expect(p[.heading].attributes == .bold)
        #expect(p[.dim].background == bg)
        #expect(p.pageBackground == bg)
        // Bars have their own colours.
        #expect(p[.bar] == Palette.dark[.bar])
        #expect(p.name == "dark")
        #expect(p.isDark)
    }

    @Test func roleColoursWinAndKeepAttributes() {
        let red = Color(255, 0, 0)
        let p = Palette.light.applying(
            PaletteOverrides(
                background: Color(0, 0, 255), roles: [.heading: .init(foreground: red), .text: .init(background: red)]))
        #expect(p[.heading].foreground == red)
        #expect(p[.heading].background == Color(0, 0, 255))
        #expect(p[.heading].attributes == .bold)
        #expect(p[.text].background == red)
        #expect(p[.text].foreground == Palette.light[.text].foreground)
        #expect(p[.highlightCurrent].monochrome == Palette.light[.highlightCurrent].monochrome)
    }

    @Test func palettesFollowTheChoice() {
        let (config, warnings) = ConfigLoader.parse("[colors.dark]\nbackground = 16\n", file: "c")
        #expect(warnings == [])
        let palettes = config.palettes
        #expect(palettes.palette(.dark, terminalIsDark: false).pageBackground == Color(0, 0, 0))
        #expect(palettes.palette(.auto, terminalIsDark: true).pageBackground == Color(0, 0, 0))
        #expect(palettes.palette(.auto, terminalIsDark: false) == .light)
        #expect(palettes.palette(.sepia, terminalIsDark: true) == .sepia)
        #expect(ThemePalettes.standard.palette(.auto, terminalIsDark: true) == .dark)
        #expect(ThemePalettes.standard.palette(.auto, terminalIsDark: false) == .light)
        #expect(ThemePalettes.standard.palette(.sepia, terminalIsDark: true) == .sepia)
    }
}
