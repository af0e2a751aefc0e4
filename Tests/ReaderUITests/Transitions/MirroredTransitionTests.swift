import Testing

@testable import ReaderUI

/// Pages that turn to the left: every transition is drawn on mirrored pages and mirrored back,
/// so the turn runs the other way while the text stays readable.
struct MirroredTransitionTests {
    @Test func mirroringKeepsWideCharactersWholeAndUndoesItself() {
        let frame = Frame(lines: ["ab吾cd", "中文xy"])
        #expect(frame.mirrored(columns: 6).lines == ["dc吾ba", "yx文中"])
        #expect(frame.mirrored(columns: 6).mirrored(columns: 6) == frame)
        #expect(Frame(lines: ["abcd"]).mirrored(columns: 3).lines == ["cbad"], "columns past the mirrored ones stay")
        FrameChecker.expectValid(Pages.cjk(.light).from.mirrored(columns: 25))
        FrameChecker.expectValid(Pages.cjk(.light).from.mirrored(columns: 24))
    }

    @Test(arguments: Pages.palettes)
    func aRightToLeftSpreadTurnsItsLeftLeafOverToTheRight(palette: Palette) {
        // A right-to-left spread: the first page on the right ("abcde", then "ABCDE"), the second on the left.
        let from = Pages.page(["fghij│abcde"], palette: palette), to = Pages.page(["FGHIJ│ABCDE"], palette: palette)
        let curl = MirroredTransition(SpreadCurlTransition(spine: 5), columns: 11)
        // Halfway the left leaf is folded towards the spine: its back carries the next right page's
        // columns next to the spine, as printed; the next left page shows beneath; the right page stays.
        let frame = curl.compose(from: from, to: to, progress: 0.5, direction: .next, palette: palette)
        #expect(frame.lines == ["FGHDE│abcde"])
        for x in 3...4 { #expect(frame[x, 0].style == palette[.backPage]) }
        #expect(frame[2, 0].style.background == palette[.shadow1].background, "the shadow falls beside the fold")
        for x in 5...10 { #expect(frame[x, 0] == from[x, 0]) }
        #expect(curl.compose(from: from, to: to, progress: 0, direction: .next, palette: palette) == from)
        #expect(curl.compose(from: from, to: to, progress: 1, direction: .next, palette: palette) == to)
    }

    @Test func aRightToLeftPushBringsTheNextPageInFromTheLeft() {
        let push = MirroredTransition(PushTransition(), columns: 4)
        let frame = push.compose(from: Frame(lines: ["abcd"]), to: Frame(lines: ["ABCD"]), progress: 0.5, direction: .next, palette: .light)
        #expect(frame.lines == ["CDab"])
    }

    @Test func aRightToLeftCurlLiftsTheBottomLeftCorner() {
        let (from, to) = Pages.latin(.light)
        let frame = MirroredTransition(CurlTransition(), columns: 24).compose(
            from: from, to: to, progress: 0.2, direction: .next, palette: .light)
        FrameChecker.expectValid(frame)
        #expect(frame[0, 5].text == to[0, 5].text, "the next page shows under the lifted bottom-left corner")
        #expect((0..<6).allSatisfy { frame[23, $0] == from[23, $0] }, "the right edge has not moved")
    }

    @Test func theModesTurnMirroredForPagesThatTurnToTheLeft() {
        var settings = LayoutSettings()
        settings.pages = .spread
        let ltr = ScreenLayout(columns: 120, rows: 30, settings: settings)
        let rtl = ScreenLayout(columns: 120, rows: 30, settings: settings, book: (.horizontal, .rightToLeft, false))
        let vertical = ScreenLayout(columns: 120, rows: 30, settings: settings, book: (.vertical, .leftToRight, false))
        #expect(ltr.progression == .leftToRight && rtl.progression == .rightToLeft)
        #expect(vertical.writing == .vertical && vertical.progression == .rightToLeft, "vertical writing turns to the left")
        for mode in [TransitionMode.push, .slide, .curl, .none] {
            #expect(!(mode.transition(for: ltr) is MirroredTransition))
            let mirrored = mode.transition(for: rtl) as? MirroredTransition
            #expect(mirrored?.columns == 2 * rtl.pageColumns + 1)
        }
        #expect((TransitionMode.curl.transition(for: rtl) as? MirroredTransition)?.base is SpreadCurlTransition)
    }
}
