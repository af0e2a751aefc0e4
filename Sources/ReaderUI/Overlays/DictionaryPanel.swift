import ReaderCore

/// The dictionary panel: a look-up's entries scrolled to `top`, the chosen link, and the
/// panels it was reached from by following links (Backspace goes back to them).
package struct DictionaryPanel: Equatable, Sendable {
    package var result: DictionaryResult
    /// The first line shown.
    package var top = 0
    /// The chosen link, by its number among the panel's links (in reading order).
    package var link: Int?
    /// The panels this one was reached from, the latest last.
    package var back: [DictionaryPanel] = []

    package init(result: DictionaryResult, back: [DictionaryPanel] = []) {
        self.result = result
        self.back = back
    }

    /// What a key asks of the panel.
    package enum Command: Equatable {
        case scroll(Int)
        case page(forward: Bool)
        case edge(end: Bool)
        case link(forward: Bool)
        case follow
        case back
        /// The words looked up before.
        case history
        case close

        package init?(_ key: Key) {
            switch key {
            case .character("j"), .down: self = .scroll(1)
            case .character("k"), .up: self = .scroll(-1)
            case .character(" "), .character("f"), .pageDown: self = .page(forward: true)
            case .character("b"), .pageUp: self = .page(forward: false)
            case .character("g"), .home: self = .edge(end: false)
            case .character("G"), .end: self = .edge(end: true)
            case .tab, .character("n"): self = .link(forward: true)
            case .backTab, .character("N"): self = .link(forward: false)
            case .enter: self = .follow
            case .backspace, .character("h"), .left: self = .back
            case .character("D"): self = .history
            case .escape, .character("q"): self = .close
            default: return nil
            }
        }
    }

    /// The title row: the word and what the keys do (links: when there are any).
    package func title(hasLinks: Bool) -> String {
        let word = Sanitizer.printable(result.word)
        let links = hasLinks ? " · Tab link · Enter follow" : ""
        let back = self.back.isEmpty ? "" : " · ⌫ back"
        return "“\(word)”\(links)\(back) · D looked up · Esc"
    }

    /// `command` applied with the panel laid out in `lineCount` lines, `rows` of them shown,
    /// `links` the line and target of each link in order; the word to look up when it follows one.
    package mutating func apply(_ command: Command, lineCount: Int, links: [(line: Int, target: String)], rows: Int) -> String? {
        let lastTop = max(0, lineCount - rows)
        switch command {
        case .scroll(let n): top = max(0, min(top + n, lastTop))
        case .page(let forward): top = max(0, min(top + (forward ? rows - 1 : 1 - rows), lastTop))
        case .edge(let end): top = end ? lastTop : 0
        case .link(let forward):
            guard !links.isEmpty else { return nil }
            // From the chosen link, or from the lines shown when none is.
            let next: Int
            if let link {
                next = (link + (forward ? 1 : links.count - 1)) % links.count
            } else {
                next = (forward ? links.firstIndex { $0.line >= top } : links.lastIndex { $0.line < top + rows }) ?? 0
            }
            link = next
            let line = links[next].line
            if line < top || line >= top + rows { top = max(0, min(line - rows / 2, lastTop)) }
        case .follow:
            guard let link, links.indices.contains(link) else { return nil }
            return links[link].target
        case .back, .history, .close: break
        }
        return nil
    }
}
