/// Reads a book file into a `Book`: detect the encoding, decode and clean every line,
/// assemble paragraphs, find chapters.
public enum BookLoader {
    /// Sections cut from a book without headings hold at most about this many bytes of text.
    public static let sectionBytes = 30_000
    /// Lines sampled to decide how the file wraps its paragraphs.
    static let shapeSampleLines = 4_000

    /// Loads the file at `path`; `encoding` overrides detection.
    public static func load(path: String, encoding: TextEncoding? = nil) throws(ReaderError) -> Book {
        let source = try SourceFile(path: path)
        return try load(source: source, encoding: encoding)
    }

    /// Loads an already opened source.
    public static func load(source: SourceFile, encoding: TextEncoding? = nil) throws(ReaderError) -> Book {
        let bytes = source.bytes
        let detection: Detection
        if let encoding {
            detection = Detection(encoding: encoding, bomLength: bomLength(bytes, encoding))
            if source.size == 0 { throw .emptyFile(source.path) }
        } else {
            detection = try EncodingDetector.detect(bytes, path: source.path)
        }
        let decoder = TextDecoder(encoding: detection.encoding)
        let range = detection.bomLength..<source.size

        var sample: [Substring] = []
        decoder.forEachLine(in: bytes, range: range) { _, raw in
            sample.append(Sanitizer.clean(decoder.decode(raw))[...])
            return sample.count < shapeSampleLines
        }
        var assembler = ParagraphAssembler(style: WrapStyle.detect(sample: sample))
        decoder.forEachLine(in: bytes, range: range) { offset, raw in
            assembler.add(offset: offset, line: Sanitizer.clean(decoder.decode(raw)))
            return true
        }
        assembler.finish()
        let paragraphs = assembler.paragraphs
        guard !paragraphs.isEmpty else { throw .emptyFile(source.path) }
        return Book(
            title: title(fromPath: source.path),
            encoding: detection.encoding,
            sourceSize: source.size,
            paragraphs: paragraphs,
            chapters: chapters(of: paragraphs))
    }

    /// Chapters from detected headings, with front matter before the first; size-bounded
    /// sections when the book has no headings.
    static func chapters(of paragraphs: [Paragraph]) -> [Chapter] {
        var marks = ChapterDetector.detect(paragraphs)
        let headed = !marks.isEmpty
        if !headed { marks = ChapterDetector.sections(paragraphs, maxBytes: sectionBytes) }
        var chapters: [Chapter] = []
        if let first = marks.first, first.paragraphIndex > 0 {
            chapters.append(Chapter(title: "Front matter", paragraphs: 0..<first.paragraphIndex, heading: nil, offset: paragraphs[0].offset))
        }
        for (i, mark) in marks.enumerated() {
            let end = i + 1 < marks.count ? marks[i + 1].paragraphIndex : paragraphs.count
            chapters.append(Chapter(
                title: mark.title, paragraphs: mark.paragraphIndex..<end,
                heading: headed ? mark.paragraphIndex : nil, offset: paragraphs[mark.paragraphIndex].offset))
        }
        if chapters.isEmpty {
            chapters.append(Chapter(title: "Text", paragraphs: 0..<paragraphs.count, heading: nil, offset: paragraphs[0].offset))
        }
        return chapters
    }

    /// The BOM length for a forced encoding, so an override never shows a stray BOM.
    static func bomLength(_ b: UnsafeRawBufferPointer, _ encoding: TextEncoding) -> Int {
        func starts(_ prefix: [UInt8]) -> Bool { b.count >= prefix.count && zip(b, prefix).allSatisfy { $0 == $1 } }
        switch encoding {
        case .utf8: return starts([0xEF, 0xBB, 0xBF]) ? 3 : 0
        case .utf16LE: return starts([0xFF, 0xFE]) ? 2 : 0
        case .utf16BE: return starts([0xFE, 0xFF]) ? 2 : 0
        case .utf32LE: return starts([0xFF, 0xFE, 0, 0]) ? 4 : 0
        case .utf32BE: return starts([0, 0, 0xFE, 0xFF]) ? 4 : 0
        default: return 0
        }
    }

    /// "books/Moby Dick.txt" → "Moby Dick".
    static func title(fromPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { return String(name[..<dot]) }
        return name
    }
}
