import ReaderCore

/// Input to the reader model: what the terminal sent, already decoded, and what background
/// work has finished. Every change to the model comes through `ReaderModel.update`.
package enum AppEvent: Sendable {
    /// A key by name ("j", "Space", "PgDn", "C-l"), see `KeyMap`.
    case key(String)
    /// The left button went down, moved with the button held, or came up, at a screen cell.
    case press(column: Int, row: Int)
    case drag(column: Int, row: Int)
    case release(column: Int, row: Int)
    /// Mouse wheel: `down` scrolls forward.
    case wheel(down: Bool)
    /// The window changed size.
    case resize(columns: Int, rows: Int)
    /// Time passed (an animation frame is due).
    case tick
    /// The terminal reported its appearance (OSC 11 background or mode 2031).
    case appearance(dark: Bool)
    /// The local time of day in seconds since midnight (for the footer's clock).
    case localTime(Double)
    /// The whole book, read in the background: it replaces the window at the same place.
    case bookLoaded(Book)
    /// How much of the book the background read has taken, 0…1.
    case indexing(Double)
    /// The background read failed (an EPUB's damaged document): the window stays the book.
    case indexingFailed(String)
    /// Every chapter's page table at `geometry`, counted in the background (`Effect.paginate`).
    case pagesCounted([[PageAnchor]], geometry: PageGeometry)
    /// A search's matches, counted in the background (`Effect.countMatches`).
    case matchesCounted(MatchCounter, generation: Int)
    /// The answer to the background search step `token` (`Effect.find`): the match, if any.
    case matchFound((match: SearchMatch, wrapped: Bool)?, token: Int)
}

/// What the model asks the outside world to do after an update. Work that takes long is
/// asked for here and its result comes back as an `AppEvent`.
package enum Effect: Sendable, Equatable {
    /// Persist the reading position now.
    case save
    /// Save and leave.
    case quit
    /// Clear the terminal and draw everything again (Ctrl-L).
    case fullRedraw
    /// Give the terminal back to the shell and stop (Ctrl-Z).
    case suspend
    /// Find a search's next match on a background thread (answered by `AppEvent.matchFound`).
    case find(SearchRequest)
    /// Count the pages of every chapter of `book` at a geometry, replacing any count under way
    /// (answered by `AppEvent.pagesCounted`).
    case paginate(Book, PageGeometry)
    /// Count a search's matches, replacing any count under way (answered by `AppEvent.matchesCounted`).
    case countMatches(TextSearch, generation: Int)
    /// The search is gone: stop counting its matches.
    case stopCounting
    /// The whole book is laid out: keep decoded only the chapters near `chapter`.
    case releaseText(chapter: Int)
}

extension Effect {
    /// The same request: the same case, the same search step or generation, the same
    /// geometry of the same book (a book by identity: a copy shares its text).
    package static func == (a: Effect, b: Effect) -> Bool {
        switch (a, b) {
        case (.save, .save), (.quit, .quit), (.fullRedraw, .fullRedraw), (.suspend, .suspend), (.stopCounting, .stopCounting):
            return true
        case (.find(let x), .find(let y)): return x == y
        case (.paginate(let x, let g), .paginate(let y, let h)): return g == h && x.isSameBook(as: y)
        case (.countMatches(_, let g), .countMatches(_, let h)): return g == h
        case (.releaseText(let x), .releaseText(let y)): return x == y
        default: return false
        }
    }
}
