import ReaderCore

/// All of the reader's state, changed only by `update(_:)` (Elm-style), drawn by `view()`.
package final class ReaderModel {
    private(set) var navigator: Navigator
    /// True while the book is a window of the file and the whole is being read.
    package private(set) var isProvisional: Bool
    /// Fraction of the book read by the background indexer, while it reads.
    var indexProgress: Double?
    let keyMap: KeyMap
    /// The help panel's list of the keys.
    let keyHelp: KeyHelp
    package private(set) var layout: ScreenLayout
    private(set) var theme: ThemeChoice
    private(set) var terminalIsDark: Bool
    private(set) var mode: TransitionMode
    /// The panel or mode that takes the keys (set by the extensions that open them).
    var overlay: Overlay?
    /// A short footer message ("end of book"), cleared by the next key.
    var hint: String?
    /// A footer message shown until a time (seconds of `MonotonicClock`), whatever the keys do.
    private(set) var flash: (text: String, until: Double)?
    /// The settings chosen in the reader, remembered for the next run.
    package internal(set) var remembered: RememberedSettings
    /// What the footer shows (the config file's `footer`).
    let footerFields: [FooterField]
    /// Seconds since local midnight now, or nil when there is no clock (`render`): for the footer's clock.
    private let localTime: @Sendable () -> Double?
    /// Pages laid out while the whole book was read, the start of its page count.
    private var laidOut: LaidOutPages?
    /// The TXT file the book is read from (nil: an EPUB, or a book made in memory): once the whole
    /// book is laid out, only the chapters in use keep their text, the rest read again from it.
    private let textSource: BookSource?
    /// When hands-free reading takes its next step, while it runs.
    var autoTurn = AutoTurnTimer()
    /// Reading aloud: how (`[read-aloud]`), where programs are looked for (`PATH`), its speed
    /// now, and where it is.
    let speech: SpeechSettings
    let programPath: String?
    var speechRate: Int
    /// The sleep timer reading aloud starts with, in minutes (0: none): `minutes`, then as `z` sets it.
    var sleepMinutes: Int
    var readAloud = ReadAloud()

    /// The turn under way, its animation and the pointer driving it.
    var turner: PageTurner
    /// Scroll mode: the top line, its glide, the lines scrolled since the last save.
    var scrolling = ScrollState()
    /// Places the reader marked (persisted with the reading state).
    package internal(set) var bookmarks: [Bookmark] = []
    /// The reader's highlights and notes (with the deletions not yet saved), drawn wherever their text is.
    package private(set) var notes: BookAnnotations
    /// Counts changes to `notes`: what is drawn and what is saved follow it.
    package private(set) var notesGeneration = 0
    /// Whether slow work the page can do without at first (hyphenation patterns, pictures'
    /// decoding) is left to background jobs, as the interactive reader does; else it is done at once.
    let backgroundLoading: Bool
    /// Counts the batches of pictures decoded for the pages: a page drawn before its pictures were is drawn again.
    private(set) var picturesDecoded = 0
    /// The job last asked to decode pictures (`pictureDecoding`): of which book's pictures, which.
    var picturesAsked: PictureDecodeJob?
    /// The colour of the last highlight made, which the next one takes.
    var lastColor = HighlightColor.yellow
    /// The date new highlights are stamped with.
    let wallClock: WallClock
    /// What this sitting has read, for the reading statistics.
    package internal(set) var tally = ReadingTally()
    /// Presses in quick succession, for double and triple clicks.
    var clicks = ClickCounter()
    /// The writing chosen with the writing key this session, kept with the book's place.
    package internal(set) var chosenWriting: WritingMode?
    /// Turns since the last save, the last jump's origin, the pace's stopwatch, a turn waiting for the book.
    var places = PlaceTracker()
    /// The themes' palettes (config colours applied).
    let palettes: ThemePalettes
    /// Margins, text width and paragraph settings; `+`/`-` change the width, `=` restores
    /// `defaultTextWidth` (the config file's, or this run's option).
    var layoutSettings: LayoutSettings
    let defaultTextWidth: Int?
    /// The search under way, the step awaiting a background answer, the block a link landed on.
    var search = SearchSession()
    /// What the boss key shows.
    let boss: BossScreen
    /// True while the boss key hides the book.
    var bossScreen = false
    /// Recently drawn page areas (see `pageFrame`): the view's memo, owned by whoever draws;
    /// drawing changes nothing of the model.
    private let pageFrames: PageFrameCache
    /// The pictures settled pages show through the terminal's graphics (`LayoutSettings.graphics`):
    /// the view's memo of the images, which the screen sends or draws with a frame.
    package let terminalPictures: TerminalPictures
    /// Characters left in the chapter and the book, counted once per chapter (the view's memo, for time left).
    let charactersLeft = CharactersLeft()
    /// The dictionaries words are looked up in (opened on the first look-up).
    let dictionaries: DictionaryShelf
    /// Where a click with Alt or Ctrl went down, until it moves: released there, it looks up the word.
    var pointerLookUp: PageAnchor?
    /// The book is Japanese: its kanji are never shown converted (`ScreenLayout.settings.chinese` is as-is).
    var isJapanese: Bool
    /// The hyphenation patterns for the book on screen, when `hyphenate` is on and its language has
    /// some; the page uses them once they are loaded (`hyphenationJob`).
    var hyphenationFile: String?
    /// Where hyphenation patterns are looked for (`HyphenationPatterns.standardFolders`).
    let hyphenationFolders: [String]

    package init(
        book: Book, location: Location, columns: Int, rows: Int, theme: ThemeChoice, mode: TransitionMode,
        terminalIsDark: Bool = false, keyMap: KeyMap = .standard, duration: Double = Animator.defaultDuration,
        palettes: ThemePalettes = .standard, layoutSettings: LayoutSettings = LayoutSettings(), defaultTextWidth: Int?? = nil,
        boss: BossScreen = .prompt, provisional: Bool = false, remembered: RememberedSettings = RememberedSettings(),
        footer: [FooterField] = FooterField.standard, bookmarks: [Bookmark] = [], notes: BookAnnotations = BookAnnotations(fingerprint: ""),
        wallClock: WallClock = .system, pageFrames: PageFrameCache = PageFrameCache(),
        localTime: @escaping @Sendable () -> Double? = { nil }, textSource: BookSource? = nil, returnTo: Location? = nil,
        dictionaries: DictionaryShelf = DictionaryShelf(folders: []), hyphenationFolders: [String] = [],
        backgroundLoading: Bool = false, speech: SpeechSettings = SpeechSettings(), programPath: String? = nil
    ) {
        self.dictionaries = dictionaries
        self.speech = speech
        self.programPath = programPath
        speechRate = speech.rate
        sleepMinutes = speech.minutes
        isJapanese = book.isJapanese
        let patterns = Self.hyphenationFile(for: book, settings: layoutSettings, folders: hyphenationFolders)
        if let patterns, !backgroundLoading { _ = Hyphenator.shared(file: patterns) }
        self.backgroundLoading = backgroundLoading
        hyphenationFile = patterns
        self.hyphenationFolders = hyphenationFolders
        self.localTime = localTime
        // `--from-start` over a saved place: `` ` `` goes back to it.
        if returnTo != location { places.jumpOrigin = returnTo }
        self.textSource = textSource
        self.pageFrames = pageFrames
        terminalPictures = TerminalPictures(depth: layoutSettings.pictureColors)
        footerFields = footer
        self.bookmarks = bookmarks
        self.notes = notes
        self.wallClock = wallClock
        indexProgress = provisional ? 0 : nil
        self.boss = boss
        isProvisional = provisional
        self.palettes = palettes
        self.remembered = remembered
        // The width `=` goes back to: the one given, else the one the page starts with.
        self.defaultTextWidth = defaultTextWidth ?? layoutSettings.maxTextWidth
        self.layoutSettings = layoutSettings
        layout = ScreenLayout(
            columns: columns, rows: rows,
            settings: Self.screenSettings(layoutSettings, mode: mode, japanese: book.isJapanese, hyphenation: Self.loaded(patterns)),
            book: Self.asks(book))
        navigator = Navigator(book: book, geometry: layout.geometry(), location: location)
        self.theme = theme
        self.mode = mode
        self.terminalIsDark = terminalIsDark
        self.keyMap = keyMap
        keyHelp = Settings.keyHelp(keyMap)
        turner = PageTurner(duration: duration)
        if mode == .scroll { enterScrollMode() }
    }

    package var palette: Palette { palettes.palette(theme, terminalIsDark: terminalIsDark) }

    /// Text from the book (a title, text copied or looked up) in the script Chinese is shown in.
    func shown(_ text: String) -> String { navigator.book.shown(text, in: layout.settings.chinese) }
    package var location: Location { navigator.location }

    // MARK: update

    package func update(_ event: AppEvent, now: Double = 0) -> [Effect] {
        let geometry = navigator.geometry
        var effects = handle(event, now: now)
        // Pages are counted again for a new geometry (once the whole book is read).
        // An index shown before at this geometry may be counted already.
        if navigator.geometry != geometry, !isProvisional, !navigator.index.isComplete { effects.append(countPages()) }
        return effects + (search.countingEffect().map { [$0] } ?? []) + pictureDecoding()
    }

    private func handle(_ event: AppEvent, now: Double) -> [Effect] {
        switch event {
        case .tick:
            if let flash, now >= flash.until { self.flash = nil }
            var effects = tick(now: now) + autoTurnTick(now: now) + readAloudTick(now: now)
            if mode == .scroll, scrolling.motion.isGliding {
                let lines = scrolling.motion.advance(now: now)
                if lines != 0 { effects += scroll(by: lines) }
            }
            return effects
        case .go(let destination):
            return finishTurn() + go(to: destination)
        case .holdTurn(let direction, let progress):
            return holdTurn(direction, progress: progress)
        case .key(let key):
            // Before the boss screen, a pending place and any overlay: Ctrl-C quits from anywhere at once.
            if key == KeyMap.interrupt { return perform(.quit, now: now) }
            hint = nil
            search.landing = nil
            if bossScreen {
                leaveBossScreen()
                return []
            }
            if places.awaiting != nil, keyMap.action(for: key) != .quit {
                places.awaiting = nil
                if [.nextPage, .previousPage].contains(keyMap.action(for: key)) { return [] }
            }
            if let overlay { return finishTurn() + handleOverlayKey(key, overlay) }
            if key == .escape, search.isActive {
                search.cancel()
                if hint == Self.searchingHint { hint = nil }
                return []
            }
            if autoTurnKey(keyMap.action(for: key), now: now) { return [] }
            let aloud = readAloudKey(key, keyMap.action(for: key), now: now)
            if aloud.usedUp { return aloud.effects }
            guard let action = keyMap.action(for: key) else {
                scrolling.motion.stop()
                return []
            }
            if mode == .scroll, let effects = scrollAction(action, key: key, now: now) { return aloud.effects + effects }
            return aloud.effects + perform(action, now: now)
        case .press(let column, let row):
            hint = nil
            search.landing = nil
            _ = autoTurnKey(nil, now: now)
            let aloud = readAloudKey(nil, nil, now: now).effects
            if let effects = pointerSelects(column: column, row: row, now: now) { return aloud + effects }
            return aloud + press(column: column, row: row, now: now)
        case .drag(let column, let row):
            if selection != nil { return pointerSelect(column: column, row: row, extending: true) }
            return drag(column: column, row: row, now: now)
        case .release(let column, let row):
            if let anchor = pointerLookUp {
                pointerLookUp = nil
                if let selection, selection.fixed == anchor, selection.cursor == anchor, let word = word(around: anchor) {
                    overlay = nil
                    return lookUp(word)
                }
            }
            if selection != nil { return [] }
            return release(column: column, row: row, now: now)
        case .select(let column, let row, let extending):
            return pointerSelect(column: column, row: row, extending: extending)
        case .wheel(let down):
            search.landing = nil
            if case .contents(let state) = overlay {
                overlay = .contents(state.moved(by: down ? 3 : -3, in: navigator.book.contents))
                return []
            }
            if case .help(let top) = overlay {
                let panel = HelpPanel(layout: layout, help: keyHelp)
                overlay = .help(top: panel.clamped(top: panel.clamped(top: top) + (down ? 3 : -3)))
                return []
            }
            if case .picture(let view) = overlay {
                overlay = .picture(view.zoomed(by: down ? -1 : 1))
                return []
            }
            guard overlay == nil else { return [] }
            if mode == .scroll { return scroll(by: down ? 3 : -3) }
            return perform(down ? .nextPage : .previousPage, now: now)
        case .resize(let columns, let rows):
            let effects = finishTurn()
            relayout(columns: columns, rows: rows)
            return effects
        case .appearance(let dark):
            let changed = dark != terminalIsDark
            terminalIsDark = dark
            if changed { flashAutoTheme(now: now) }
            return []
        case .terminalHasKitty:
            layoutSettings.terminalHasKitty = true
            relayoutForPictures()
            return []
        case .terminalHasSixel:
            layoutSettings.terminalHasSixel = true
            relayoutForPictures()
            return []
        case .cellSize(let cell):
            guard cell != layoutSettings.pictureCell else { return [] }
            layoutSettings.pictureCell = cell
            terminalPictures.cell = cell
            relayoutForPictures()
            return []
        case .bookLoaded(let book, let laidOut):
            self.laidOut = laidOut
            return adopt(book: book, now: now) + [countPages()]
        case .indexing(let progress):
            indexProgress = isProvisional ? progress : nil
            return []
        case .indexingFailed(let reason):
            indexProgress = nil
            // Why the rest of the book cannot be read, for a while.
            if isProvisional { flash(reason, seconds: 10, now: now) }
            return []
        case .pagesCounted(let tables, let geometry):
            return adopt(tables: tables, for: geometry)
        case .matchesCounted(let tally, let generation):
            search.adoptCount(tally, generation: generation)
            return []
        case .matchFound(let result, let token):
            return adoptFound(result, token: token)
        case .forgotten, .libraryMatches, .catalog, .libraryCover:
            return [] // the library's
        case .notesSaved(let saved):
            // Merged with another reader's: shown from now on.
            if saved != notes { changeNotes { $0 = saved } }
            return []
        case .imported(let highlights, let sidecar):
            return adoptImported(highlights, from: sidecar)
        case .statistics(let text):
            overlay = .statistics(lines: text.lines(width: min(layout.columns - 6, 76)), top: 0)
            return []
        case .definitions(let result):
            showDefinitions(result)
            return []
        case .hyphenationLoaded:
            relayout(columns: layout.columns, rows: layout.rows)
            return []
        case .picturesDecoded:
            // `picturesAsked` stays: a picture of the pages beside the screen that did not stay
            // decoded (no room beside those on the screen) is not asked for again and again.
            picturesDecoded += 1
            return []
        case .speaking(let sentence, let number):
            return speaking(sentence, number: number, now: now)
        case .readAloudEnded(let why):
            readAloudEnded(why, now: now)
            return []
        case .notice(let text, let seconds):
            flash(text, seconds: seconds, now: now)
            return []

        }
    }

    /// Whether `event` is Ctrl-C, or the quit key while no overlay takes keys: the loop answers
    /// it first, however much input waits before it.
    package func quits(_ event: AppEvent) -> Bool {
        guard case .key(let key) = event else { return false }
        if key == KeyMap.interrupt { return true }
        return overlay == nil && keyMap.action(for: key) == .quit
    }

    /// Lays a book that may hold pictures out again for what the terminal said of its pictures; a
    /// book without any stays as it is (the whole book, read later, is laid out with the new settings).
    private func relayoutForPictures() {
        if navigator.book.pictures != nil { relayout(columns: layout.columns, rows: layout.rows) }
    }

    /// Lays the book out for a new window size or text width, at the same place.
    func relayout(columns: Int, rows: Int) {
        layout = ScreenLayout(
            columns: columns, rows: rows,
            settings: Self.screenSettings(layoutSettings, mode: mode, japanese: isJapanese, hyphenation: Self.loaded(hyphenationFile)),
            book: Self.asks(navigator.book))
        navigator.relayout(layout.geometry())
        if mode == .scroll { enterScrollMode() }
    }

    /// A click on the page: right third forward, left third back, on a picture in the middle third
    /// the picture viewer (`column` as `pointerColumn` gives it: mirrored when pages turn to the left).
    func click(column: Int, row: Int, now: Double) -> [Effect] {
        guard overlay == nil, row > 0, row < layout.rows - 1 else { return [] }
        if column >= layout.columns * 2 / 3 { return perform(.nextPage, now: now) }
        if column < layout.columns / 3 { return perform(.previousPage, now: now) }
        if let paragraph = picture(atColumn: pointerColumn(column), row: row) { overlay = .picture(PictureView(paragraph: paragraph)) }
        return []
    }

    func perform(_ action: Action, now: Double = 0) -> [Effect] {
        switch action {
        case .nextPage: return turn(.next, now: now)
        case .previousPage: return turn(.previous, now: now)
        default: break
        }
        // Anything else completes the turn under way first.
        var effects = finishTurn()
        switch action {
        case .nextPage, .previousPage: break
        case .firstPage: effects += jump { $0.first() }
        case .lastPage: effects += jump { $0.last() }
        case .nextChapter: effects += jump { $0.nextChapter() }
        case .previousChapter: effects += jump { $0.previousChapter() }
        case .addBookmark: addBookmark()
        case .bookmarks:
            if bookmarks.isEmpty {
                hint = "no bookmarks yet: B adds one"
            } else {
                overlay = .bookmarks(BookmarkList(selected: currentBookmark))
            }
        case .jumpBack: effects += jumpBack()
        case .followLink: overlay = linkHintsOnScreen().map { .links($0) }
        case .widerText:
            setTextWidth(layout.textColumns + Self.widthStep)
            remembered[Settings.maxWidth] = layoutSettings.maxTextWidth
        case .narrowerText:
            setTextWidth(layout.textColumns - Self.widthStep)
            remembered[Settings.maxWidth] = layoutSettings.maxTextWidth
        case .resetWidth:
            setTextWidth(defaultTextWidth)
            remembered[Settings.maxWidth] = nil
        case .autoTurn: startAutoTurn(now: now)
        case .lineSpacing:
            layoutSettings.lineSpacing = 1 - layoutSettings.lineSpacing
            remembered[Settings.lineSpacing] = layoutSettings.lineSpacing
            relayout(columns: layout.columns, rows: layout.rows)
            hint =
                "line spacing \(layoutSettings.lineSpacing)"
                + (layoutSettings.ruby == .above && layoutSettings.lineSpacing == 0 ? " · ruby shown inline" : "")
        case .cycleRuby:
            layoutSettings.ruby = layoutSettings.ruby.cycled
            remembered[Settings.ruby] = layoutSettings.ruby
            relayout(columns: layout.columns, rows: layout.rows)
            hint = rubyHint
        case .cycleChinese where isJapanese:
            hint = "a Japanese book: its kanji stay as they are"
        case .cycleChinese:
            layoutSettings.chinese = layoutSettings.chinese.cycled
            remembered[Settings.chinese] = layoutSettings.chinese
            relayout(columns: layout.columns, rows: layout.rows)
            hint = ScriptConverter.problem(layoutSettings.chinese) ?? layoutSettings.chinese.label
        case .hyphenate: effects += toggleHyphenation()
        case .boss:
            bossScreen = true
            effects.append(.save)
        case .suspend: effects.append(.suspend)
        case .search: overlay = .search(LineEditor(history: remembered.searchHistory, limit: RememberedSettings.queryLimit))
        case .searchNext: effects += nextMatch(forward: true)
        case .searchPrevious: effects += nextMatch(forward: false)
        case .searchResults:
            // The list opens on the match the reader is on.
            if let state = search.state {
                overlay = .results(ResultsList(selected: max(0, (state.tally?.number(of: state.current) ?? 1) - 1)))
            } else {
                hint = "no search: / to search"
            }
        case .goTo: overlay = .goTo(LineEditor(limit: 12))
        case .contents:
            overlay = .contents(
                ContentsState(book: navigator.book, chapter: navigator.position.chapter, acrossScripts: layout.settings.chinese != .asIs))
        case .help: overlay = .help(top: 0)
        case .viewPicture: viewPictureOnScreen()
        case .cycleTheme:
            theme = theme.cycled
            remembered[Settings.theme] = theme
            flashAutoTheme(now: now)
        case .cycleMode:
            mode = mode.cycled
            remembered[Settings.mode] = mode
            // Scroll mode is one column: a spread gives way to it and comes back after it.
            relayout(columns: layout.columns, rows: layout.rows)
            if mode != .scroll { scrolling.top = nil }
        case .cycleLayout: cycleLayout()
        case .cycleWriting: cycleWriting()
        case .redraw: effects.append(.fullRedraw)
        case .quit: effects += (isReadingAloud ? [.cancel(ReadAloudJob.kind)] : []) + [.quit]
        case .readAloud: effects += toggleReadAloud(now: now)
        case .select: startSelection()
        case .statistics: effects.append(.loadStatistics)
        case .annotations: overlay = .annotations(AnnotationList())
        case .lookUpHistory: openLookUps()
        }
        if mode == .scroll, [.firstPage, .lastPage, .nextChapter, .previousChapter].contains(action) { enterScrollMode() }
        return effects
    }

    /// What the footer says of the ruby style just chosen.
    var rubyHint: String {
        let style = layoutSettings.ruby
        if style != layoutSettings.effectiveRuby {
            let spacingKeys = keyMap.keys(for: .lineSpacing)
            return "ruby above needs line spacing 1" + (spacingKeys.isEmpty ? "" : " (\(spacingKeys[0]))") + ": shown inline"
        }
        return "ruby \(style.rawValue)"
    }

    /// Counts a page turn (saving every few) or shows the boundary hint.
    func turned(_ result: Navigator.Result) -> [Effect] {
        switch result {
        case .atStart:
            hint = "first page"
            return []
        case .atEnd:
            hint = "end of book"
            return []
        case .moved: return places.turned() ? [.save] : []
        }
    }

    /// A jump (contents, go-to, first/last, chapter, search, link, bookmark): `move` runs on the
    /// navigator after the place is recorded for `jumpBack` (a place read after the move would
    /// be the landing itself). A jump always saves.
    func jump(_ move: (Navigator) -> Navigator.Result) -> [Effect] {
        let origin = navigator.location
        switch move(navigator) {
        case .atStart: hint = "first page"
        case .atEnd: hint = "end of book"
        case .moved:
            places.jumped(from: origin, to: navigator.location)
            if mode == .scroll { enterScrollMode() }
            return [.save]
        }
        return []
    }

    /// Scroll mode starts at the line holding the reader's place.
    func enterScrollMode() {
        scrolling.motion.stop()
        let page = navigator.page
        let anchor = navigator.book.anchor(for: navigator.location)
        let line =
            page.lines.lastIndex { $0.kind != .blank && PageAnchor(paragraph: $0.paragraph, grapheme: $0.graphemes.lowerBound) <= anchor }
            ?? 0
        scrolling.top = ScrollState.Top(page: navigator.position, line: line)
    }

    /// The whole book is read: it replaces the window, at the same place, and a turn that
    /// waited for it happens now.
    private func adopt(book: Book, now: Double) -> [Effect] {
        var effects = finishTurn()
        let window = navigator.book
        isJapanese = book.isJapanese
        layout = ScreenLayout(
            columns: layout.columns, rows: layout.rows,
            settings: Self.screenSettings(layoutSettings, mode: mode, japanese: isJapanese, hyphenation: Self.loaded(hyphenationFile)),
            book: Self.asks(book))
        navigator = Navigator(book: book, geometry: layout.geometry(), location: navigator.location)
        // Hints and a selection name paragraphs of the window the whole book replaces.
        switch overlay {
        case .links, .selection: overlay = nil
        default: break
        }
        search.cancel()
        isProvisional = false
        indexProgress = nil
        if mode == .scroll { enterScrollMode() }
        effects += carryReadAloud(from: window)
        if let direction = places.awaiting {
            places.awaiting = nil
            effects += perform(direction == .next ? .nextPage : .previousPage, now: now)
        }
        return effects
    }

    /// Page tables counted in the background, used when they are for the current geometry
    /// (else the current one is counted). Once the whole book is laid out, only the chapters
    /// in use need to stay decoded.
    private func adopt(tables: [[PageAnchor]], for geometry: PageGeometry) -> [Effect] {
        guard !isProvisional else { return [] }
        guard geometry == navigator.geometry else { return [countPages()] }
        navigator.index.adopt(tables)
        if let textSource, navigator.book.holdsAllText, navigator.index.isComplete {
            navigator.book.releaseText(source: textSource, current: navigator.position.chapter)
        }
        return []
    }

    /// Asks for the pages of the whole book at the current geometry, from those laid out while it was read.
    private func countPages() -> Effect {
        let known = laidOut?.pages(at: navigator.geometry, of: navigator.book) ?? []
        return .start(PageCountJob(book: navigator.book, geometry: navigator.geometry, known: known))
    }

    /// A turn past the edge of the window: wait for the book, showing a skeleton page.
    func awaitIndex(_ direction: TurnDirection) {
        places.awaiting = direction
        hint = nil
    }

    /// Changes the reader's highlights and notes (saved with the next save).
    func changeNotes(_ change: (inout BookAnnotations) -> Void) {
        change(&notes)
        notesGeneration += 1
    }

    /// The selection while selecting.
    var selection: Selection? {
        if case .selection(let selection) = overlay { return selection }
        return nil
    }

    /// Shows `text` in the footer for `seconds` from `now`.
    func flash(_ text: String, seconds: Double, now: Double) {
        flash = (text, now + seconds)
    }

    /// With the `auto` theme, says for a moment which theme it picked (unless the footer
    /// already has a message up, such as the first run's).
    private func flashAutoTheme(now: Double) {
        guard theme == .auto, flash == nil else { return }
        flash("theme auto: \(terminalIsDark ? "dark" : "light")", seconds: 3, now: now)
    }

    /// Milliseconds until the next frame is due, or -1 when nothing moves (block on input):
    /// a turn, a skeleton page or a glide, the end of a flash, the clock's next minute.
    package func nextFrameDelay(now: Double) -> Int32 {
        var waits: [Double] = []
        if let flash { waits.append(max(0, flash.until - now)) }
        if let due = autoTurn.due { waits.append(max(0, due - now)) }
        // The sleep timer's end, and the footer's count of its minutes on each minute.
        if isReadingAloud, let at = readAloud.sleepAt {
            let left = max(0, at - now), minute = left.truncatingRemainder(dividingBy: 60)
            waits.append(left > 0 && minute == 0 ? 60 : minute)
        }
        if footerFields.contains(.clock), let localSeconds = localTime() {
            waits.append(60 - localSeconds.truncatingRemainder(dividingBy: 60))
        }
        let frame = nextMotionDelay(now: now)
        guard let soonest = waits.min() else { return frame }
        let ms = Int32(min(60_000, soonest * 1000).rounded(.up))
        return frame < 0 ? ms : min(frame, ms)
    }

    /// Milliseconds until the next frame of a turn, skeleton or scroll glide; -1 when none moves.
    private func nextMotionDelay(now: Double) -> Int32 {
        if turner.turn != nil { return turner.animator.nextFrameDelay(at: now) }
        if places.awaiting != nil { return Int32(SkeletonRenderer.frameInterval * 1000) }
        if mode == .scroll { return scrolling.motion.nextFrameDelay }
        return -1
    }

    private func handleOverlayKey(_ key: Key, _ current: Overlay) -> [Effect] {
        switch current {
        case .help(let top):
            overlay = HelpPanel(layout: layout, help: keyHelp).top(after: key, from: top).map { .help(top: $0) }
        case .contents(var state):
            switch state.update(key, entries: navigator.book.contents, pageRows: contentsRows) {
            case .stay: overlay = .contents(state)
            case .close: overlay = nil
            case .open(let chapter):
                overlay = nil
                return jump { $0.goTo(chapter: chapter) }
            case .jumpBack:
                overlay = nil
                return jumpBack()
            }
        case .search(var editor):
            switch editor.prompt(key) {
            case .submit:
                overlay = nil
                return startSearch(editor.text)
            case .cancel: overlay = nil
            case .edited, .ignored: overlay = .search(editor)
            }
        case .results(var list):
            let reopens = keyMap.action(for: key) == .searchResults
            switch list.update(key, count: search.state?.tally?.count ?? 0, pageRows: contentsRows, reopens: reopens) {
            case .stay: overlay = .results(list)
            case .close: overlay = nil
            case .open(let n):
                overlay = nil
                return openResult(n)
            }
        case .links(var hints):
            // The overlay closes before the jump, so the page is drawn without labels.
            overlay = nil
            switch hints.update(key) {
            case .stay: overlay = .links(hints)
            case .close: break
            case .follow(let link): return follow(navigator.book.links[link])
            case .noLink(let typed): hint = "no link \(typed)"
            }
        case .bookmarks(var list):
            switch list.update(key, count: bookmarks.count) {
            case .stay: overlay = .bookmarks(list)
            case .close: overlay = nil
            case .open(let n):
                overlay = nil
                return jump(to: bookmarks[n].location)
            case .delete(let n):
                let mark = bookmarks.remove(at: n)
                overlay = .bookmarks(BookmarkList(selected: max(0, min(n, bookmarks.count - 1)), deleted: mark))
                hint = "bookmark deleted: u brings it back"
                return [.save]
            case .undo:
                guard let mark = list.deleted else { return [] }
                insertBookmark(mark)
                list.deleted = nil
                list.selected = bookmarks.firstIndex { $0.location == mark.location } ?? 0
                overlay = .bookmarks(list)
                return [.save]
            case .rename(let n):
                overlay = .bookmarkLabel(n, LineEditor(bookmarks[n].label, limit: Bookmark.labelLimit))
            case .jumpBack:
                overlay = nil
                return jumpBack()
            }
        case .selection(let selection):
            return handleSelectionKey(key, selection)
        case .annotations(let list):
            return handleAnnotationsKey(key, list)
        case .dictionary(let panel):
            return handleDictionaryKey(key, panel)
        case .lookUps(let list):
            return handleLookUpsKey(key, list)
        case .picture(let view):
            return handlePictureKey(key, view)
        case .statistics(let lines, let top):
            let rows = contentsRows
            switch key {
            case .character("j"), .down: overlay = .statistics(lines: lines, top: max(0, min(top + 1, lines.count - rows)))
            case .character("k"), .up: overlay = .statistics(lines: lines, top: max(0, top - 1))
            default: overlay = nil
            }
        case .bookmarkLabel(let n, var editor):
            switch editor.handle(key) {
            case .submit:
                overlay = .bookmarks(BookmarkList(selected: n))
                guard !editor.text.isEmpty, editor.text != bookmarks[n].label else { return [] }
                bookmarks[n].label = editor.text
                return [.save]
            case .cancel: overlay = .bookmarks(BookmarkList(selected: n))
            case .edited, .ignored: overlay = .bookmarkLabel(n, editor)
            }
        case .note(var editing):
            switch editing.editor.handle(key) {
            case .done:
                overlay = editing.list.map { .annotations($0) }
                return saveNote(editing)
            case .editing: overlay = .note(editing)
            }
        case .goTo(var editor):
            // Only a page number or a percent can be typed.
            switch editor.prompt(key, accepting: { $0.isASCII && ($0.isNumber || $0 == "%" || $0 == ".") }) {
            case .submit:
                overlay = nil
                return goTo(editor.text)
            case .cancel: overlay = nil
            case .edited, .ignored: overlay = .goTo(editor)
            }
        }
        return []
    }

    /// `120` → global page 120; `45%` → 45 percent through the book.
    private func goTo(_ input: String) -> [Effect] {
        if input.hasSuffix("%"), let percent = Double(input.dropLast()), percent >= 0, percent <= 100 {
            return go(to: .fraction(percent / 100))
        }
        if let page = Int(input), page >= 1 {
            return go(to: .globalPage(page))
        }
        hint = "go to: type a page number or a percent like 45%"
        return []
    }

    /// Rows of entries visible in the contents overlay (and the results and bookmark lists).
    var contentsRows: Int { max(1, layout.rows - 6) }

    // MARK: view

    /// The whole screen for the current state at `now`.
    package func view(now: Double = 0) -> Frame {
        terminalPictures.graphics = layout.graphics
        if bossScreen { return bossFrame() }
        if layout.isTooSmall { return ScreenComposer.tooSmall(layout: layout, palette: palette) }
        let page: Frame
        var status = status(now: now)
        if let current = turner.turn {
            page = turnFrame(current, now: now)
            let toTitle = navigator.book.pathTitle(ofChapter: current.to.chapter)
            if toTitle != status.chapterTitle {
                status.fade = (toTitle, turner.animator.progress(at: now))
            }
        } else if places.awaiting != nil {
            let skeleton = SkeletonRenderer(layout: layout.page, palette: palette).render(now: now)
            page =
                layout.isSpread
                ? SpreadComposer.compose(first: skeleton, second: skeleton, numbers: (nil, nil), layout: layout, palette: palette)
                : skeleton
        } else if mode == .scroll {
            page = scrollFrame()
        } else {
            page = screenPage(shownPosition)
        }
        var frame = ScreenComposer.compose(page: page, status: status, layout: layout, palette: palette)
        if let overlay, let content = overlayContent(overlay) {
            OverlayRenderer(layout: layout, palette: palette, keys: keyHelp).draw(content, into: &frame)
        }
        return frame
    }

    /// The page area of one page (a spread's page alone) showing page `position`, from a small cache: a turn draws the same
    /// two pages in every frame, and the cache is keyed by everything that changes a page. A page
    /// in a turn (not `settled`) draws its pictures as character art, which turns can fold and shade.
    func pageFrame(_ position: PagePosition, settled: Bool = true) -> Frame {
        let terminal = settled && layout.graphics != nil
        let key = PageFrameKey(
            book: navigator.book, position: position, palette: palette.name, layout: layout, geometry: navigator.geometry,
            search: search.state.map { ($0.generation, $0.current) }, hints: linkHints, landing: search.landing,
            selection: selection, notes: notesGeneration, pictures: picturesDecoded, terminal: terminal)
        return pageFrames.frame(for: key) {
            PageRenderer(
                layout: layout.page, palette: palette, waitsForPictures: backgroundLoading, terminal: terminal ? terminalPictures : nil
            )
            .render(
                navigator.index.page(position), of: navigator.book, marks: marks(on: [position]), hints: linkHints?.shown ?? [])
        }
    }

    func status(now: Double = 0) -> StatusInfo {
        // `auto` says which theme it picked.
        let themeName = theme == .auto ? "auto: \(terminalIsDark ? "dark" : "light")" : theme.rawValue
        let hint = linkHints.map { $0.typed.isEmpty ? Self.linksHint : "link \($0.typed)…" } ?? self.hint
        var info = StatusInfo(
            navigator: navigator, wholeBook: !isProvisional, mode: mode.name, theme: themeName,
            hint: hint ?? search.state?.summary ?? flash?.text
        )
        if let indexProgress { info.indexing = Int(indexProgress * 100) }
        info.chapterTitle = shown(info.chapterTitle)
        info.fields = footerFields
        // The spread holding the book's last page is 100%, as that page is.
        if layout.isSpread, !isProvisional, turnTarget(.next, from: shownPosition) == nil { info.percent = 100 }
        if footerFields.contains(.timeLeft) { info.timeLeft = timeLeft() }
        if isAutoTurning { info.autoTurn = "▶ auto " + remembered.autoTurn.shortDescription(scrolling: mode == .scroll) }
        if let aloud = readAloudStatus(now: now) { info.autoTurn = aloud }
        if footerFields.contains(.clock), let localSeconds = localTime() {
            let minutes = Int(localSeconds) / 60
            info.clock = (minutes / 60 < 10 ? "0" : "") + "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
        }
        return info
    }
}
