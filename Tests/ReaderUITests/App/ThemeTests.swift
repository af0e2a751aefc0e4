import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

@Suite struct ThemeTests {
    @Test func colorFGBGTellsDarkFromLight() {
        #expect(TerminalAppearance.isDark(colorFGBG: "15;0") == true)
        #expect(TerminalAppearance.isDark(colorFGBG: "0;default;15") == false)
        #expect(TerminalAppearance.isDark(colorFGBG: "12;8") == true)
        #expect(TerminalAppearance.isDark(colorFGBG: "garbage") == nil)
        #expect(TerminalAppearance.isDark(colorFGBG: nil) == nil)
    }

    @Test func autoFollowsTheTerminalLive() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .auto, mode: .none)
        #expect(m.view()[0, 5].style.background == Palette.light.pageBackground)
        _ = m.update(.appearance(dark: true))
        #expect(m.view()[0, 5].style.background == Palette.dark.pageBackground)
        _ = m.update(.appearance(dark: false))
        #expect(m.view()[30, 0].style.background == Palette.light[.bar].background)
    }

    @Test func themesCycleInOrder() {
        #expect(ThemeChoice.light.cycled == .dark)
        #expect(ThemeChoice.dark.cycled == .sepia)
        #expect(ThemeChoice.sepia.cycled == .auto)
        #expect(ThemeChoice.auto.cycled == .light)
    }

    /// Night reading: in the dark theme no cell of any frame of any turn — page, bars,
    /// back of the page, shadows, header fades — has a background brighter than the page.
    @Test(arguments: [TransitionMode.none, .push, .slide, .curl, .scroll])
    func nothingIsBrighterThanThePageInTheDark(mode: TransitionMode) {
        let m = ReaderModel(
            book: sampleBook(chapters: 3, paragraphsPerChapter: 6), location: .start, columns: 50, rows: 16, theme: .dark, mode: mode)
        let page = Palette.dark.pageBackground.luminance
        var now = 0.0
        for key: Key in ["Space", "Space", "b", "Space", "Space", "Space", "]", "b"] {
            _ = m.update(.key(key), now: now)
            for step in 0...12 {
                let frame = m.view(now: now + Double(step) * 0.025)
                let brightest = frame.cells.map(\.style.background.luminance).max() ?? 0
                #expect(brightest <= page + 1e-9, "\(mode) after \(key) at step \(step)")
            }
            now += 1
            _ = m.update(.tick, now: now)
        }
        // A drag in the dark too.
        _ = m.update(.press(column: 45, row: 8), now: now)
        for x in stride(from: 44, through: 5, by: -3) {
            _ = m.update(.drag(column: x, row: 8), now: now)
            #expect((m.view(now: now).cells.map(\.style.background.luminance).max() ?? 0) <= page + 1e-9)
            now += 0.02
        }
    }
}

extension ThemeTests {
    /// Every role of the dark palette, overlays and highlights included, is at most as bright as the page.
    @Test func darkPaletteRolesNeverLightUpACell() {
        let page = Palette.dark.pageBackground.luminance
        for role in Role.allCases {
            #expect(Palette.dark[role].background.luminance <= page + 1e-9, "\(role)")
        }
    }

    @Test func overlaysInTheDarkStayDark() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .dark, mode: .none)
        for key: Key in ["o", "Esc", "?", "x", ":", "Esc", "B", "'"] {
            _ = m.update(.key(key))
            let brightest = m.view().cells.map(\.style.background.luminance).max() ?? 0
            #expect(brightest <= Palette.dark.pageBackground.luminance + 1e-9, "after \(key)")
        }
    }
}

extension ThemeTests {
    @Test func choicesInTheReaderAreRememberedAndTheConfigWidthComesBack() {
        var layout = LayoutSettings()
        layout.maxTextWidth = 40
        var remembered = RememberedSettings()
        remembered[Settings.maxWidth] = 40
        let m = ReaderModel(
            book: sampleBook(), location: .start, columns: 100, rows: 20, theme: .light, mode: .none, layoutSettings: layout,
            defaultTextWidth: 50, remembered: remembered)
        #expect(m.layout.textColumns == 40, "the remembered width is used")
        _ = m.update(.key("t"))
        _ = m.update(.key("m"))
        _ = m.update(.key("-"))
        var expected = RememberedSettings()
        expected[Settings.theme] = .dark
        expected[Settings.mode] = .push
        expected[Settings.maxWidth] = 36
        #expect(m.remembered == expected)
        _ = m.update(.key("="))
        #expect(m.layout.textColumns == 50, "= goes back to the config file's width")
        #expect(m.remembered[Settings.maxWidth] == nil)
    }

    @Test func autoSaysWhichThemeItPicked() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .auto, mode: .none)
        #expect(m.view().lines.last!.contains("auto: light"))
        _ = m.update(.appearance(dark: true), now: 10)
        #expect(m.view().lines.last!.contains("auto: dark"))
        #expect(m.view().lines.last!.contains("theme auto: dark"), "a change is said for a moment")
        _ = m.update(.tick, now: 13)
        #expect(!m.view().lines.last!.contains("theme auto"))
        _ = m.update(.appearance(dark: true), now: 14)
        #expect(m.flash == nil, "no change, nothing to say")
        let narrow = ReaderModel(book: sampleBook(), location: .start, columns: 30, rows: 10, theme: .sepia, mode: .none)
        _ = narrow.update(.key("t"), now: 0)
        #expect(
            narrow.view().lines.last!.contains("theme auto: light"),
            "choosing auto says what it picked, even where the right side has no room")
    }

    @Test func aFlashStaysThroughKeysAndEndsOnTime() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 20, theme: .light, mode: .none)
        _ = m.update(.notice("press ? for the keys", seconds: 5), now: 100)
        #expect(m.nextFrameDelay(now: 101) == 4000, "the wait ends when the flash does")
        _ = m.update(.key("j"), now: 102)
        #expect(m.view().lines.last!.contains("press ? for the keys"))
        _ = m.update(.tick, now: 105)
        #expect(!m.view().lines.last!.contains("press ?"))
        #expect(m.nextFrameDelay(now: 106) == -1, "then idle again")
    }
}
