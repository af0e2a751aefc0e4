/// An opened book file (read with pread, see `SourceFile`): its encoding detected from samples, and its paragraph
/// shape decided from its first lines. Costs about the same for any file size, so the
/// reader can show a page before the whole book is read.
public struct BookSource: Sendable {
    public let file: SourceFile
    public let detection: Detection
    public let decoder: TextDecoder
    public let wrapStyle: WrapStyle
    /// Why the `known` detection passed in was not used (it does not fit the file), nil when it was or none was given.
    public let ignoredKnown: String?

    /// Windows of the file sampled to decide how it wraps its paragraphs, and their size:
    /// spread through the book (a long contents list at the start must not decide it),
    /// small enough to keep opening fast.
    static let shapeWindows = 8
    static let shapeWindowBytes = 12 * 1024

    /// Opens the file at `path`; `encoding` overrides detection.
    public static func open(path: String, encoding: TextEncoding? = nil) throws(ReaderError) -> BookSource {
        try BookSource(file: SourceFile(path: path), encoding: encoding)
    }

    /// `known` (from a `IndexCacheEntry`) skips detection and sampling when it fits the file (see
    /// `CachedDetectionCheck`; otherwise it is ignored and `ignoredKnown` says why); `encoding` still wins.
    public init(file: SourceFile, encoding: TextEncoding? = nil, known: (Detection, WrapStyle)? = nil) throws(ReaderError) {
        self.file = file
        var ignored: String?
        if encoding == nil, let (detection, style) = known, file.size > 0 {
            let head = file.bytes(in: 0..<CachedDetectionCheck.sampleBytes)
            ignored = head.withUnsafeBytes { CachedDetectionCheck.problem(detection, wrap: style, head: $0, size: file.size) }
            if ignored == nil {
                self.detection = detection
                decoder = TextDecoder(encoding: detection.encoding)
                wrapStyle = style
                ignoredKnown = nil
                return
            }
        }
        ignoredKnown = ignored
        if let encoding {
            if file.size == 0 { throw .emptyFile(file.path) }
            detection = Detection(encoding: encoding, bomLength: file.bytes(in: 0..<4).withUnsafeBytes { Self.bomLength($0, encoding) })
        } else {
            detection = try EncodingDetector.detect(file)
        }
        let decoder = TextDecoder(encoding: detection.encoding)
        self.decoder = decoder
        wrapStyle = WrapStyle.detect(sample: Self.shapeSample(file, detection, decoder))
    }

    /// Clean lines from windows spread through the file; lines cut by a window's edges are left
    /// out (a window's first line unless it is the first window, its last unless it ends the
    /// file). Windows that overlap (a book shorter than the windows together) are read and
    /// decoded once, and each gives the lines of that read it holds.
    static func shapeSample(_ file: SourceFile, _ detection: Detection, _ decoder: TextDecoder) -> [Substring] {
        let text = detection.bomLength..<file.size
        let unit = detection.encoding.codeUnitSize
        var windows: [(first: Bool, bytes: Range<Int>)] = []
        for i in 0..<shapeWindows {
            var start = text.lowerBound + text.count / shapeWindows * i
            start -= (start - text.lowerBound) % unit
            let end = min(text.upperBound, start + shapeWindowBytes)
            if start < end { windows.append((i == 0, start..<end)) }
        }
        var sample: [Substring] = []
        var i = 0
        while i < windows.count {
            var j = i + 1, end = windows[i].bytes.upperBound
            while j < windows.count, windows[j].bytes.lowerBound <= end {
                end = max(end, windows[j].bytes.upperBound)
                j += 1
            }
            let read = windows[i].bytes.lowerBound..<end
            var lines: [(offset: Int, text: Substring)] = []
            ChunkedLines(file: file, decoder: decoder).forEach(in: read, expected: read.count) { offset, raw in
                lines.append((offset, Sanitizer.clean(decoder.decode(raw))[...]))
                return true
            }
            for window in windows[i..<j] {
                for (k, line) in lines.enumerated() {
                    // Where the line's bytes end, its terminator included: where the next begins.
                    let lineEnd = k + 1 < lines.count ? lines[k + 1].offset : read.upperBound
                    let whole =
                        (window.first ? line.offset >= window.bytes.lowerBound : line.offset > window.bytes.lowerBound)
                        && (window.bytes.upperBound == text.upperBound
                            ? line.offset < window.bytes.upperBound : lineEnd < window.bytes.upperBound)
                    if whole { sample.append(line.text) }
                }
            }
            i = j
        }
        return sample
    }

    /// Bytes of text: the file without its BOM.
    public var textRange: Range<Int> { min(max(0, detection.bomLength), file.size)..<file.size }

    /// Feeds every clean line of `range` to `assembler`; `body` may stop early (`expected`: about how
    /// many bytes it will take, so a small read stays small). The file is read with pread, never mapped.
    /// `batch`, when given, is called whenever the assembler holds `batchBlocks` finished blocks and
    /// once at the end, to take them (`ParagraphAssembler.takeFinished`) so they are not all kept.
    func assemble(
        _ range: Range<Int>, into assembler: inout ParagraphAssembler, expected: Int = ChunkedLines.chunkBytes,
        while body: (Int) -> Bool = { _ in true }, batch: ((inout ParagraphAssembler) -> Void)? = nil
    ) {
        let decoder = self.decoder
        ChunkedLines(file: file, decoder: decoder).forEach(in: range, expected: expected) { offset, raw in
            guard body(offset) else { return false }
            assembler.add(offset: offset, line: Sanitizer.clean(decoder.decode(raw)))
            if let batch, assembler.paragraphs.count >= Self.batchBlocks { batch(&assembler) }
            return true
        }
        assembler.finish()
        batch?(&assembler)
    }

