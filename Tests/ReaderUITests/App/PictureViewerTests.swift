import Foundation
import ReaderCore
import TestSupport
import Testing

@testable import ReaderUI

/// The picture viewer in the reader: `i` or a click on a picture shows it on the whole screen,
/// `+`, `-` and the wheel zoom, `n` and `N` go through the book's pictures, Enter goes to the
/// picture's page, `o` asks the system's viewer, Esc comes back.
@Suite(.enabled(if: ChafaLibrary.shared != nil, "chafa (libchafa0) is not installed"))
struct PictureViewerTests {
    /// A page of text, a 2:1 picture (red, green, blue and white quadrants), many pages of
    /// text, a wide picture, text; pictures beside the HTML book in `folder`.
    static func book(in folder: TemporaryFolder, between: Int = 40) throws -> Book {
        for name in ["quadrants.png", "wide.png"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/" + name))
            _ = try folder.write(data, to: "book/" + name)
        }
        let text = (0..<between).map { "<p>Line \($0) of the text before and around the pictures.</p>" }
        let html =
            "<html><body>" + text[0..<3].joined() + #"<p><img src="quadrants.png" alt="four quadrants"/></p>"#
            + text.joined() + #"<p><img src="wide.png" alt="a wide one"/></p>"# + text[0..<3].joined() + "</body></html>"
        return try BookLoader.load(path: try folder.write(Data(html.utf8), to: "book/pictures.html"))
    }

    func model(_ book: Book) -> ReaderModel {
        ReaderModel(book: book, location: .start, columns: 60, rows: 24, theme: .light, mode: .none)
    }

    func row(_ frame: Frame, _ y: Int) -> String { (0..<frame.width).map { frame[$0, y].text }.joined() }

    @Test func iShowsThePictureOnThePageAndNGoesThroughTheBooksPictures() throws {
        let folder = try TemporaryFolder()
        let m = model(try Self.book(in: folder))
        let start = m.location
        _ = m.update(.key(.character("i")))
        var frame = m.view()
        #expect(row(frame, 0).contains("four quadrants · 1 of 2 · 100%"))
        #expect(row(frame, 23).contains("+ - zoom"))
        // Fitted: 22 rows of 60 columns hold the 2:1 picture in 60 columns and 15 rows, centred;
        // its top left quadrant is red.
        let corner = frame[0, 4]
        #expect(corner.style.isPicture && corner.style.background == Color(220, 40, 40))
        #expect(!frame[0, 3].style.isPicture && frame[59, 18].style.isPicture && !frame[59, 19].style.isPicture)
        _ = m.update(.key(.character("+")))
        #expect(row(m.view(), 0).contains("· 150%"))
        _ = m.update(.wheel(down: true))
        #expect(row(m.view(), 0).contains("· 100%"))
        _ = m.update(.key(.character("n")))
        frame = m.view()
        #expect(row(frame, 0).contains("a wide one · 2 of 2 · 100%"))
        _ = m.update(.key(.character("n")))
        #expect(row(m.view(), 23).contains("the book's last picture"))
        _ = m.update(.key(.character("N")))
        #expect(row(m.view(), 0).contains("four quadrants"))
        _ = m.update(.key(.escape))
        #expect(m.overlay == nil)
        #expect(m.location == start, "looking at pictures moves nothing")
    }

    @Test func enterGoesToThePicturesPage() throws {
        let folder = try TemporaryFolder()
        let book = try Self.book(in: folder)
        let m = model(book)
        _ = m.update(.key(.character("i")))
        _ = m.update(.key(.character("n")))
        _ = m.update(.key(.enter))
        #expect(m.overlay == nil)
        let wide = try #require(book.paragraphs.filter { $0.kind == .image }.last)
        #expect(m.linesOnScreen.contains { book.paragraphs.offsets[$0.paragraph] == wide.offset })
        _ = m.update(.key(.character("`")))
        #expect(m.linesOnScreen.first?.paragraph == 0, "` comes back from the jump")
    }

    @Test func aClickOnAPictureShowsIt() throws {
        let folder = try TemporaryFolder()
        let m = model(try Self.book(in: folder))
        let frame = m.view()
        let y = try #require((0..<frame.height).first { y in (0..<frame.width).contains { frame[$0, y].style.isPicture } })
        _ = m.update(.press(column: 30, row: y))
        _ = m.update(.release(column: 30, row: y))
        #expect(m.overlay == .picture(PictureView(paragraph: 3)))
    }

