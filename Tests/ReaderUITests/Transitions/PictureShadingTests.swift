import Testing

@testable import ReaderUI

/// A picture's cells keep their own colours through a turn: on the back of a curling page they
/// fade towards the back page (a dim mirror, never bright on the dark theme), under a shadow they darken.
struct PictureShadingTests {
    static let red = Style(foreground: Color(255, 255, 255), background: Color(220, 40, 40), isPicture: true)

    func shaded(_ shade: CellSource.Shade, palette: Palette) -> Style {
        let page = Frame(width: 1, height: 1, cells: [Cell("▀", style: Self.red)])
        var compositor = PageCompositor(from: page, to: page, palette: palette)
        compositor.row = [CellSource(.from, x: 0, y: 0, shade: shade)]
        compositor.emitRow()
        return compositor.frame().cells[0].style
    }

    @Test(arguments: [Palette.light, Palette.dark])
    func theBackOfThePageDimsAPicture(palette: Palette) {
        let back = palette[.backPage].background
        let style = shaded(.back, palette: palette)
        #expect(style.isPicture)
        #expect(style.background == Self.red.background.blended(with: back, 0.7))
        #expect(style.foreground == Self.red.foreground.blended(with: back, 0.7))
        if palette.name == Palette.dark.name {
            #expect(style.foreground.luminance < 0.5 * Self.red.foreground.luminance)
        }
    }

    /// The back of the page is the page reflected: a block's shape is mirrored with the picture.
    @Test func theBackMirrorsBlockShapes() {
        let page = Frame(width: 2, height: 1, cells: [Cell("▘", style: Self.red), Cell("▌", style: Self.red)])
        var compositor = PageCompositor(from: page, to: page, palette: .light)
        compositor.row = [CellSource(.from, x: 1, y: 0, shade: .back), CellSource(.from, x: 0, y: 0, shade: .back)]
        compositor.emitRow()
        #expect(compositor.frame().cells.map(\.text) == ["▐", "▝"])
    }

    @Test func aShadowDarkensAPictureButKeepsItsColour() {
        let style = shaded(.shadow1, palette: .light)
        #expect(style.background == Self.red.background.blended(with: Palette.light[.shadow1].background, 0.5))
        #expect(style.background.r > style.background.g)
    }

    /// Text on the back of the page takes the back page's style, as before.
    @Test func textOnTheBackTakesTheBackPageStyle() {
        let page = Frame(width: 1, height: 1, cells: [Cell("a", style: Palette.light[.text])])
        var compositor = PageCompositor(from: page, to: page, palette: .light)
        compositor.row = [CellSource(.from, x: 0, y: 0, shade: .back)]
        compositor.emitRow()
        #expect(compositor.frame().cells[0].style == Palette.light[.backPage])
    }
}
