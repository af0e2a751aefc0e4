import ReaderCore

/// What the header and footer show.
package struct StatusInfo: Equatable, Sendable {
    package var bookTitle: String
    package var chapterTitle: String
    package var pageInChapter: Int
    package var pagesInChapter: Int
    /// Global page number and total, once the whole book is paginated.
    package var globalPage: Int?
    package var totalPages: Int?
    /// Percent of the book before the current place (0…99), 100 on the last page.
    package var percent: Int
    package var mode: String
    package var theme: String
    /// A short message shown beside the page numbers for a moment ("end of book").
    package var hint: String?
    /// Percent of the book read while it is indexed in the background.
    package var indexing: Int?
    /// During a turn into another chapter: the chapter title being faded to, and how far.
    package var fade: (title: String, progress: Double)?
    /// The footer's fields, in order (the config file's `footer`).
    package var fields = FooterField.standard
    /// Time left at the reader's pace, for the `time-left` field.
    package var timeLeft = TimeLeft()
    /// The time of day (`14:05`), for the `clock` field.
    package var clock: String?
    /// Hands-free reading while it runs (`▶ auto 30 s`), shown before the mode.
    package var autoTurn: String?
    /// The page of the book's source the place is on (`PDF`, 41, 63), beside the percent.
    package var sourcePage: (name: String, page: Int, count: Int)?

    package static func == (a: StatusInfo, b: StatusInfo) -> Bool {
        a.bookTitle == b.bookTitle && a.chapterTitle == b.chapterTitle && a.pageInChapter == b.pageInChapter
            && a.pagesInChapter == b.pagesInChapter && a.globalPage == b.globalPage && a.totalPages == b.totalPages
            && a.percent == b.percent && a.mode == b.mode && a.theme == b.theme && a.hint == b.hint
            && a.indexing == b.indexing && a.fade?.title == b.fade?.title && a.fade?.progress == b.fade?.progress
            && a.fields == b.fields && a.timeLeft == b.timeLeft && a.clock == b.clock
            && a.autoTurn == b.autoTurn && a.sourcePage?.name == b.sourcePage?.name
            && a.sourcePage?.page == b.sourcePage?.page && a.sourcePage?.count == b.sourcePage?.count
    }
}

/// Draws the header (book · chapter) and footer (pages · percent · mode · theme) rows.
package enum StatusBar {
    /// Book title · chapter title. During a turn into another chapter the chapter title
    /// cross-fades: the old one blends into the bar background over the first half of
    /// the turn, the new one rises out of it over the second half.
    package static func header(_ info: StatusInfo, width: Int, palette: Palette) -> Frame {
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

    /// Page of chapter · page of book · percent, a hint, and (auto-turn ·) mode · theme on the right.
    /// The page numbers are labelled (`ch. p. 3/8 · p. 40/262 · 15%`); a narrow window
    /// drops the labels, then the chapter page, then the book page, before it cuts text.
    package static func footer(_ info: StatusInfo, width: Int, palette: Palette) -> Frame {
        var frame = Frame(width: width, height: 1, style: palette[.bar])
        let hintWidth = info.hint.map { CellWidth.width(of: $0) + 2 } ?? 0
        let variants = footerVariants(info)
        let room = width - 2 - (hintWidth > 0 ? hintWidth + 2 : 0)
        let left = variants.first { CellWidth.width(of: $0) <= room } ?? variants.last!
        let x = frame.put(truncate(left, to: width - 2), x: 1, y: 0, style: palette[.bar])
        var leftEnd = x
        if let hint = info.hint, x + 5 < width {
            leftEnd = frame.put(" " + truncate(hint, to: width - 1 - (x + 2) - 2) + " ", x: x + 2, y: 0, style: palette[.hint])
        }
        let right = (info.autoTurn.map { $0 + " · " } ?? "") + "\(info.mode) · \(info.theme)"
        let rightWidth = CellWidth.width(of: right)
        if width - rightWidth - 1 > leftEnd + 1 {
            frame.put(right, x: width - rightWidth - 1, y: 0, style: palette[.barDim])
        }
        return frame
    }

    /// The footer's fields as text, longest first: every field in its long form, then in
    /// its short form, then the same without the field that gives way first, and so on
    /// (`FooterField.dropOrder`). While the book is indexed, `indexing N%` takes the
    /// book page's place.
    package static func footerVariants(_ info: StatusInfo) -> [String] {
        var fields = info.fields
        if info.indexing != nil, !fields.contains(.bookPage) {
            fields.insert(.bookPage, at: fields.firstIndex(of: .chapterPage).map { $0 + 1 } ?? 0)
        }
        var variants: [String] = []
        for dropped in 0...FooterField.dropOrder.count {
            let shown = fields.filter { !FooterField.dropOrder.prefix(dropped).contains($0) }
            for long in [true, false] {
                let text = shown.compactMap { field(info, $0, long: long) }.joined(separator: " · ")
                if !variants.contains(text) { variants.append(text) }
            }
        }
        return variants
    }

    /// One field's text in its long or short form; nil when it has nothing to show.
    package static func field(_ info: StatusInfo, _ field: FooterField, long: Bool) -> String? {
        switch field {
        case .chapterPage:
            return (long ? "ch. p. " : "") + "\(info.pageInChapter)/\(info.pagesInChapter)"
        case .bookPage:
            if let indexing = info.indexing { return "indexing \(indexing)%" }
            guard let n = info.globalPage, let total = info.totalPages else { return nil }
            return (long ? "p. " : "") + "\(n)/\(total)"
        case .percent:
            guard long, let source = info.sourcePage else { return "\(info.percent)%" }
            return "\(info.percent)% · \(source.name) p. \(source.page)/\(source.count)"
        case .timeLeft:
            guard let chapter = info.timeLeft.chapter.map(TimeLeft.format) else { return long ? "time left: after a few pages" : nil }
            let book = info.timeLeft.book.map(TimeLeft.format)
            if long { return "ch. \(chapter)" + (book.map { " · book \($0)" } ?? "") + " left" }
            return chapter + (book.map { " · \($0)" } ?? "")
        case .clock:
            return info.clock
        }
    }

    /// `text` cut to `width` columns, with an ellipsis when cut.
    package static func truncate(_ text: String, to width: Int) -> String {
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
