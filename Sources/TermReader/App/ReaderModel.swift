import ReaderCore

/// All of the reader's state, changed only by `update(_:)` (Elm-style), drawn by `view()`.
final class ReaderModel {
    /// Page turns between automatic saves: a `kill -9` loses at most this many pages.
    static let saveEvery = 3

    let navigator: Navigator
    let keyMap: KeyMap
    private(set) var layout: ScreenLayout
    private(set) var theme: ThemeChoice
    private(set) var terminalIsDark: Bool
    private(set) var mode: TransitionMode
    private(set) var overlay: Overlay?
    /// A short footer message ("end of book"), cleared by the next key.
    private(set) var hint: String?
    private var turnsSinceSave = 0

    init(book: Book, location: Location, columns: Int, rows: Int, theme: ThemeChoice, mode: TransitionMode,
         terminalIsDark: Bool = false, keyMap: KeyMap = .standard) {
        layout = ScreenLayout(columns: columns, rows: rows)
        navigator = Navigator(book: book, geometry: layout.geometry(), location: location)
        self.theme = theme
        self.mode = mode
        self.terminalIsDark = terminalIsDark
        self.keyMap = keyMap
    }

    var palette: Palette { theme.palette(terminalIsDark: terminalIsDark) }
    var location: Location { navigator.location }

    // MARK: update

    func update(_ event: AppEvent) -> [Effect] {
        switch event {
        case .key(let name):
            hint = nil
            if let overlay { return handleOverlayKey(name, overlay) }
            guard let action = keyMap.action(for: name) else { return [] }
            return perform(action)
        case .click(let column, let row):
            hint = nil
            guard overlay == nil, row > 0, row < layout.rows - 1 else { return [] }
            if column >= layout.columns * 2 / 3 { return perform(.nextPage) }
            if column < layout.columns / 3 { return perform(.previousPage) }
            return []
        case .wheel(let down):
            if case .contents(let selected) = overlay {
                overlay = .contents(selected: clampChapter(selected + (down ? 3 : -3)))
                return []
            }
            guard overlay == nil else { return [] }
            return perform(down ? .nextPage : .previousPage)
        case .resize(let columns, let rows):
            layout = ScreenLayout(columns: columns, rows: rows)
            navigator.relayout(layout.geometry())
            return []
        case .appearance(let dark):
            terminalIsDark = dark
            return []
        }
    }

    func perform(_ action: Action) -> [Effect] {
        switch action {
        case .nextPage: return turned(navigator.next())
        case .previousPage: return turned(navigator.previous())
        case .firstPage: return turned(navigator.first())
        case .lastPage: return turned(navigator.last())
        case .nextChapter: return turned(navigator.nextChapter())
        case .previousChapter: return turned(navigator.previousChapter())
        case .goTo: overlay = .goTo(input: "")
        case .contents: overlay = .contents(selected: navigator.position.chapter)
        case .help: overlay = .help
        case .cycleTheme: theme = theme.cycled
        case .cycleMode: mode = mode.cycled
        case .redraw: return [.fullRedraw]
        case .quit: return [.quit]
        }
        return []
    }

    /// Counts a page turn (saving every few) or shows the boundary hint.
    private func turned(_ result: Navigator.Result) -> [Effect] {
        switch result {
        case .atStart:
            hint = "first page"
            return []
        case .atEnd:
            hint = "end of book"
            return []
        case .moved:
            turnsSinceSave += 1
            if turnsSinceSave >= Self.saveEvery {
                turnsSinceSave = 0
                return [.save]
            }
            return []
        }
    }

    /// A jump (contents, go-to) always saves: it moves far.
    private func jumped(_ result: Navigator.Result) -> [Effect] {
        turnsSinceSave = 0
        if case .moved = result { return [.save] }
        return []
    }

    private func handleOverlayKey(_ name: String, _ current: Overlay) -> [Effect] {
        switch current {
        case .help:
            overlay = nil
        case .contents(let selected):
            switch name {
            case "j", "Down": overlay = .contents(selected: clampChapter(selected + 1))
            case "k", "Up": overlay = .contents(selected: clampChapter(selected - 1))
            case "PgDn", "Space": overlay = .contents(selected: clampChapter(selected + contentsRows))
            case "PgUp", "b": overlay = .contents(selected: clampChapter(selected - contentsRows))
            case "g", "Home": overlay = .contents(selected: 0)
            case "G", "End": overlay = .contents(selected: navigator.index.chapterCount - 1)
            case "Enter", "l", "Right":
                overlay = nil
                return jumped(navigator.goTo(chapter: selected))
            case "Esc", "q", "o", "Tab", "h", "Left": overlay = nil
            default: break
            }
        case .goTo(let input):
            switch name {
            case "Esc": overlay = nil
            case "Backspace": overlay = input.isEmpty ? nil : .goTo(input: String(input.dropLast()))
            case "Enter":
                overlay = nil
                return goTo(input)
            default:
                if name.count == 1, let c = name.first, c.isASCII, c.isNumber || c == "%" || c == ".", input.count < 12 {
                    overlay = .goTo(input: input + name)
                }
            }
        }
        return []
    }

    /// `120` → global page 120; `45%` → 45 percent through the book.
    private func goTo(_ input: String) -> [Effect] {
        if input.hasSuffix("%"), let percent = Double(input.dropLast()), percent >= 0, percent <= 100 {
            return jumped(navigator.goTo(fraction: percent / 100))
        }
        if let page = Int(input), page >= 1 {
            return jumped(navigator.goTo(globalPage: page))
        }
        hint = "go to: type a page number or a percent like 45%"
        return []
    }

    private func clampChapter(_ c: Int) -> Int { min(max(0, c), navigator.index.chapterCount - 1) }

    /// Rows of chapter titles visible in the contents overlay.
    var contentsRows: Int { max(1, layout.rows - 6) }

    // MARK: view

    /// The whole screen for the current state.
    func view() -> Frame {
        if layout.isTooSmall { return ScreenComposer.tooSmall(layout: layout, palette: palette) }
        let page = PageRenderer(layout: layout, palette: palette).render(navigator.page, of: navigator.book)
        var frame = ScreenComposer.compose(page: page, status: status(), layout: layout, palette: palette)
        if let overlay {
            OverlayRenderer(layout: layout, palette: palette, keyMap: keyMap).draw(overlay, model: self, into: &frame)
        }
        return frame
    }

    func status() -> StatusInfo {
        StatusInfo(navigator: navigator, mode: mode.name, theme: theme.rawValue, hint: hint)
    }
}
