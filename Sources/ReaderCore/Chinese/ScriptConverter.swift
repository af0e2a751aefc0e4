import Synchronization

/// Chinese text shown in another script, by OpenCC's phrase-aware conversion, kept to the
/// length of the source: the same number of characters, each the same number of UTF-8 bytes.
/// Every place in the book — Locations, the laid-out lines, selections, highlights, search
/// matches — then stands where it stood, and pages break where they did (every ideograph is as
/// wide as another). Where a phrase's conversion changes its length (a Taiwan word for a
/// mainland one: U盘 → 隨身碟), that clause is converted character by character. Paragraphs with
/// kana, and every paragraph of a Japanese book, are left as they are.
public final class ScriptConverter: Sendable {
    public let script: ChineseScript
    private let library: OpenCCLibrary
    /// OpenCC's converter, used by one caller at a time (under `lock`).
    private nonisolated(unsafe) let converter: UnsafeMutableRawPointer
    private let lock = Mutex(())
    /// Paragraphs converted lately (drawing asks for a paragraph once per line of it).
    private let recent = Mutex<(texts: [String: String], order: [String])>(([:], []))

    /// Paragraphs kept converted.
    static let keptParagraphs = 1024

    private init?(_ script: ChineseScript, library: OpenCCLibrary) {
        guard let configuration = script.configuration, let opened = library.open(configuration) else { return nil }
        self.script = script
        self.library = library
        converter = opened
    }

    private static let made = Mutex<[ChineseScript: ScriptConverter]>([:])

    /// The converter to `script`, made on first use and kept for the run; nil for `.asIs`, or when
    /// OpenCC or its data is not installed (`OpenCCLibrary.missing` says what to install).
    public static func shared(_ script: ChineseScript) -> ScriptConverter? {
        guard script != .asIs else { return nil }
        return made.withLock { made in
            if let kept = made[script] { return kept }
            guard let library = OpenCCLibrary.shared, let converter = ScriptConverter(script, library: library) else { return nil }
            made[script] = converter
            return converter
        }
    }

    /// Why `script` cannot be shown, when it cannot.
    public static func problem(_ script: ChineseScript) -> String? {
        guard script != .asIs, shared(script) == nil else { return nil }
        return OpenCCLibrary.shared == nil ? OpenCCLibrary.missing : "OpenCC has no \(script.configuration ?? ""): install libopencc-data"
    }

    /// `text` (a paragraph) in the script; as it is when it holds no ideograph, or kana, or when
    /// `conventions` (the book's) are Japanese.
    public func convert(_ text: String, conventions: Script.Paragraph? = nil) -> String {
        // Ideographs are three or four bytes in UTF-8, each starting at 0xE3 or above.
        guard conventions != .japanese, text.utf8.contains(where: { $0 >= 0xE3 }), !Self.hasKana(text) else { return text }
        if let kept = recent.withLock({ $0.texts[text] }) { return kept }
        let shown = lengthKept(text)
        recent.withLock { recent in
            if recent.texts.updateValue(shown, forKey: text) == nil { recent.order.append(text) }
            if recent.order.count > Self.keptParagraphs {
                let dropped = recent.order.count / 4
                for old in recent.order.prefix(dropped) { recent.texts[old] = nil }
                recent.order.removeFirst(dropped)
            }
        }
        return shown
    }

    /// Whether `text` holds hiragana or katakana (E3 81 80 – E3 83 BF in UTF-8, but `・`).
    static func hasKana(_ text: String) -> Bool { hasKana(text.utf8) }

    /// Whether UTF-8 `bytes` hold hiragana or katakana.
    static func hasKana(_ bytes: some Sequence<UInt8>) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for b in bytes {
            if previous.0 == 0xE3, (0x81...0x83).contains(previous.1), !(previous.1 == 0x83 && b == 0xBB) { return true }
            previous = (previous.1, b)
        }
        return false
    }

    /// The conversion of `text` with every character the same length as its source's.
    private func lengthKept(_ text: String) -> String {
        let whole = opencc(text)
        if Self.aligned(whole, text) { return whole }
        // Clause by clause (runs of ideographs), and a clause that changed length character by character.
        var result = "", clause = ""
        func flush() {
            guard !clause.isEmpty else { return }
            let converted = opencc(clause)
            result += Self.aligned(converted, clause) ? converted : characters(clause)
            clause = ""
        }
        for c in text {
            if let s = c.unicodeScalars.first, c.unicodeScalars.count == 1, s.properties.isIdeographic {
                clause.append(c)
            } else {
                flush()
                result.append(c)
            }
        }
        flush()
        return result
    }

    /// `clause` converted one character at a time (in one call: a line each); a character
    /// whose conversion is not one character of the same length stays as it is.
    private func characters(_ clause: String) -> String {
        let source = Array(clause)
        let converted = characterLines(source.map(String.init).joined(separator: "\n"))
        guard converted.count == source.count else { return clause }
        return String(
            zip(source, converted).map { c, d in d.count == 1 && d.utf8.count == c.utf8.count ? d.first! : c })
    }

    /// Whether `a` and `b` have as many characters, each of the same UTF-8 length.
    private static func aligned(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var i = a.makeIterator(), j = b.makeIterator()
        while true {
            switch (i.next(), j.next()) {
            case (nil, nil): return true
            case (let x?, let y?) where x.utf8.count == y.utf8.count: continue
            default: return false
            }
        }
    }

    /// The lines of OpenCC's conversion of `text` (one character a line: `ScriptFold`'s table).
    func characterLines(_ text: String) -> [Substring] { opencc(text).split(separator: "\n", omittingEmptySubsequences: false) }

    /// OpenCC's conversion of `text`; `text` when it fails.
    private func opencc(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            lock.withLock { _ in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    guard let out = library.convert(converter, chars.baseAddress, chars.count) else {
                        return String(decoding: bytes, as: UTF8.self)
                    }
                    defer { library.free(out) }
                    return String(cString: out)
                }
            }
        }
    }
}

extension Book {
    /// `text`, taken from the book (a paragraph, a title), as it is shown with Chinese in `script`.
    public func shown(_ text: String, in script: ChineseScript) -> String {
        ScriptConverter.shared(script)?.convert(text, conventions: Script.conventions(language: language)) ?? text
    }

    /// Whether the book is Japanese, whose kanji are never converted (a heading of kanji alone
    /// included): marked so, or, unmarked, with kana in its first 64 KB of text.
    public var isJapanese: Bool {
        if let conventions = Script.conventions(language: language) { return conventions == .japanese }
        var left = 64 * 1024
        for text in paragraphs.texts(of: 0..<min(paragraphs.count, 400)) where left > 0 {
            if ScriptConverter.hasKana(text.utf8.prefix(left)) { return true }
            left -= text.utf8.count
        }
        return false
    }
}
