import ReaderLibrary

/// The library's full-text search as it is on screen: the query being typed, the search under
/// way (with how far the index has got reading new books), or the matches found, one of them
/// selected. Keys come in through `handle`, which says what the library must do.
package struct LibrarySearch: Equatable {
    package enum Phase: Equatable {
        /// The query is being typed.
        case typing
        /// The search runs; the fraction of new books indexed so far, when it is reading some.
        case running(indexed: Double?)
        /// What it found.
        case answered(FullTextResult)
    }

    /// What a key asks of the library.
    package enum Command: Equatable {
        case none
        /// Search for this text.
        case run(String)
        /// Open the book at this match.
        case open(FullTextMatch)
        /// Leave the search for the list of books.
        case close
    }

    package private(set) var query = ""
    package private(set) var phase = Phase.typing
    /// The selected match, and the first one shown.
    package private(set) var cursor = ListCursor()

    package init() {}

    /// The window has room for `rows` matches.
    package mutating func resize(pageSize rows: Int) {
        cursor.resize(pageSize: rows, count: matches.count)
    }

    /// The matches found, none before an answer.
    package var matches: [FullTextMatch] {
        if case .answered(let result) = phase { return result.matches }
        return []
    }

    package mutating func handle(_ key: Key) -> Command {
        switch phase {
        case .typing: return type(key)
        case .running: return key == .escape ? .close : .none
        case .answered:
            if cursor.handle(key, count: matches.count) { return .none }
            switch key {
            case .character("s"), .character("/"): phase = .typing
            case .enter: return matches.indices.contains(cursor.selected) ? .open(matches[cursor.selected]) : .none
            case .escape, .character("q"): return .close
            default: break
            }
            return .none
        }
    }

    /// The index is reading new books: `fraction` of them done.
    package mutating func indexing(_ fraction: Double) {
        if case .running = phase { phase = .running(indexed: fraction) }
    }

    /// The search for `result.query` answered (an answer to an older query is dropped).
    package mutating func answered(_ result: FullTextResult) {
        guard case .running = phase, result.query == query else { return }
        phase = .answered(result)
        cursor.move(to: 0, count: result.matches.count)
    }

    private mutating func type(_ key: Key) -> Command {
        switch key {
        case .enter:
            guard !query.isEmpty else { return .close }
            phase = .running(indexed: nil)
            return .run(query)
        case .escape: return .close
        case .backspace: query = String(query.dropLast())
        case .control("u"): query = ""
        case .character(let c) where query.count < Self.queryLimit: query.append(c)
        default: break
        }
        return .none
    }

    /// Longest query typed.
    package static let queryLimit = 200
}
