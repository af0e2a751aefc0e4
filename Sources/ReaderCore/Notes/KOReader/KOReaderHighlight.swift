#if canImport(Glibc)
import Glibc
#endif

/// A highlight as a KOReader sidecar (`BOOK.sdr/metadata.EXT.lua`) keeps it: the text, the
/// reader's note, a colour name, the chapter's title, its times and where KOReader placed it.
public struct KOReaderHighlight: Equatable, Sendable {
    public var text: String
    public var note: String
    public var color: HighlightColor
    /// The title of the chapter KOReader showed it in, when it says.
    public var chapter: String?
    /// Seconds since 1970 (KOReader writes local times).
    public var created: Int64
    public var modified: Int64
    /// KOReader's place for its start (an XPointer in an EPUB, `""` when it gives none).
    public var position: String

    /// The highlights of a sidecar's data: its `annotations` list (KOReader since 2024), else the
    /// older `highlight` table of pages. Entries without text (bookmarks) are left out.
    public static func all(in sidecar: LuaValue) -> [KOReaderHighlight] {
        let entries = sidecar["annotations"].map(\.values) ?? sidecar["highlight"].map { $0.values.flatMap(\.values) } ?? []
        return entries.compactMap { entry in
            guard let text = entry["text"]?.string, !text.isEmpty, entry["pos1"] != nil else { return nil }
            let created = entry["datetime"]?.string.flatMap(seconds) ?? 0
            return KOReaderHighlight(
                text: text, note: entry["note"]?.string ?? "", color: color(entry["color"]?.string ?? "yellow"),
                chapter: entry["chapter"]?.string, created: created,
                modified: entry["datetime_updated"]?.string.flatMap(seconds) ?? created, position: entry["pos0"]?.string ?? "")
        }
    }

    /// The nearest of the four colours to one of KOReader's (red, orange, yellow, green, olive,
    /// cyan, blue, purple, gray).
    static func color(_ name: String) -> HighlightColor {
        switch name.lowercased() {
        case "green", "olive": return .green
        case "blue", "cyan": return .blue
        case "red", "purple", "pink", "magenta": return .pink
        default: return .yellow
        }
    }

    /// `YYYY-MM-DD HH:MM:SS` in local time, as seconds since 1970; nil for anything else.
    static func seconds(_ datetime: String) -> Int64? {
        let parts = datetime.split { $0 == "-" || $0 == " " || $0 == ":" }.map { Int32($0) }
        guard parts.count == 6, parts.allSatisfy({ $0 != nil }) else { return nil }
        var t = tm()
        t.tm_year = parts[0]! - 1900
        t.tm_mon = parts[1]! - 1
        t.tm_mday = parts[2]!
        t.tm_hour = parts[3]!
        t.tm_min = parts[4]!
        t.tm_sec = parts[5]!
        t.tm_isdst = -1
        let s = mktime(&t)
        return s == -1 ? nil : Int64(s)
    }

    /// The same highlight imported twice is one annotation: its identifier comes from what
    /// KOReader wrote, not from chance.
    var id: String {
        var hash = FNV1a()
        for byte in Array(("koreader\u{0}" + position + "\u{0}" + text).utf8) { hash.mix(byte) }
        return hash.hex
    }
}

extension Book {
    /// `highlight` as an annotation of this book: at the occurrence of its very text nearest the
    /// start of the chapter KOReader named (the book's start when no chapter has that title), else
    /// at the first place holding it in any letter case; nil when the book does not hold it.
    public func annotation(importing highlight: KOReaderHighlight) -> Annotation? {
        let chapterStart = chapters.first { $0.title == highlight.chapter }.map { $0.offset } ?? 0
        let start = Location(offset: paragraphs.isEmpty ? 0 : paragraphs.offsets[paragraphIndex(atOrBefore: chapterStart)], grapheme: 0)
        let sought = Annotation(
            id: highlight.id, start: start, end: start, text: highlight.text, color: highlight.color, note: highlight.note,
            created: highlight.created, modified: highlight.modified)
        if let placed = resolved(sought) { return placed }
        guard let span = firstSpan(of: highlight.text) else { return nil }
        var placed = sought
        (placed.start, placed.end, placed.text) = span
        return placed
    }
}
