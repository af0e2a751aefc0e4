import ReaderCore

/// Input to the reader's and the library's models: what the terminal sent, already decoded, and what background
/// work has finished. Every change to the model comes through `ReaderModel.update`.
package enum AppEvent: Sendable {
    /// A key, as the terminal decoded it; `KeyMap` says what it does.
    case key(Key)
    /// The left button went down, moved with the button held, or came up, at a screen cell.
    case press(column: Int, row: Int)
    case drag(column: Int, row: Int)
    case release(column: Int, row: Int)
    /// The pointer selects text (the left button with Alt or Ctrl held): a press starts a selection
    /// at the cell, a drag (`extending`) moves its end there.
    case select(column: Int, row: Int, extending: Bool)
    /// The highlights and notes as saved, merged with what another reader saved meanwhile.
    case notesSaved(BookAnnotations)
    /// KOReader's highlights of the book, read from the sidecar at `from` (`Effect.importHighlights`).
    case imported([KOReaderHighlight], from: String)
    /// What the dictionaries hold for a word looked up (`LookUpJob`).
    case definitions(DictionaryResult)
    /// The hyphenation patterns of the book on screen are loaded (`HyphenationJob`).
    case hyphenationLoaded
    /// Pictures the pages want are decoded: they can be drawn.
    case picturesDecoded
    /// The reading statistics, as the reader asked for them (`Effect.loadStatistics`).
    case statistics(StatisticsText)
    /// Mouse wheel: `down` scrolls forward.
    case wheel(down: Bool)
    /// The window changed size.
    case resize(columns: Int, rows: Int)
    /// Time passed (an animation frame is due).
    case tick
    /// Go to a place chosen by number (a jump).
    case go(to: Destination)
    /// A page turn from the page on screen held still at `progress` (0…1), as a drag holds it;
    /// at 1 the turn completes. `render` draws a turn's frames with it; in scroll mode it
    /// scrolls that share of a screen.
    case holdTurn(TurnDirection, progress: Double)
    /// The terminal reported its appearance (OSC 11 background or mode 2031).
    case appearance(dark: Bool)
    /// The terminal answered that it has the kitty graphics protocol.
    case terminalHasKitty
    /// The terminal's device attributes include sixel graphics.
    case terminalHasSixel
    /// The terminal's cell size in pixels: pictures take rows by it.
    case cellSize(PixelSize)
    /// The whole book, read in the background: it replaces the window at the same place;
    /// `laidOut`, the pages of a large book laid out as it was read.
    case bookLoaded(Book, laidOut: LaidOutPages? = nil)
    /// How much of the book the background read has taken, 0…1.
    case indexing(Double)
    /// The background read failed (an EPUB's damaged document): the window stays the book.
    case indexingFailed(String)
    /// Every chapter's page table at `geometry`, counted in the background (`PageCountJob`).
    case pagesCounted([[PageAnchor]], geometry: PageGeometry)
    /// A search's matches, counted in the background (`MatchCountJob`).
    case matchesCounted(MatchTally, generation: Int)
    /// The answer to the background search step `token` (`FindJob`): the match, if any.
    case matchFound((match: SearchMatch, wrapped: Bool)?, token: Int)
    /// Reading aloud has started to say this sentence, the `number`th (`ReadAloudJob`).
    case speaking(SpokenSentence, number: Int)
    /// Reading aloud stopped by itself: why, in one line.
    case readAloudEnded(String)
    /// A message for the footer for a while (the first run's hint).
    case notice(String, seconds: Double)
    /// The library's books were forgotten (`ForgetJob`), or could not be.
    case forgotten([(book: LibraryEntry, succeeded: Bool)])
    /// The library's full-text search answered (`FullTextSearchJob`).
    case libraryMatches(FullTextResult)
    /// A catalogue job of the library answered.
    case catalog(CatalogAnswer)
    /// The cover of the library's book at a path, decoded (`LibraryCoverJob`); nil: it has none.
    case libraryCover(String, Bitmap?)
}

/// What the model asks the outside world to do after an update. Work that takes long is
/// asked for here as a `BackgroundJob`, and its result comes back as an `AppEvent`.
package enum Effect: Sendable, Equatable {
    /// Persist the reading position now.
    case save
    /// Save and leave.
    case quit
    /// Clear the terminal and draw everything again (Ctrl-L).
    case fullRedraw
    /// Give the terminal back to the shell and stop (Ctrl-Z).
    case suspend
    /// Run a job in the background, replacing the one of its kind under way.
    case start(any BackgroundJob)
    /// The job of a kind under way is no longer wanted.
    case cancel(JobKind)
    /// The library chose a book: leave it and read the book at this path, at this place (nil: its saved one).
    case open(String, at: Location?)
    /// Put this text on the system clipboard.
    case copy(String)
    /// Write the book's highlights and notes (this Markdown) beside the reader's data.
    case exportNotes(String)
    /// Read the reading log and answer with `.statistics`.
    case loadStatistics
    /// Read the KOReader sidecar beside the book and answer with `.imported` (or a notice why not).
    case importHighlights
}

extension Effect {
    /// The same request: the same case, the same job (see each job's `==`).
    package static func == (a: Effect, b: Effect) -> Bool {
        switch (a, b) {
        case (.save, .save), (.quit, .quit), (.fullRedraw, .fullRedraw), (.suspend, .suspend), (.loadStatistics, .loadStatistics),
            (.importHighlights, .importHighlights):
            true
        case (.start(let x), .start(let y)): x.isSame(as: y)
        case (.cancel(let x), .cancel(let y)): x == y
        case (.open(let x, let a), .open(let y, let b)): x == y && a == b
        case (.copy(let x), .copy(let y)), (.exportNotes(let x), .exportNotes(let y)): x == y
        default: false
        }
    }
}
