import ReaderCore

/// The picture viewer: `i` shows the first picture on the screen (or the next one in the book)
/// on the whole screen, as does a click on a picture in the middle of the page. In it `+` and `-`
/// zoom (the wheel too), the arrows move about, `n` and `N` go through the book's pictures, Enter
/// goes to the picture's page, `o` opens it in the system's viewer and Esc comes back.
extension ReaderModel {
    static let pictureKeys = "+ - zoom · arrows move · n N next, previous · Enter go to it · o open outside · Esc back"

    /// `i`: the first picture on the screen, else the next one in the book.
    func viewPictureOnScreen() {
        guard let pictures = navigator.book.pictures, pictures.count > 0 else {
            hint = "this book has no pictures"
            return
        }
        let lines = linesOnScreen
        if let line = lines.first(where: { showsPicture($0.paragraph) && $0.kind != .caption }) {
            overlay = .picture(PictureView(paragraph: line.paragraph))
        } else if let last = lines.last, let next = picture(after: last.paragraph, forward: true) {
            overlay = .picture(PictureView(paragraph: next))
        } else {
            guard let last = picture(after: navigator.book.paragraphs.count, forward: false) else { return }
            overlay = .picture(PictureView(paragraph: last))
            hint = "no picture after this page: the book's last one"
        }
    }

    /// A job decoding the pictures on the screen and on the pages (or spreads) either side that are
    /// not yet decoded, when the reader leaves them to one (`backgroundLoading`) and has not asked
    /// already; the decoded pictures kept are fit to the screen.
    func pictureDecoding() -> [Effect] {
        guard backgroundLoading, layout.drawsPictures, let pictures = navigator.book.pictures, places.awaiting == nil else { return [] }
        let cell = layout.settings.pictureCell
        var lines = linesOnScreen
        let onScreen = lines.compactMap { line -> Int? in
            guard case .picture(0, _) = line.kind else { return nil }
            return navigator.book.paragraphs.offsets[line.paragraph]
        }
        DecodedPictures.shared.fit(screen: cell.pixels(columns: layout.columns, rows: layout.rows))
        DecodedPictures.shared.show(onScreen, of: pictures)
        if mode != .scroll {
            for direction in [TurnDirection.next, .previous] {
                guard let page = turnTarget(direction, from: shownPosition) else { continue }
                lines += navigator.index.page(page).lines
                if layout.isSpread, let second = navigator.secondPage(ofSpread: page) { lines += navigator.index.page(second).lines }
            }
        }
        var wanted: [PictureDecodeJob.Wanted] = []
        for line in lines {
            guard case .picture(let row, _) = line.kind, row == 0 else { continue }
            let offset = navigator.book.paragraphs.offsets[line.paragraph]
            guard let cells = layout.pictureCells(of: line, size: pictures.size(ofBlockAt: offset)) else { continue }
            let picture = PictureDecodeJob.Wanted(offset: offset, shown: cell.pixels(columns: cells.columns, rows: cells.rows))
            if !wanted.contains(picture),
                PictureArt.isWaiting(navigator.book, paragraph: line.paragraph, columns: cells.columns, rows: cells.rows, cell: cell)
            {
                wanted.append(picture)
            }
        }
        // The whole book's pictures are another book's than its window's, though at the same places.
        let job = PictureDecodeJob(pictures: pictures, wanted: wanted)
        guard !wanted.isEmpty, job != picturesAsked else { return [] }
        picturesAsked = job
        return [.start(job)]
    }

    /// The picture drawn at screen cell `column`, `row` (its paragraph); nil elsewhere. In vertical
    /// text a picture's lines are columns: any of them, or a gap between them, is the picture.
    func picture(atColumn column: Int, row: Int) -> Int? {
        let line: PageLine?
        if layout.writing == .vertical, let (position, x) = pageOnScreen(column: column, row: row) {
            let page = layout.page
            line =
                navigator.index.page(position).lines.enumerated().first { i, _ in
                    (page.column(ofLine: i) - page.settings.columnGap..<page.column(ofLine: i) + ScreenLayout.verticalColumnWidth).contains(
                        x)
                }?.element
        } else {
            line = lineOnScreen(column: column, row: row)?.line
        }
        guard let line, case .picture = line.kind else { return nil }
        return showsPicture(line.paragraph) ? line.paragraph : nil
    }

    /// Whether paragraph `paragraph` is an image block showing a picture.
    private func showsPicture(_ paragraph: Int) -> Bool {
        let book = navigator.book
        guard let pictures = book.pictures, book.paragraphs.indices.contains(paragraph) else { return false }
        return pictures.path(ofBlockAt: book.paragraphs.offsets[paragraph]) != nil
    }

    /// The paragraph of the next picture after paragraph `paragraph` (`forward`) or the last before it.
    private func picture(after paragraph: Int, forward: Bool) -> Int? {
        let book = navigator.book
        let offsets = book.paragraphs.offsets
        let from = offsets.indices.contains(paragraph) ? offsets[paragraph] : (forward ? -1 : book.sourceSize)
        guard let offset = book.pictures?.neighbour(of: from, forward: forward) else { return nil }
        let found = book.anchor(for: Location(offset: offset, grapheme: 0)).paragraph
        return offsets.indices.contains(found) && offsets[found] == offset ? found : nil
    }