    /// A picture whose header cannot be read says why in the viewer: here, not a picture at all.
    /// (An SVG without rsvg-convert says what to install the same way.)
    @Test func aPictureThatCannotBeReadSaysWhy() throws {
        let folder = try TemporaryFolder()
        let data = try Data(contentsOf: URL(fileURLWithPath: Package.root + "/Tests/Fixtures/pictures/wrong-magic.png"))
        _ = try folder.write(data, to: "book/odd.png")
        let html = #"<html><body><p>Text.</p><p><img src="odd.png" alt="odd one"/></p></body></html>"#
        let m = model(try BookLoader.load(path: try folder.write(Data(html.utf8), to: "book/odd.html")))
        _ = m.update(.key(.character("i")))
        let frame = m.view()
        #expect((0..<frame.height).contains { row(frame, $0).contains("not a PNG, JPEG, GIF, WebP or SVG picture") })
    }

    @Test func oAsksTheSystemsViewerForThePicture() throws {
        let folder = try TemporaryFolder()
        let book = try Self.book(in: folder)
        let m = model(book)
        _ = m.update(.key(.character("i")))
        let effects = m.update(.key(.character("o")))
        let pictures = try #require(book.pictures)
        #expect(effects == [.start(SystemViewerJob(pictures: pictures, offset: book.paragraphs.offsets[3]))])
    }

    /// The reader decodes a page's pictures off the main thread: the page is drawn at once with the
    /// picture's rows blank, a job decodes the pictures of the screen and the pages beside it, and
    /// the page is drawn again with them; nothing is asked twice.
    @Test func thePicturesOfThePageAreDecodedInTheBackground() throws {
        let folder = try TemporaryFolder()
        let book = try Self.book(in: folder)
        let m = ReaderModel(book: book, location: .start, columns: 60, rows: 24, theme: .light, mode: .none, backgroundLoading: true)
        func drawsPicture() -> Bool {
            let frame = m.view()
            return frame.cells.contains { $0.style.isPicture }
        }
        let effects = m.update(.tick)
        #expect(!drawsPicture())
        let job = try #require(
            effects.compactMap { effect -> PictureDecodeJob? in
                if case .start(let job) = effect { return job as? PictureDecodeJob }
                return nil
            }.first)
        let images = book.paragraphs.filter { $0.kind == .image }
        #expect(job.wanted.map(\.offset) == [images[0].offset], "the picture on the screen; the next page has none")
        #expect(m.update(.tick).isEmpty, "asked once")
        let event = try #require(job.run(JobContext(isStale: { false }, report: { _ in })))
        guard case .picturesDecoded = event else { Issue.record("\(event)"); return }
        _ = m.update(event)
        #expect(drawsPicture())
    }

    /// The whole book replaces the window it opened on: its pictures are another book's to the
    /// decoded pictures, so they are asked for again, though they are at the same places.
    @Test func theWholeBooksPicturesAreAskedForAgain() throws {
        let folder = try TemporaryFolder()
        let window = try Self.book(in: folder)
        let m = ReaderModel(book: window, location: .start, columns: 60, rows: 24, theme: .light, mode: .none, backgroundLoading: true)
        func asked(_ effects: [Effect]) -> PictureDecodeJob? {
            effects.compactMap { effect -> PictureDecodeJob? in
                if case .start(let job) = effect { return job as? PictureDecodeJob }
                return nil
            }.first
        }
        let first = try #require(asked(m.update(.tick)))
        let whole = try Self.book(in: folder)
        let again = try #require(asked(m.update(.bookLoaded(whole))))
        #expect(again.wanted == first.wanted && again.pictures === whole.pictures)
    }

    /// Turning through the book page by page (and spread by spread), every picture is asked for
    /// before it is on the screen, on the left page of a spread or the right.
    @Test(arguments: [60, 170], [40, 44, 48, 52, 56])
    func picturesAreAskedForBeforeTheirPageIsShown(columns: Int, between: Int) throws {
        let folder = try TemporaryFolder()
        let book = try Self.book(in: folder, between: between)
        let m = ReaderModel(book: book, location: .start, columns: columns, rows: 24, theme: .light, mode: .none, backgroundLoading: true)
        #expect(m.layout.isSpread == (columns > 100))
        var asked: Set<Int> = []
        var seen = 0
        for step in 0..<40 {
            let effects = m.update(step == 0 ? .tick : .key(.character(" ")))
            let shown = Set(
                m.linesOnScreen.filter { if case .picture = $0.kind { true } else { false } }.map { book.paragraphs.offsets[$0.paragraph] })
            if step > 0 { #expect(shown.isSubset(of: asked), "step \(step)") }
            seen += shown.count
            for case .start(let job as PictureDecodeJob) in effects { asked.formUnion(job.wanted.map(\.offset)) }
        }
        #expect(seen >= 2 && asked.count == 2)
    }

    @Test func aBookWithoutPicturesSaysSo() {
        let m = ReaderModel(book: sampleBook(), location: .start, columns: 60, rows: 24, theme: .light, mode: .none)
        _ = m.update(.key(.character("i")))
        #expect(m.overlay == nil)
        #expect(m.hint == "this book has no pictures")
    }
}
