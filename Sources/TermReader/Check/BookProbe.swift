import ReaderCore
import ReaderUI

/// One book opened and measured for the sweep, inside the child process `termreader check`
/// starts for it: indexed as the reader indexes (`Benchmark.index`), then every page surveyed,
/// the contents looked at and, for TXT and EPUB, the rows' text compared with the source's.
struct BookProbe {
    let path: String
    let size: TerminalSize

    func run() throws(ReaderError) -> CheckReport {
        let file = try SourceFile(path: path)
        let format = BookFormats.of(file)
        let isEPUB = format is EPUBFormat
        let geometry = ScreenLayout(columns: size.columns, rows: size.rows).geometry()
        let start = MonotonicClock.now()
        let index = try Benchmark.index(path: path, format: format, geometry: geometry, rules: .auto)
        let seconds = MonotonicClock.now() - start
        // The high-water mark of opening and indexing, before the checks below add their own.
        let peak = Benchmark.peakRSSMegabytes()
        let book = index.book
        let survey = LayoutSurvey(index.paginator)
        let contents = ContentsSurvey(book)
        // TXT and EPUB are read again independently (`SourceLetters`); other formats are not compared.
        let source: (letters: [UInt32], preformatted: [[UInt8]])? =
            isEPUB
            ? try SourceLetters.epub(path: path)
            : format is PlainTextFormat ? (SourceLetters.plainText(try BookSource.open(path: path)), []) : nil
        return CheckReport(
            file: path, format: format.name, encoding: book.encoding.rawValue, bytes: file.size,
            size: size.description, pages: survey.pages, contents: contents.entriesByLevel,
            blocks: BlockCounts.byName(book.paragraphs.kinds), contentsInList: contents.intoLists,
            contentsInListCount: contents.intoListCount, sizeBasedContents: contents.sizeBased,
            headingCandidates: format is PlainTextFormat ? HeadingCandidates.count(book) : 0, kinsokuStarts: survey.forbiddenStarts,
            kinsokuEnds: survey.forbiddenEnds,
            tooWide: survey.tooWide, sourceLetters: source?.letters.count ?? 0,
            text: source.map { TextDiff(source: $0.letters, rows: survey.letters) },
            preformatted: CodeWords(pres: source?.preformatted ?? [], blocks: survey.preformattedWords),
            indexSeconds: (seconds * 1000).rounded() / 1000,
            indexMBPerSecond: Benchmark.round(Double(file.size) / 1_000_000 / max(seconds, 1e-6)),
            peakRSSMB: Benchmark.round(peak))
    }
}
