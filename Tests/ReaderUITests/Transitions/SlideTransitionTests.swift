import Testing

@testable import ReaderUI

struct SlideTransitionTests {
    @Test(arguments: Pages.palettes)
    func nextSlidesTheCurrentPageOffOverTheStillNextPage(palette: Palette) {
        let from = Pages.page(["abcdef", "ghijkl"], palette: palette)
        let to = Pages.page(["ABCDEF", "GHIJKL"], palette: palette)
        let frame = SlideTransition().compose(from: from, to: to, progress: 0.5, direction: .next, palette: palette)
        #expect(frame.lines == ["defDEF", "jklJKL"])
        // The still page keeps its place; the cell next to the moving edge lies in the darkest shadow.
        for y in 0..<2 {
            #expect(frame[3, y].style.background == palette[.shadow1].background)
            #expect(frame[3, y].style.foreground == palette[.text].foreground)
            #expect(frame[4, y] == to[4, y])
            for x in 0..<3 { #expect(frame[x, y] == from[x + 3, y]) }
        }
    }

    @Test(arguments: Pages.palettes)
    func previousSlidesThePreviousPageInFromTheLeft(palette: Palette) {
        let from = Pages.page(["abcdef", "ghijkl"], palette: palette)
        let to = Pages.page(["ABCDEF", "GHIJKL"], palette: palette)
        let quarter = SlideTransition().compose(from: from, to: to, progress: 0.25, direction: .previous, palette: palette)
        // 0.25 of the way: the previous page's last two columns have entered over the current page.
        #expect(quarter.lines == ["EFcdef", "KLijkl"])
        #expect(quarter[2, 0].style.background == palette[.shadow1].background)
        #expect(quarter[3, 0] == from[3, 0])
        let half = SlideTransition().compose(from: from, to: to, progress: 0.5, direction: .previous, palette: palette)
        #expect(half.lines == ["DEFdef", "JKLjkl"])
    }

    @Test func theShadowBandIsUpToThreeCellsDarkestFirst() {
        let palette = Palette.light
        let row = String(repeating: "x", count: 30)
        let from = Pages.page([row], palette: palette), to = Pages.page([row.uppercased()], palette: palette)
        let frame = SlideTransition().compose(from: from, to: to, progress: 0.5, direction: .next, palette: palette)
        let backgrounds = (15..<19).map { frame[$0, 0].style.background }
        #expect(
            backgrounds == [
                palette[.shadow1].background, palette[.shadow2].background,
                palette[.shadow3].background, palette.pageBackground,
            ])
        #expect((15..<19).allSatisfy { frame[$0, 0].text == "X" })
    }
}