    /// Finished blocks handed over at a time by a batched `assemble`.
    static let batchBlocks = 4096

    /// The text of the block that starts at `offset`, read again from the file (`end`: where the next
    /// block starts), or "" when the file no longer has it there.
    func blockText(at offset: Int, end: Int, rules: HeadingRules) -> String {
        var assembler = ParagraphAssembler(style: wrapStyle, rules: rules)
        assemble(offset..<end, into: &assembler)
        let blocks = assembler.paragraphs
        return blocks.offsets.firstIndex(of: offset).map(blocks.text(at:)) ?? ""
    }

    /// The title of the numbered section `heading` whose block starts at `offset` (and ends by `end`),
    /// read again: a book read without keeping its text does not keep its sections' titles
    /// (`BlockOutline`). Its label (`1.2.`) when the block no longer reads as that section (the file changed).
    func sectionTitle(of heading: Heading, at offset: Int, end: Int, rules: HeadingRules) -> String {
        if let read = rules.heading(blockText(at: offset, end: end, rules: rules)), read.kind == heading.kind,
            read.sectionPath == heading.sectionPath
        {
            return read.title
        }
        return heading.sectionPath.enumerated().map { k, n in
            k == 0 && heading.kind == "lettered" && (1...26).contains(n) ? String(UnicodeScalar(UInt8(0x40 + n))) : String(n)
        }.joined(separator: ".") + "."
    }

    /// The title and authors the book states in its first lines (`StatedTitle`), read again from the file.
    func statedTitle() -> StatedTitle? {
        let text = textRange
        var head: [Substring] = []
        let read = text.lowerBound..<min(text.upperBound, text.lowerBound + StatedTitle.headBytes)
        ChunkedLines(file: file, decoder: decoder).forEach(in: read, expected: read.count) { _, raw in
            head.append(Sanitizer.clean(decoder.decode(raw))[...])
            return head.count < StatedTitle.maxLines
        }
        // The last line may be cut by the read's end (or by the file shrinking under it): only whole ones.
        if read.upperBound < text.upperBound, head.count < StatedTitle.maxLines, !head.isEmpty { head.removeLast() }
        return StatedTitle.of(head)
    }

    /// How many blank lines (empty or only spaces and tabs) stand right above the line that starts at
    /// `offset`, at most `limit`; 0 in an encoding whose code units are wider than a byte (UTF-16, UTF-32).
    func blankLines(before offset: Int, limit: Int = 8) -> Int {
        let range = textRange
        guard decoder.encoding.codeUnitSize == 1, offset > range.lowerBound, offset <= range.upperBound else { return 0 }
        let bytes = file.bytes(in: max(range.lowerBound, offset - Self.blankLinesReach)..<offset)
        var newlines = 0
        var i = bytes.count - 1
        while i >= 0, newlines <= limit {
            switch bytes[i] {
            case 0x0A: newlines += 1
            case 0x0D where i + 1 == bytes.count || bytes[i + 1] != 0x0A: newlines += 1 // a CR alone ends a line
            case 0x0D, 0x20, 0x09, 0x0C: break
            default: return min(limit, max(0, newlines - 1))
            }
            i -= 1
        }
        return min(limit, max(0, newlines - 1))
    }

    /// Bytes read back from a line's start to count the blank lines above it.
    static let blankLinesReach = 256

    /// The first place at or after `position` where a paragraph certainly starts, whatever came
    /// before (see `ParagraphAssembler.startsBlock`): assembling the two sides of it apart gives the
    /// paragraphs of assembling them together. Nil when none is found within `limit` bytes.
    func paragraphBreak(after position: Int, limit: Int = 1 << 20, rules: HeadingRules = .auto) -> Int? {
        let range = textRange
        let unit = decoder.encoding.codeUnitSize
        var start = min(max(position, range.lowerBound), range.upperBound)
        start -= (start - range.lowerBound) % unit
        let end = min(range.upperBound, start + limit)
        var found: Int?
        var lines = 0
        var previous: LineShape?
        var heading: Heading?
        let decoder = self.decoder, style = wrapStyle
        ChunkedLines(file: file, decoder: decoder).forEach(in: start..<end, expected: 64 * 1024) { offset, raw in
            lines += 1
            // A line cut by the window's end is not the line it would be: judge none past it.
            if end < range.upperBound, offset + raw.count >= end { return false }
            let line = Sanitizer.clean(decoder.decode(raw))
            let body = ParagraphAssembler.dropIndent(line)
            let shape = LineShape(
                line: line, body: body, measured: style != .paragraphPerLine, isHeading: rules.isHeading(body, keeping: &heading))
            // The first line may be the tail of a line cut at `start`: it can be neither side.
            if lines > 2, ParagraphAssembler.startsBlock(shape, after: previous, style: style) {
                found = offset
                return false
            }
            previous = shape
            return true
        }
        return found
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
}
