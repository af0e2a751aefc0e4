import Testing

@testable import ReaderUI

struct SpreadCurlTransitionTests {
    /// Two 5-column pages around a spine at column 5.
    let curl = SpreadCurlTransition(spine: 5)

    func spreads(_ palette: Palette) -> (from: Frame, to: Frame) {
        (Pages.page(["abcde│fghij", "klmno│pqrst"], palette: palette), Pages.page(["ABCDE│FGHIJ", "KLMNO│PQRST"], palette: palette))
    }

    @Test(arguments: Pages.palettes, [TurnDirection.next, .previous])
    func endsAreTheTwoSpreads(palette: Palette, direction: TurnDirection) {
        let (from, to) = spreads(palette)
        #expect(curl.compose(from: from, to: to, progress: 0, direction: direction, palette: palette) == from)
        #expect(curl.compose(from: from, to: to, progress: 1, direction: direction, palette: palette) == to)
    }

    @Test(arguments: Pages.palettes)
    func halfWayTheRightLeafShowsTheNextLeftPageOnItsBack(palette: Palette) {
        let (from, to) = spreads(palette)
        // The fold is at x = 8.25: columns 6 and 7 are the leaf's back, carrying the next left
        // page's columns 0 and 1 (as printed, not mirrored); 8… the next right page revealed.
        let frame = curl.compose(from: from, to: to, progress: 0.5, direction: .next, palette: palette)
        #expect(frame.lines == ["abcde│ABHIJ", "klmno│KLRST"])
        for y in 0..<2 {
            for x in 0...5 { #expect(frame[x, y] == from[x, y]) }
            for x in 6...7 { #expect(frame[x, y].style == palette[.backPage]) }
            #expect(frame[8, y].style.background == palette[.shadow1].background)
            for x in 9...10 { #expect(frame[x, y] == to[x, y]) }
        }
    }

    @Test(arguments: Pages.palettes)
    func halfWayBackTheLeftLeafShowsThePreviousRightPageOnItsBack(palette: Palette) {
        let (from, to) = spreads(palette)
        // The mirror image: the left page folds towards the spine at x = 2.75; its back carries
        // the previous right page's last columns next to the spine, the previous left page shows beneath.
        let frame = curl.compose(from: from, to: to, progress: 0.5, direction: .previous, palette: palette)
        #expect(frame.lines == ["ABCIJ│fghij", "KLMST│pqrst"])
        for y in 0..<2 {
            for x in 0...1 { #expect(frame[x, y] == to[x, y]) }
            #expect(frame[2, y].style.background == palette[.shadow1].background)
            for x in 3...4 { #expect(frame[x, y].style == palette[.backPage]) }
            for x in 5...10 { #expect(frame[x, y] == from[x, y]) }
        }
    }

    @Test func theLeafSweepsFromTheOuterEdgeToTheSpine() {
        let (from, to) = spreads(.light)
        var covered: [Int] = []
        for step in 1..<10 {
            let frame = curl.compose(from: from, to: to, progress: Double(step) / 10, direction: .next, palette: .light)
            FrameChecker.expectValid(frame)
            // The back carries only the next left page, and reaches further left as the turn goes on.
            let back = (0..<11).filter { frame[$0, 0].style == Palette.light[.backPage] }
            #expect(back.allSatisfy { "ABCDE".contains(frame[$0, 0].text) })
            covered.append(back.first ?? 11)
        }
        #expect(covered == covered.sorted(by: >))
        #expect(covered.last! < 5)
    }

    @Test func darkSpreadsNeverShowAnythingBrighterThanThePage() {
        let palette = Palette.dark
        let (from, to) = spreads(palette)
        let limit = palette.pageBackground.luminance
        for direction in [TurnDirection.next, .previous] {
            for step in 0...20 {
                let frame = curl.compose(from: from, to: to, progress: Double(step) / 20, direction: direction, palette: palette)
                let brightest = frame.cells.map(\.style.background.luminance).max() ?? 0
                #expect(brightest <= limit + 1e-12, "\(direction) step \(step)")
                let back = frame.cells.filter { $0.style == palette[.backPage] }
                #expect(back.allSatisfy { $0.style.foreground.luminance <= palette[.text].foreground.luminance })
            }
        }
    }

    @Test func wideCharactersStayWholeOnTheBack() {
        let from = Frame(lines: ["a中文e│fghijk"]), to = Frame(lines: ["中文字│FGHIJK"])
        let curl = SpreadCurlTransition(spine: 6)
        var wideOnBack = 0
        for step in 0...40 {
            let frame = curl.compose(from: from, to: to, progress: Double(step) / 40, direction: .next, palette: .light)
            FrameChecker.expectValid(frame, "step \(step)")
            wideOnBack += frame.cells.filter { $0.width == 2 && $0.style == Palette.light[.backPage] }.count
        }
        #expect(wideOnBack > 0)
    }
}
