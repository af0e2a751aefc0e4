import Testing

@testable import ReaderUI

struct CurlTransitionTests {
    let curl = CurlTransition()

    @Test(arguments: Pages.palettes)
    func aVerticalFoldMirrorsTheRowAndRevealsTheTarget(palette: Palette) {
        let from = Pages.page(["abcdefghijkl", "mnopqrstuvwx"], palette: palette)
        let to = Pages.page(["ABCDEFGHIJKL", "MNOPQRSTUVWX"], palette: palette)
        // Corner (12, 2) brought to (4, 2): the fold is the vertical line x = 8.
        let frame = curl.compose(from: from, to: to, touch: (4, 2), corner: .bottomRight, palette: palette)
        #expect(frame.lines == ["abcdlkjiIJKL", "mnopxwvuUVWX"])
        for y in 0..<2 {
            for x in 0..<4 { #expect(frame[x, y] == from[x, y]) }
            for x in 4..<8 { #expect(frame[x, y].style == palette[.backPage]) }
            #expect(frame[8, y].style.background == palette[.shadow1].background)
            #expect(frame[9, y].style.background == palette[.shadow2].background)
            for x in 10..<12 { #expect(frame[x, y] == to[x, y]) }
        }
    }

    @Test func aMirroredWideCharacterStaysOneUnit() {
        let from = Frame(lines: ["ab中文ef"]), to = Frame(lines: ["ABCDEFGH"])
        // Fold at x = 4: columns 0…3 show columns 7…4 of the page's back.
        let frame = curl.compose(from: from, to: to, touch: (0, 1), corner: .bottomRight, palette: .light)
        #expect(frame.lines == ["fe文EFGH"])
        #expect(frame[2, 0].width == 2 && frame[3, 0].isContinuation)
        #expect(frame[2, 0].style == Palette.light[.backPage] && frame[3, 0].style == Palette.light[.backPage])
        FrameChecker.expectValid(frame)
    }

    @Test func halfOfAWideCharacterOnTheBackIsDrawnAsABlankBackCell() {
        let from = Frame(lines: ["ab中cd"]), to = Frame(lines: ["ABCDEF"])
        // Fold at x = 3: column 2 mirrors onto the right half of "中", whose left half is folded away.
        let frame = curl.compose(from: from, to: to, touch: (0, 1), corner: .bottomRight, palette: .dark)
        #expect(frame.lines == ["dc DEF"])
        #expect(frame[2, 0] == .blank(Palette.dark[.backPage]))
        FrameChecker.expectValid(frame)
    }

    @Test(arguments: Pages.palettes, [TurnDirection.next, .previous])
    func halfWayTheBackShowsTheLiftedPageMirrored(palette: Palette, direction: TurnDirection) {
        let (from, to) = Pages.latin(palette)
        let frame = curl.compose(from: from, to: to, progress: 0.5, direction: direction, palette: palette)
        // Next lifts the current page over the target; previous lays the previous page back over the current.
        let (lifted, beneath) = direction == .next ? (from, to) : (to, from)
        let letters = Array(Pages.texts(lifted, row: 0))
        var mirroredRows = 0
        var revealedCells = 0
        for y in 0..<frame.height {
            var backIndices: [Int] = []
            for x in 0..<frame.width {
                let cell = frame[x, y]
                if cell.style == palette[.backPage] {
                    backIndices.append(letters.firstIndex(of: cell.text) ?? -1)
                } else if cell.text == beneath[x, y].text {
                    revealedCells += 1
                } else {
                    #expect(cell == lifted[x, y], "front cell (\(x),\(y)) moved")
                }
            }
            #expect(!backIndices.contains(-1))
            // Read left to right, the back shows the row's letters in reverse order.
            if backIndices.count >= 4 {
                mirroredRows += 1
                #expect(zip(backIndices, backIndices.dropFirst()).allSatisfy { $0 >= $1 }, "row \(y): \(backIndices)")
                #expect(backIndices.first! > backIndices.last!)
            }
        }
        #expect(mirroredRows == frame.height)
        #expect(revealedCells >= frame.width * frame.height / 3)
    }

    @Test func aKeyTurnSweepsTheFoldFromRightToLeft() {
        let (from, to) = Pages.latin(.light)
        var previousRevealed = -1
        for step in 1..<20 {
            let frame = curl.compose(from: from, to: to, progress: Double(step) / 20, direction: .next, palette: .light)
            let revealed = frame.cells.indices.filter { frame.cells[$0].text == to.cells[$0].text }.count
            #expect(revealed > previousRevealed, "step \(step)")
            previousRevealed = revealed
            // The fold is close to vertical: in every row the revealed part is one run up to the right edge.
            for y in 0..<frame.height {
                let isRevealed = (0..<frame.width).map { frame[$0, y].text == to[$0, y].text }
                if let first = isRevealed.firstIndex(of: true) {
                    #expect(isRevealed[first...].allSatisfy { $0 }, "step \(step) row \(y)")
                }
            }
        }
        // Early on the left edge is untouched; late, the right edge is the target page.
        let early = curl.compose(from: from, to: to, progress: 0.1, direction: .next, palette: .light)
        #expect((0..<from.height).allSatisfy { early[0, $0] == from[0, $0] })
        let late = curl.compose(from: from, to: to, progress: 0.9, direction: .next, palette: .light)
        #expect((0..<from.height).allSatisfy { late[from.width - 1, $0] == to[from.width - 1, $0] })
    }

    @Test(arguments: [Corner.topRight, .bottomRight, .topLeft, .bottomLeft])
    func aDragCurlsDiagonallyFromItsCorner(corner: Corner) {
        for palette in Pages.palettes {
            let (from, to) = Pages.cjk(palette)
            let w = from.width, h = from.height
            let cornerX = corner == .topRight || corner == .bottomRight ? w - 1 : 0
            let cornerY = corner == .topRight || corner == .topLeft ? 0 : h - 1
            let touch = (x: Double(cornerX) + (cornerX == 0 ? 4 : -4), y: Double(cornerY) + (cornerY == 0 ? 1.5 : -0.5))
            let frame = curl.compose(from: from, to: to, touch: touch, corner: corner, palette: palette)
            // The corner cell has lifted off (target page, shaded or not); the opposite corner is untouched.
            #expect(frame[cornerX, cornerY].text == to[cornerX, cornerY].text || to[cornerX, cornerY].isContinuation)
            #expect(frame[w - 1 - cornerX, h - 1 - cornerY] == from[w - 1 - cornerX, h - 1 - cornerY])
            #expect(frame.cells.contains { $0.style == palette[.backPage] })
            // Every touch point on and around the page keeps the invariants and the darkness.
            for tx in stride(from: -Double(w), through: Double(w) * 1.5, by: 1.75) {
                for ty in stride(from: -2.0, through: Double(h) + 2, by: 0.75) {
                    let f = curl.compose(from: from, to: to, touch: (tx, ty), corner: corner, palette: palette)
                    FrameChecker.expectValid(f, "touch (\(tx), \(ty))")
                    if palette.isDark {
                        #expect(f.cells.allSatisfy { $0.style.background.luminance <= palette.pageBackground.luminance })
                    }
                }
            }
        }
    }

    @Test func touchingTheCornerItselfShowsTheCurrentPage() {
        let (from, to) = Pages.latin(.light)
        let frame = curl.compose(
            from: from, to: to, touch: (Double(from.width), Double(from.height)), corner: .bottomRight, palette: .light)
        #expect(frame == from)
    }

    @Test func theKeyTurnTouchPathRunsFromTheCornerToBeyondTheLeftEdge() {
        let start = CurlTransition.keyTurnTouch(progress: 0, width: 80, height: 24)
        #expect(start.x == 80 && start.y == 24)
        let end = CurlTransition.keyTurnTouch(progress: 1, width: 80, height: 24)
        #expect(end.x < -70)
        #expect(end.y < 24 && end.y > 0)
    }
}
