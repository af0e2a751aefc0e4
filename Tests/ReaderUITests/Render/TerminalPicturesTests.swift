import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// Pictures through the kitty graphics protocol: settled pages hold placeholder cells naming an
/// image, the screen sends each image once before the cells that show it, the terminal keeps a
/// bounded number of them, and turns draw pictures as character art.
struct TerminalPicturesTests {
    /// A placeholder cell found in a frame: where it is, what it says, the colour naming its image.
    struct Placed {
        var x: Int
        var y: Int
        var row: Int
        var column: Int
        var high: Int
        var color: Color
    }

    static func placeholders(in frame: Frame) -> [Placed] {
        var found: [Placed] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                if let p = KittyPlaceholder.parse(cell.text) {
                    found.append(Placed(x: x, y: y, row: p.row, column: p.column, high: p.high, color: cell.style.foreground))
                }
            }
        }
        return found
    }

    /// The pictures of the viewer's test book in `folder`, and where its first picture's block is.
    static func firstPicture(in folder: TemporaryFolder) throws -> (BookPictures, Int) {
        let book = try PictureViewerTests.book(in: folder)
        return (try #require(book.pictures), try #require(book.paragraphs.first { $0.kind == .image }).offset)
    }

    func model(
        _ book: Book, pictures: PictureSetting = .kitty, depth: ColorDepth = .direct, mode: TransitionMode = .none,
        writing: WritingSetting = .auto, columns: Int = 60
    ) -> ReaderModel {
        var settings = LayoutSettings()
        settings.pictures = pictures
        settings.pictureColors = depth
        settings.writing = writing
        return ReaderModel(book: book, location: .start, columns: columns, rows: 24, theme: .light, mode: mode, layoutSettings: settings)
    }

    @Test func aSettledPageShowsItsPictureAsPlaceholderCellsAndSendsTheImageOnce() throws {
        let folder = try TemporaryFolder()
        let m = model(try PictureViewerTests.book(in: folder))
        let frame = m.view()
        let cells = Self.placeholders(in: frame)
        let first = try #require(cells.first)
        // One rectangle, each cell naming its own row and column of one image.
        #expect(cells.allSatisfy { $0.row == $0.y - first.y && $0.column == $0.x - first.x && $0.color == first.color })
        let columns = cells.map(\.column).max()! + 1, rows = cells.map(\.row).max()! + 1
        #expect(cells.count == columns * rows)
        #expect(columns == 4 && rows == 1, "32×16 pixels in cells of 8×16")
        let sent = KittyCommandsParsed(m.terminalPictures.commands(for: frame))
        let image = try #require(sent.images.first)
        #expect(sent.images.count == 1)
        #expect(image.id == UInt32(first.color.r) << 16 | UInt32(first.color.g) << 8 | UInt32(first.color.b), "the colour is the id")
        #expect(image.bitmap.size == PixelSize(width: 32, height: 16), "the picture's own pixels")
        #expect(Array(image.bitmap.pixels[0..<4]) == [220, 40, 40, 255], "its top left quadrant is red")
        let placement = try #require(sent.placements.first)
        #expect(placement.id == image.id && placement.columns == columns && placement.rows == rows)
        #expect(m.terminalPictures.commands(for: frame).isEmpty, "the terminal holds it: nothing is sent again")
        _ = m.update(.key(.character(" ")))
        _ = m.update(.key(.character("b")))
        #expect(m.terminalPictures.commands(for: m.view()).isEmpty, "back on the page, the image is still held")
        // The terminal drops its images with the alternate screen (Ctrl-Z and back): sent again.
        m.terminalPictures.terminalForgot()
        #expect(KittyCommandsParsed(m.terminalPictures.commands(for: m.view())).images.map(\.id) == [image.id])
    }

    /// Vertical text: the picture spans the columns its width needs, right to left after the
    /// text before it, its rows centred down them; its caption is the column to its left.
    @Test func aVerticalPageShowsItsPictureAcrossItsColumns() throws {
        let folder = try TemporaryFolder()
        let m = model(try PictureViewerTests.book(in: folder), writing: .vertical)
        let picture = try #require(m.linesOnScreen.firstIndex { if case .picture = $0.kind { true } else { false } })
        _ = try #require(m.linesOnScreen[picture...].firstIndex { $0.kind == .caption })
        let frame = m.view()
        let cells = Self.placeholders(in: frame)
        let first = try #require(cells.first)
        #expect(cells.allSatisfy { $0.row == $0.y - first.y && $0.column == $0.x - first.x })
        let columns = cells.map(\.column).max()! + 1, rows = cells.map(\.row).max()! + 1
        #expect(cells.count == columns * rows && columns == 4 && rows == 1, "32×16 pixels in cells of 8×16")
        // Two columns of text, 2 cells and a gap of 1 apart, centred in them.
        let layout = m.layout
        let right = layout.column(ofLine: picture) + ScreenLayout.verticalColumnWidth
        let left = layout.column(ofLine: picture + 1)
        #expect(m.linesOnScreen[picture].kind == .picture(row: 0, rows: 2))
        #expect(first.x == left + (right - left - columns) / 2)
        // The page is drawn under the header row.
        #expect(first.y == 1 + layout.textY + (layout.textRows - rows) / 2, "centred down the column")
        // The caption's column, left of the picture, reads down from its first character.
        let caption = layout.column(ofLine: picture + 2)
        let column = (1 + layout.textY..<1 + layout.textY + layout.textRows).map { frame[caption, $0].text }.joined()
        #expect(column.contains("four"))
    }

    /// A click on any column of a vertical picture, or the gap between them, opens it; a click on
    /// the text beside it does not. (Pages turn to the left: the turner mirrors the column it
    /// reports, and the picture is found at the column clicked.)
    @Test func aClickOnAVerticalPictureShowsIt() throws {
        let folder = try TemporaryFolder()
        let m = model(try PictureViewerTests.book(in: folder), writing: .vertical, columns: 80)
        let picture = try #require(m.linesOnScreen.firstIndex { if case .picture = $0.kind { true } else { false } })
        let frame = m.view()
        let y = 1 + m.layout.textY + m.layout.textRows / 2
        let gap = m.layout.column(ofLine: picture) - 1
        let drawn = try #require(Self.placeholders(in: frame).first)
        for x in [drawn.x, m.layout.column(ofLine: picture + 1), gap] {
            try #require((27..<53).contains(x), "in the middle third, where a click turns nothing")
            _ = m.update(.press(column: x, row: y))
            _ = m.update(.release(column: x, row: y))
            #expect(m.overlay == .picture(PictureView(paragraph: m.linesOnScreen[picture].paragraph)), "column \(x)")
            _ = m.update(.key(.escape))
        }
        let text = m.layout.column(ofLine: picture - 2)
        #expect(m.linesOnScreen[picture - 2].kind == .body)
        _ = m.update(.press(column: text, row: y))
        _ = m.update(.release(column: text, row: y))
        #expect(m.overlay == nil)
    }

    @Test func anImageIsSentNoLargerThanItsCellsShow() throws {
        let folder = try TemporaryFolder()
        let m = model(try PictureViewerTests.book(in: folder))
        // Cells of 2×4 pixels: the 4×1 cells show 8×4 of the picture's 32×16 pixels.
        m.terminalPictures.cell = PixelSize(width: 2, height: 4)
        let image = try #require(KittyCommandsParsed(m.terminalPictures.commands(for: m.view())).images.first)
        #expect(image.bitmap.size == PixelSize(width: 8, height: 4))
        #expect(Array(image.bitmap.pixels[0..<4]) == [220, 40, 40, 255], "its top left quadrant still red")
    }

    @Test(.enabled(if: ChafaLibrary.shared != nil, "chafa (libchafa0) is not installed"))
    func aPageInATurnDrawsItsPictureAsCharacterArt() throws {
        let folder = try TemporaryFolder()
        let m = model(try PictureViewerTests.book(in: folder), mode: .slide)
        #expect(!Self.placeholders(in: m.view()).isEmpty)
        _ = m.update(.holdTurn(.next, progress: 0.3))
        let turning = m.view()
        #expect(Self.placeholders(in: turning).isEmpty, "turns move, fold and shade cells")
        #expect((0..<turning.height).contains { y in (0..<turning.width).contains { turning[$0, y].style.isPicture } })
    }

    @Test func autoUsesTheProtocolOnceTheTerminalAnswersWithColoursThatCanNameAnImage() throws {
        let folder = try TemporaryFolder()
        let book = try PictureViewerTests.book(in: folder)
        let m = model(book, pictures: .auto)
        #expect(Self.placeholders(in: m.view()).isEmpty)
        _ = m.update(.terminalHasKitty)
        #expect(!Self.placeholders(in: m.view()).isEmpty)
        let eight = model(book, pictures: .auto, depth: .ansi8)
        _ = eight.update(.terminalHasKitty)
        #expect(Self.placeholders(in: eight.view()).isEmpty, "eight colours cannot name an image")
        let off = model(book, pictures: .symbols)
        _ = off.update(.terminalHasKitty)
        #expect(Self.placeholders(in: off.view()).isEmpty, "symbols asked for: character art")
    }

    @Test(.enabled(if: ChafaLibrary.shared?.sixels != nil, "chafa (libchafa0) is not installed"))
    func inSixelsTheCellsGoOutBlankAndAPictureWhollyShownIsDrawnFromItsTopLeftCell() throws {
        let folder = try TemporaryFolder()
        let m = model(try PictureViewerTests.book(in: folder), pictures: .sixel)
        let frame = m.view()
        let first = try #require(Self.placeholders(in: frame).first)
        let (blank, pictures) = m.terminalPictures.sixels(for: frame)
        #expect(Self.placeholders(in: blank).isEmpty && blank[first.x, first.y].text == " ")
        #expect(pictures.map { [$0.x, $0.y] } == [[first.x, first.y]])
        let bytes = try #require(pictures.first.flatMap(m.terminalPictures.bytes))
        #expect(bytes.starts(with: Array("\u{1B}P".utf8)) && bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")], "one DCS string")
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"1;1;32;"), "32 pixels wide: 4 cells of 8")
        // A picture cut by the screen's edge or an overlay is left blank.
        var covered = frame
        covered.setBlank(x: first.x + 1, y: first.y, style: .plain)
        #expect(m.terminalPictures.sixels(for: covered).pictures.isEmpty)
    }

    /// Sixel drawings are kept to be drawn again (Ctrl-L, a page shown again) within a budget of
    /// bytes: the oldest go first, the newest always stays.
    @Test(.enabled(if: ChafaLibrary.shared?.sixels != nil, "chafa (libchafa0) is not installed"))
    func sixelDrawingsAreKeptWithinTheirBudgetTheNewestAlways() throws {
        let folder = try TemporaryFolder()
        let (pictures, offset) = try Self.firstPicture(in: folder)
        let terminal = TerminalPictures(depth: .direct, idBase: 0)
        func sixel(columns: Int, rows: Int) throws -> [UInt8] {
            let look = try #require(terminal.look(of: pictures, at: offset, columns: columns, rows: rows))
            let id = UInt32(look.high) << 24 | UInt32(look.color.r) << 16 | UInt32(look.color.g) << 8 | UInt32(look.color.b)
            return try #require(terminal.bytes(of: TerminalPictures.Sixel(x: 0, y: 0, id: id, background: Color(255, 255, 255))))
        }
        let small = try sixel(columns: 4, rows: 1), large = try sixel(columns: 8, rows: 2)
        #expect(terminal.sixelBytesKept == small.count + large.count)
        terminal.sixelBudget = 1
        _ = try sixel(columns: 2, rows: 1)
        let newest = try sixel(columns: 6, rows: 2)
        #expect(terminal.sixelBytesKept == newest.count)
    }

    @Test func theViewerShowsThePictureAndEachZoomedPartOfItAsAnImageOfItsOwn() throws {
        let folder = try TemporaryFolder()
        let m = model(try PictureViewerTests.book(in: folder))
        _ = m.update(.key(.character("i")))
        let fitted = m.view()
        let cells = Self.placeholders(in: fitted)
        // Fitted: 22 rows of 60 columns hold the 2:1 picture in 60 columns and 15 rows.
        #expect(cells.count == 60 * 15 && cells.first.map { [$0.x, $0.y] } == [0, 4])
        let whole = try #require(KittyCommandsParsed(m.terminalPictures.commands(for: fitted)).images.first)
        #expect(whole.bitmap.size == PixelSize(width: 32, height: 16))
        _ = m.update(.key(.character("+")))
        let zoomed = KittyCommandsParsed(m.terminalPictures.commands(for: m.view()))
        let part = try #require(zoomed.images.first)
        #expect(part.id != whole.id && part.bitmap.size.width < 32, "the part shown, cropped: \(part.bitmap.size)")
        #expect(Array(part.bitmap.pixels[0..<4]) == [220, 40, 40, 255], "its top left still red")
    }

    @Test func theTerminalKeepsAtMostCapacityImagesDeletingThoseShownLongestAgo() throws {
        let folder = try TemporaryFolder()
        let (pictures, offset) = try Self.firstPicture(in: folder)
        let images = TerminalPictures(depth: .direct, idBase: 0)
        /// A frame showing the picture fit into `columns` cells: an image of its own.
        func frame(columns: Int) -> Frame {
            var frame = Frame(width: 80, height: 2, style: .plain)
            guard let look = images.look(of: pictures, at: offset, columns: columns, rows: 2) else { return frame }
            for column in 0..<columns {
                frame.set(
                    Character(KittyPlaceholder.text(row: 0, column: column)), width: 1, x: column, y: 0,
                    style: Style(foreground: look.color, background: Style.plain.background))
            }
            return frame
        }
        let count = TerminalPictures.capacity + 1
        for columns in 1...TerminalPictures.capacity {
            #expect(KittyCommandsParsed(images.commands(for: frame(columns: columns))).deleted.isEmpty)
        }
        let full = KittyCommandsParsed(images.commands(for: frame(columns: count)))
        #expect(full.images.map(\.id) == [UInt32(255 + count)] && full.deleted == [256], "the one shown longest ago goes")
        let again = KittyCommandsParsed(images.commands(for: frame(columns: 1)))
        #expect(again.images.map(\.id) == [256] && again.deleted == [257], "shown again, it is sent again")
        #expect(KittyCommandsParsed(images.deleteAll()).deleted.count == TerminalPictures.capacity)
    }

    @Test func inTwoHundredFiftySixColoursTheIdsLowByteIsThePaletteIndex() throws {
        let folder = try TemporaryFolder()
        let (pictures, offset) = try Self.firstPicture(in: folder)
        let images = TerminalPictures(depth: .ansi256, idBase: 7)
        let looks = try (1...241).map { try #require(images.look(of: pictures, at: offset, columns: $0, rows: 1)) }
        #expect(ColorMapper.xterm256(looks[0].color) == 16 && looks[0].high == 7, "the 16 themable colours are skipped")
        #expect(ColorMapper.xterm256(looks[239].color) == 255 && looks[239].high == 7)
        #expect(ColorMapper.xterm256(looks[240].color) == 16 && looks[240].high == 8, "then the high byte counts")
        #expect(Set(looks.map { [Int(ColorMapper.xterm256($0.color)), $0.high] }).count == 241, "every image named apart")
        #expect(images.look(of: pictures, at: 0, columns: 4, rows: 1) == nil, "no picture there: nothing to name")
    }

    @Test func twoReadersSharingATerminalNameTheirImagesApart() throws {
        let folder = try TemporaryFolder()
        let (pictures, offset) = try Self.firstPicture(in: folder)
        let looks = (0...254).compactMap {
            TerminalPictures(depth: .direct, idBase: UInt32($0)).look(of: pictures, at: offset, columns: 4, rows: 1)
        }
        #expect(Set(looks.map(\.color)).count == 255, "a base of its own, a first id of its own")
        #expect(looks.allSatisfy { ColorMapper.packed($0.color) >= 256 }, "never one of the eight basic colours")
    }

    @Test func placeholderCellsSayEveryRowAndColumnAndHighByte() {
        #expect(KittyPlaceholder.maximum == 297)
        #expect(KittyPlaceholder.diacritics.first == "\u{0305}" && KittyPlaceholder.diacritics.last == "\u{1D244}")
        for n in 0..<KittyPlaceholder.maximum {
            let text = KittyPlaceholder.text(row: n, column: 296 - n, high: n % 256)
            #expect(Character(text).unicodeScalars.count == text.unicodeScalars.count, "one grapheme: one cell")
            let parsed = KittyPlaceholder.parse(text)
            #expect(parsed?.row == n && parsed?.column == 296 - n && parsed?.high == n % 256)
        }
        #expect(KittyPlaceholder.parse("a\u{0305}\u{0305}") == nil)
    }

    @Test func insideTmuxEveryCommandPassesThroughWithItsEscapesDoubled() {
        let wrapped = String(decoding: KittyCommands(passthrough: true).delete(id: 7), as: UTF8.self)
        #expect(wrapped == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,q=2,i=7\u{1B}\u{1B}\\\u{1B}\\")
        #expect(String(decoding: KittyCommands(passthrough: false).delete(id: 7), as: UTF8.self) == "\u{1B}_Ga=d,d=I,q=2,i=7\u{1B}\\")
    }

    @Test func aLargeImageIsSentInChunksOfAtMost4096Bytes() {
        var state: UInt64 = 1
        let noise = (0..<(300 * 200 * 4)).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let picture = Bitmap(size: PixelSize(width: 300, height: 200), channels: 4, pixels: noise)
        let sent = KittyCommandsParsed(KittyCommands(passthrough: false).show(picture, id: 5, columns: 30, rows: 8))
        #expect(sent.commands.count > 10)
        #expect(sent.commands.allSatisfy { $0.data.count <= 4096 })
        #expect(sent.commands.dropLast(2).allSatisfy { $0.keys["m"] == "1" } && sent.commands.dropLast().last?.keys["m"] == "0")
        #expect(sent.images.first?.bitmap.pixels == noise, "what arrives is the picture")
    }

    /// An opaque picture (a photograph) goes as RGB, a quarter fewer bytes; one pixel that is
    /// not opaque sends the whole picture as RGBA. What arrives is the picture either way.
    @Test func anOpaquePictureIsSentWithoutItsAlpha() throws {
        var rgba: [UInt8] = (0..<(64 * 32)).flatMap { (i: Int) -> [UInt8] in [UInt8(i % 64 * 4), UInt8(i / 64 * 8), 200, 255] }
        let opaque = Bitmap(size: PixelSize(width: 64, height: 32), channels: 4, pixels: rgba)
        let sent = KittyCommandsParsed(KittyCommands(passthrough: false).show(opaque, id: 5, columns: 8, rows: 2))
        #expect(sent.commands.first?.keys["f"] == "24")
        #expect(sent.images.first?.bitmap == opaque)
        rgba[4 * 100 + 3] = 254
        let clear = Bitmap(size: PixelSize(width: 64, height: 32), channels: 4, pixels: rgba)
        let both = KittyCommandsParsed(KittyCommands(passthrough: false).show(clear, id: 6, columns: 8, rows: 2))
        #expect(both.commands.first?.keys["f"] == "32")
        #expect(both.images.first?.bitmap == clear)
        // A picture decoded without alpha (a JPEG) goes as it is.
        let rgb = Bitmap(size: opaque.size, channels: 3, pixels: try #require(opaque.opaqueRGB))
        let photo = KittyCommandsParsed(KittyCommands(passthrough: false).show(rgb, id: 7, columns: 8, rows: 2))
        #expect(photo.commands.first?.keys["f"] == "24")
        #expect(photo.images.first?.bitmap == opaque)
    }
}
