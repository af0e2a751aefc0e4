import ReaderCore

/// What the header and footer show.
struct StatusInfo: Equatable, Sendable {
    var bookTitle: String
    var chapterTitle: String
    var pageInChapter: Int
    var pagesInChapter: Int
    /// Global page number and total, once the whole book is paginated.
    var globalPage: Int?
    var totalPages: Int?
    /// Percent of the book before the current place (0…99), 100 on the last page.
    var percent: Int
    var mode: String
    var theme: String
    /// A short message shown beside the page numbers for a moment ("end of book").
    var hint: String?
    /// Percent of the book read while it is indexed in the background.
    var indexing: Int?
    /// During a turn into another chapter: the chapter title being faded to, and how far.
    var fade: (title: String, progress: Double)?

    static func == (a: StatusInfo, b: StatusInfo) -> Bool {
        a.bookTitle == b.bookTitle && a.chapterTitle == b.chapterTitle && a.pageInChapter == b.pageInChapter
            && a.pagesInChapter == b.pagesInChapter && a.globalPage == b.globalPage && a.totalPages == b.totalPages
            && a.percent == b.percent && a.mode == b.mode && a.theme == b.theme && a.hint == b.hint
            && a.indexing == b.indexing && a.fade?.title == b.fade?.title && a.fade?.progress == b.fade?.progress
    }
}

/// Draws the header (book · chapter) and footer (pages · percent · mode · theme) rows.
enum StatusBar {
    /// Book title · chapter title. During a turn into another chapter the chapter title
    /// cross-fades: the old one blends into the bar background over the first half of
    /// the turn, the new one rises out of it over the second half.
    static func header(_ info: StatusInfo, width: Int, palette: Palette) -> Frame {
        var frame = Frame(width: width, height: 1, style: palette[.bar])
        let bar = palette[.bar]
        let x = frame.put(truncate(info.bookTitle, to: width - 2), x: 1, y: 0, style: bar)
        var chapter = info.chapterTitle
        var style = bar
        if let fade = info.fade {
            let p = min(1, max(0, fade.progress))
            if p >= 0.5 { chapter = fade.title }
            style.foreground = bar.foreground.blended(with: bar.background, p < 0.5 ? p * 2 : (1 - p) * 2)
        }
        if !chapter.isEmpty, x + 3 < width - 1 {
            frame.put(" · ", x: x, y: 0, style: bar)
            frame.put(truncate(chapter, to: width - 1 - (x + 3)), x: x + 3, y: 0, style: style)
        }
        return frame
    }

    static func footer(_ info: StatusInfo, width: Int, palette: Palette) -> Frame {
        var frame = Frame(width: width, height: 1, style: palette[.bar])
        var left = "\(info.pageInChapter)/\(info.pagesInChapter)"
        if let indexing = info.indexing {
            left += " · indexing \(indexing)%"
        } else if let n = info.globalPage, let total = info.totalPages {
            left += " · \(n)/\(total)"
        }
        left += " · \(info.percent)%"
        let right = "\(info.mode) · \(info.theme)"
        let rightWidth = CellWidth.width(of: right)
        if let hint = info.hint {
            let x = frame.put(truncate(left, to: width - 2), x: 1, y: 0, style: palette[.bar])
            frame.put(" " + hint + " ", x: x + 2, y: 0, style: palette[.hint])
        } else {
            frame.put(truncate(left, to: width - 2), x: 1, y: 0, style: palette[.bar])
        }
        let leftEnd = 1 + CellWidth.width(of: left) + (info.hint.map { CellWidth.width(of: $0) + 4 } ?? 0)
        if width - rightWidth - 1 > leftEnd + 1 {
            frame.put(right, x: width - rightWidth - 1, y: 0, style: palette[.barDim])
        }
        return frame
    }

    /// `text` cut to `width` columns, with an ellipsis when cut.
    static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if CellWidth.width(of: text) <= width { return text }
        var out = ""
        var used = 0
        for ch in text {
            let w = CellWidth.width(of: ch)
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        return out + "…"
    }
}
