import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// The fixture picture drawn by chafa, cell by cell (skipped only where chafa is not installed; CI installs it).
@Suite(.enabled(if: ChafaLibrary.shared != nil, "chafa (libchafa0) is not installed"))
struct CharacterArtTests {
    static func quadrants() throws -> Bitmap {
        let data = try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/quadrants.png"))
        return try PictureDecoder.decode(Array(data))
    }

    /// Each line: the symbols of a row, then each cell's foreground/background.
    static func dump(_ art: SymbolArt) -> [String] {
        (0..<art.rows).map { y in
            let cells = (0..<art.columns).map { art[$0, y] }
            return String(String.UnicodeScalarView(cells.map(\.symbol))) + " "
                + cells.map { String(format: "%06x/%06x", $0.foreground, $0.background) }.joined(separator: " ")
        }
    }

    /// Two rows: each cell one colour of the picture, a space on that background.
    @Test func quadrantsInTrueColor() throws {
        let art = try #require(
            CharacterArt.draw(try Self.quadrants(), columns: 4, rows: 2, colors: .truecolor, foreground: 0x000000, background: 0xFFFFFF))
        #expect(
            Self.dump(art) == [
                "     000000/dc2828 000000/dc2828 000000/28b43c 000000/28b43c",
                "     000000/283cc8 000000/283cc8 000000/fafafa 000000/fafafa",
            ])
    }

    /// A half-block row: the top half of the picture in the foreground, the bottom in the background.
    @Test func quadrantsInOneRow() throws {
        let art = try #require(
            CharacterArt.draw(try Self.quadrants(), columns: 4, rows: 1, colors: .truecolor, foreground: 0x000000, background: 0xFFFFFF))
        #expect(Self.dump(art) == ["▀▀▀▀ dc2828/283cc8 dc2828/283cc8 28b43c/fafafa 28b43c/fafafa"])
    }

    /// On a 256-colour terminal each colour is the nearest of xterm's 16…255.
    @Test func quadrantsIn240Colors() throws {
        let art = try #require(
            CharacterArt.draw(try Self.quadrants(), columns: 4, rows: 2, colors: .palette240, foreground: 0x000000, background: 0xFFFFFF))
        #expect(
            Self.dump(art) == [
                "     000000/d70000 000000/d70000 000000/00af5f 000000/00af5f",
                "     000000/005fd7 000000/005fd7 000000/ffffff 000000/ffffff",
            ])
    }

    /// The same picture drawn twice is the same art (no dithering, one thread).
    @Test func drawingIsDeterministic() throws {
        let bitmap = try Self.quadrants()
        let draws = (0..<3).map { _ in
            CharacterArt.draw(bitmap, columns: 7, rows: 3, colors: .truecolor, foreground: 0, background: 0xFFFFFF)
        }
        #expect(draws[0] != nil && draws.allSatisfy { $0 == draws[0] })
    }
}
