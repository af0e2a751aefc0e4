import Testing

@testable import ReaderUI

/// Every mode × direction × palette × progress step: endpoints exact, middle frames new,
/// invariants kept, and nothing brighter than the page in the dark palette.
struct TransitionMatrixTests {
    static let modes: [TransitionMode] = [.none, .push, .slide, .curl]

    @Test(arguments: modes, [TurnDirection.next, .previous])
    func endpointsAreExactAndMiddleFramesDiffer(mode: TransitionMode, direction: TurnDirection) throws {
        let transition = try #require(mode.transition)
        for palette in Pages.palettes {
            for (from, to) in [Pages.latin(palette), Pages.cjk(palette)] {
                for p in Pages.steps {
                    let frame = transition.compose(from: from, to: to, progress: p, direction: direction, palette: palette)
                    let context = "\(mode.name) \(direction) \(palette.name) p=\(p)"
                    FrameChecker.expectValid(frame, context)
                    #expect(frame.width == from.width && frame.height == from.height, "\(context)")
                    if p == 0 {
                        #expect(frame == from, "\(context)")
                    } else if p == 1 {
                        #expect(frame == to, "\(context)")
                    } else if mode != .none {
                        #expect(frame != from, "\(context)")
                        #expect(frame != to, "\(context)")
                    }
                }
            }
        }
    }

    @Test(arguments: modes)
    func darkPaletteNeverShowsAnythingBrighterThanThePage(mode: TransitionMode) throws {
        let transition = try #require(mode.transition)
        let palette = Palette.dark
        let limit = palette.pageBackground.luminance
        for (from, to) in [Pages.latin(palette), Pages.cjk(palette)] {
            for direction in [TurnDirection.next, .previous] {
                for step in 0...20 {
                    let p = Double(step) / 20
                    let frame = transition.compose(from: from, to: to, progress: p, direction: direction, palette: palette)
                    let brightest = frame.cells.map(\.style.background.luminance).max() ?? 0
                    #expect(brightest <= limit + 1e-12, "\(mode.name) \(direction) p=\(p): \(brightest) > \(limit)")
                }
            }
        }
    }

    @Test(arguments: modes)
    func wideCharactersAreNeverSplit(mode: TransitionMode) throws {
        let transition = try #require(mode.transition)
        for palette in Pages.palettes {
            for width in [24, 25] {
                let (from, to) = Pages.cjk(palette, width: width)
                let sourceTexts = Set(from.cells.map(\.text) + to.cells.map(\.text))
                for direction in [TurnDirection.next, .previous] {
                    for step in 0...100 {
                        let p = Double(step) / 100
                        let frame = transition.compose(from: from, to: to, progress: p, direction: direction, palette: palette)
                        FrameChecker.expectValid(frame, "\(mode.name) \(direction) w=\(width) p=\(p)")
                        #expect(frame.cells.allSatisfy { sourceTexts.contains($0.text) || $0.text == " " })
                    }
                }
            }
        }
    }

    @Test(arguments: modes)
    func tinyFramesDoNotCrash(mode: TransitionMode) throws {
        let transition = try #require(mode.transition)
        let sizes = [(0, 0), (1, 1), (1, 5), (5, 1), (2, 1), (0, 3), (3, 0)]
        for (w, h) in sizes {
            let from = Frame(width: w, height: h, style: Palette.light[.text])
            var to = Frame(width: w, height: h, style: Palette.dark[.text])
            for y in 0..<h { to.put("中x", x: 0, y: y, style: Palette.dark[.text]) }
            for direction in [TurnDirection.next, .previous] {
                for p in [0, 0.01, 0.25, 0.5, 0.75, 0.99, 1] {
                    let frame = transition.compose(from: from, to: to, progress: p, direction: direction, palette: .light)
                    FrameChecker.expectValid(frame, "\(mode.name) \(w)x\(h) p=\(p)")
                    #expect(frame.width == w && frame.height == h)
                }
            }
        }
    }

    @Test func framesOfDifferentSizesGiveTheTargetPage() throws {
        let from = Frame(lines: ["abc"]), to = Frame(lines: ["ABCD", "EFGH"])
        for mode in [TransitionMode.push, .slide, .curl] {
            let frame = try #require(mode.transition).compose(from: from, to: to, progress: 0.5, direction: .next, palette: .light)
            #expect(frame == to, "\(mode.name)")
        }
    }

    @Test(.enabled(if: CorpusText.available, "needs ../shared/corpus"))
    func realChineseTextStaysWhole() throws {
        let text = try #require(CorpusText.read("zh/sanguo-yanyi.utf8.txt", bytes: 8192))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for palette in Pages.palettes {
            let from = Pages.page(Array(lines[0..<30]), width: 61, palette: palette)
            let to = Pages.page(Array(lines[30..<60]), width: 61, palette: palette)
            #expect(from.cells.contains { $0.width == 2 })
            for mode in [TransitionMode.push, .slide, .curl] {
                let transition = try #require(mode.transition)
                for direction in [TurnDirection.next, .previous] {
                    for step in 0...40 {
                        let frame = transition.compose(
                            from: from, to: to, progress: Double(step) / 40, direction: direction, palette: palette)
                        FrameChecker.expectValid(frame, "\(mode.name) \(direction) step \(step)")
                    }
                }
            }
        }
    }
}
