import PropertyBased
import ReaderCore
import Testing

@testable import ReaderUI

/// The viewer's geometry: a picture fitted to the screen keeps its shape (a cell is twice as tall
/// as wide), a zoomed one shows the part around its middle, and moving never leaves the picture.
struct PictureViewTests {
    static let cell = PixelSize(width: 8, height: 16)

    @Test(arguments: [
        // (picture, screen columns × rows, expected crop size, columns × rows)
        (PixelSize(width: 64, height: 64), 40, 20, PixelSize(width: 64, height: 64), 40, 20), // square: twice as many columns
        (PixelSize(width: 800, height: 100), 40, 20, PixelSize(width: 800, height: 100), 40, 3), // wide: width-bound
        (PixelSize(width: 100, height: 800), 40, 20, PixelSize(width: 100, height: 800), 5, 20), // tall: height-bound
        (PixelSize(width: 16, height: 16), 80, 20, PixelSize(width: 16, height: 16), 40, 20), // small: enlarged to fit
    ])
    func aFittedPictureIsWholeAndKeepsItsShape(
        picture: PixelSize, columns: Int, rows: Int, crop: PixelSize, expectedColumns: Int, expectedRows: Int
    ) {
        let window = PictureView(paragraph: 0).window(picture: picture, columns: columns, rows: rows, cell: Self.cell)
        #expect(window == .init(crop: PixelRect(x: 0, y: 0, size: crop), columns: expectedColumns, rows: expectedRows))
    }

    @Test func zoomingInShowsTheMiddleAndZoomingOutFitsAgain() {
        let picture = PixelSize(width: 300, height: 300)
        var view = PictureView(paragraph: 0).zoomed(by: 1)
        #expect(view.percent == 150)
        // 300 pixels fitted in 320: 150% shows 200 of them, the middle ones, on the whole screen.
        #expect(
            view.window(picture: picture, columns: 40, rows: 20, cell: Self.cell)
                == .init(crop: PixelRect(x: 50, y: 50, size: PixelSize(width: 200, height: 200)), columns: 40, rows: 20))
        view = view.zoomed(by: 1).zoomed(by: -5)
        #expect(view.percent == 100)
        #expect(view.window(picture: picture, columns: 40, rows: 20, cell: Self.cell).crop.size == picture)
    }

    @Test func movingGoesAQuarterOfWhatIsShownAndStopsAtTheEdge() {
        let picture = PixelSize(width: 300, height: 300)
        var view = PictureView(paragraph: 0).zoomed(by: 1)
        var window = view.window(picture: picture, columns: 40, rows: 20, cell: Self.cell)
        view = view.moved(dx: 1, dy: 0, window: window, picture: picture)
        window = view.window(picture: picture, columns: 40, rows: 20, cell: Self.cell)
        #expect(window.crop.x == 100 && window.crop.y == 50)
        for _ in 0..<5 {
            view = view.moved(dx: 1, dy: -1, window: window, picture: picture)
            window = view.window(picture: picture, columns: 40, rows: 20, cell: Self.cell)
        }
        #expect(window.crop.x == 100 && window.crop.y == 0)
        // Back at once from the edge: moving past it was not kept.
        view = view.moved(dx: -1, dy: 0, window: window, picture: picture)
        #expect(view.window(picture: picture, columns: 40, rows: 20, cell: Self.cell).crop.x == 50)
    }

    /// Whatever the zooms and moves, what is shown lies inside the picture and inside the screen.
    @Test func whatIsShownStaysInsideThePictureAndTheScreen() async {
        let steps = Gen.int(in: 0...5).array(of: 0...30)
        await propertyCheck(input: Gen.int(in: 1...3000), Gen.int(in: 1...3000), steps) { width, height, steps in
            let picture = PixelSize(width: width, height: height)
            var view = PictureView(paragraph: 0)
            for step in steps {
                let window = view.window(picture: picture, columns: 50, rows: 15, cell: Self.cell)
                switch step {
                case 0: view = view.zoomed(by: 1)
                case 1: view = view.zoomed(by: -1)
                default: view = view.moved(dx: step == 2 ? 1 : -1, dy: step == 4 ? 1 : -1, window: window, picture: picture)
                }
                let shown = view.window(picture: picture, columns: 50, rows: 15, cell: Self.cell)
                #expect(shown.crop.x >= 0 && shown.crop.y >= 0)
                #expect(shown.crop.x + shown.crop.size.width <= width && shown.crop.y + shown.crop.size.height <= height)
                #expect((1...50).contains(shown.columns) && (1...15).contains(shown.rows))
            }
        }
    }
}
