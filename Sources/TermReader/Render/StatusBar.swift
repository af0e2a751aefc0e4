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
    /// Percent of the book before the current place (0…100).
    var percent: Int
    var mode: String
    var theme: String
    /// A short message replacing the page numbers for a moment ("end of book").
    var hint: String?
}

/// Draws the header (book · chapter) and footer (pages · percent · mode · theme) rows.
enum StatusBar {
    static func header(_ info: StatusInfo, width: Int, palette: Palette) -> Frame {
        var frame = Frame(width: width, height: 1, style: palette[.bar])
        let text = info.chapterTitle.isEmpty ? info.bookTitle : "\(info.bookTitle) · \(info.chapterTitle)"
        frame.put(truncate(text, to: width - 2), x: 1, y: 0, style: palette[.bar])
        return frame
    }

    static func footer(_ info: StatusInfo, width: Int, palette: Palette) -> Frame {
        var frame = Frame(width: width, height: 1, style: palette[.bar])
        var left = "\(info.pageInChapter)/\(info.pagesInChapter)"
        if let n = info.globalPage, let total = info.totalPages { left += " · \(n)/\(total)" }
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