    /// The cells the viewer draws the picture in: the screen but its title and keys rows.
    private var pictureArea: (columns: Int, rows: Int) { (layout.columns, max(1, layout.rows - 2)) }

    /// What `view` shows of its picture, and the picture's size; nil when its size cannot be read.
    private func pictureWindow(_ view: PictureView) -> (window: PictureView.Window, size: PixelSize)? {
        let book = navigator.book
        guard book.paragraphs.indices.contains(view.paragraph),
            let size = book.pictures?.size(ofBlockAt: book.paragraphs.offsets[view.paragraph])
        else { return nil }
        let area = pictureArea
        return (view.window(picture: size, columns: area.columns, rows: area.rows, cell: layout.settings.pictureCell), size)
    }

    /// The viewer's screen for `view`.
    func pictureContent(_ view: PictureView) -> OverlayContent {
        let book = navigator.book
        let keys = flash?.text ?? hint ?? Self.pictureKeys
        guard book.paragraphs.indices.contains(view.paragraph), let pictures = book.pictures else {
            return .picture(title: "picture", cells: nil, x: 0, y: 0, note: "no picture here", keys: keys)
        }
        let offset = book.paragraphs.offsets[view.paragraph]
        let alt = shown(book.paragraphs[view.paragraph].text)
        let number = pictures.number(ofBlockAt: offset).map { " · \($0) of \(pictures.count)" } ?? ""
        let title = (alt.isEmpty ? "picture" : alt) + number + " · \(view.percent)%"
        guard let (window, _) = pictureWindow(view) else {
            return .picture(title: title, cells: nil, x: 0, y: 0, note: pictures.problem(ofBlockAt: offset), keys: keys)
        }
        let area = pictureArea
        let note = ChafaLibrary.shared == nil ? ChafaLibrary.missing : "this picture cannot be decoded"
        return .picture(
            title: title, cells: pictureCells(of: view.paragraph, at: offset, in: window, pictures: pictures),
            x: (area.columns - window.columns) / 2, y: 1 + (area.rows - window.rows) / 2, note: note, keys: keys)
    }

    /// The cells showing `window` of picture `paragraph`: the terminal's own picture where it has
    /// one (`LayoutSettings.graphics`), else character art; nil when it cannot be drawn.
    private func pictureCells(of paragraph: Int, at offset: Int, in window: PictureView.Window, pictures: BookPictures) -> Frame? {
        let background = palette[.text]
        var cells = Frame(width: window.columns, height: window.rows, style: background)
        if layout.graphics != nil, window.columns <= KittyPlaceholder.maximum, window.rows <= KittyPlaceholder.maximum,
            let look = terminalPictures.look(of: pictures, at: offset, crop: window.crop, columns: window.columns, rows: window.rows)
        {
            for row in 0..<window.rows {
                TerminalPictures.draw(
                    look, row: row, columns: window.columns, x: 0, y: row, background: background.background, into: &cells)
            }
            return cells
        }
        guard
            let art = PictureArt.art(
                of: navigator.book, paragraph: paragraph, crop: window.crop, columns: window.columns, rows: window.rows,
                cell: layout.settings.pictureCell, depth: layout.settings.pictureColors, style: background)
        else { return nil }
        for row in 0..<art.rows { PictureArt.draw(art, row: row, columns: art.columns, x: 0, y: row, into: &cells) }
        return cells
    }

    /// A key in the viewer.
    func handlePictureKey(_ key: Key, _ view: PictureView) -> [Effect] {
        switch key {
        case .character("+"), .character("="): overlay = .picture(view.zoomed(by: 1))
        case .character("-"): overlay = .picture(view.zoomed(by: -1))
        case .character("0"): overlay = .picture(PictureView(paragraph: view.paragraph))
        case .left, .character("h"): move(view, dx: -1, dy: 0)
        case .right, .character("l"): move(view, dx: 1, dy: 0)
        case .up, .character("k"): move(view, dx: 0, dy: -1)
        case .down, .character("j"): move(view, dx: 0, dy: 1)
        case .character("n"), .character(" "), .pageDown:
            if let next = picture(after: view.paragraph, forward: true) {
                overlay = .picture(PictureView(paragraph: next))
            } else {
                hint = "the book's last picture"
            }
        case .character("N"), .character("p"), .pageUp, .backspace:
            if let previous = picture(after: view.paragraph, forward: false) {
                overlay = .picture(PictureView(paragraph: previous))
            } else {
                hint = "the book's first picture"
            }
        case .enter:
            overlay = nil
            return jump(to: Location(offset: navigator.book.paragraphs.offsets[view.paragraph], grapheme: 0))
        case .character("o"):
            let book = navigator.book
            guard let pictures = book.pictures else { return [] }
            hint = "opening it in the system's viewer…"
            return [.start(SystemViewerJob(pictures: pictures, offset: book.paragraphs.offsets[view.paragraph]))]
        case .escape, .character("q"), .character("i"): overlay = nil
        default: break
        }
        return []
    }

    /// Moves what the viewer shows by `dx`, `dy` quarters of it.
    private func move(_ view: PictureView, dx: Int, dy: Int) {
        guard let (window, size) = pictureWindow(view) else { return }
        overlay = .picture(view.moved(dx: dx, dy: dy, window: window, picture: size))
    }
}
