/// Keys while the link hints are up: letters choose a link; anything else (Esc) closes them.
extension LinkHints {
    /// What a key over the hints asks of the reader.
    package enum Request: Equatable {
        /// The hints stay up, narrowed to the letters typed.
        case stay
        case close
        /// Follow link `link` of `Book.links`; the hints close.
        case follow(link: Int)
        /// No label starts with `typed`; the hints close.
        case noLink(typed: String)
    }

    /// Handles `key`: a lowercase letter narrows the hints or chooses one.
    package mutating func update(_ key: Key) -> Request {
        guard case .character(let letter) = key, letter.isASCII, letter.isLowercase else { return .close }
        let name = String(letter)
        switch typing(name) {
        case .follow(let chosen): return .follow(link: chosen.link)
        case .narrowed(let next):
            self = next
            return .stay
        case .none: return .noLink(typed: typed + name)
        }
    }
}
