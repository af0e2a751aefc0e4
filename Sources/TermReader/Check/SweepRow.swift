import ReaderCore
import ReaderUI

/// One book's line of the sweep: what its child reported (or how it failed), the flags raised,
/// and which of them the allow-list accepts and why.
struct SweepRow: Encodable {
    var file: String
    var report: CheckReport?
    /// The one-line error of a book that failed to open, or how its child crashed.
    var error: String?
    var flags: [CheckFlag]
    /// Flags the allow-list accepts for this book, with its reason.
    var allowed: [String: String]

    init(file: String, outcome: ProbeProcess.Outcome, floor: Double, allowList: AllowList) {
        self.file = file
        switch outcome {
        case .report(let report):
            self.report = report
            flags = report.flags(floor: floor)
        case .failed(let message, let code):
            error = "\(message) (exit \(code))"
            flags = [.openFailed]
        case .crashed(let how):
            error = how
            flags = [.crash]
        }
        var allowed: [String: String] = [:]
        for flag in flags { allowed[flag.rawValue] = allowList.reason(for: flag, path: file) }
        self.allowed = allowed
    }

    /// The flags no allow-list entry explains.
    var unexplained: [CheckFlag] { flags.filter { allowed[$0.rawValue] == nil } }

    /// The row as text: the measurements, then each flag (`~` when allowed) and, on indented
    /// lines under it, the examples that raised it. Every line goes through `Sanitizer.printable`:
    /// the file's name, the allow-list's reasons, a child's error and the examples all come from
    /// outside, and a name may hold an escape sequence (an OSC 52 clipboard write) or a line break.
    var text: String {
        lines.map(Sanitizer.printable).joined(separator: "\n")
    }

    /// The row's lines before they are made printable: the measurements, then the details.
    private var lines: [String] {
        let marks = flags.map { allowed[$0.rawValue] == nil ? $0.rawValue : "~" + $0.rawValue }.joined(separator: " ")
        guard let r = report else { return ["\(marks.padding(to: 12)) \(file)", "    \(error ?? "")"] }
        let contents = r.contents.enumerated().map { "\($0.offset + 1):\($0.element)" }.joined(separator: " ")
        let blocks = r.blocks.sorted { $0.key < $1.key }.map { "\(Self.short[$0.key] ?? $0.key) \($0.value)" }.joined(separator: " ")
        var line =
            "\((flags.isEmpty ? "ok" : marks).padding(to: 12)) \(r.format) \(r.encoding.padding(to: 12)) \(String(repeating: " ", count: max(0, 6 - String(r.pages).count)) + String(r.pages))p"
        line += "  toc[\(contents.isEmpty ? "-" : contents)]  \(blocks)"
        line += "  kinsoku \(r.kinsokuStarts.count)/\(r.kinsokuEnds.count)  wide \(r.tooWide.count)"
        line += r.text.map { "  text -\($0.lost) +\($0.added) of \(r.sourceLetters)" } ?? "  text not compared"
        if r.format == "epub" { line += "  pre \(r.preformatted.missing)/\(r.preformatted.checked)" }
        line += "  \(r.indexMBPerSecond) MB/s  \(r.peakRSSMB) MB  \(file)"
        var details: [String] = []
        for flag in flags {
            if let reason = allowed[flag.rawValue] { details.append("~\(flag.rawValue): \(reason)") }
            switch flag {
            case .kinsokuStart: details += r.kinsokuStarts.examples.map { "kinsoku-start p\($0.page): \($0.text)" }
            case .kinsokuEnd: details += r.kinsokuEnds.examples.map { "kinsoku-end p\($0.page): \($0.text)" }
            case .tooWide: details += r.tooWide.examples.map { "too-wide p\($0.page): \($0.text)" }
            case .contentsInList:
                details.append("contents-in-list (\(r.contentsInListCount)): " + r.contentsInList.joined(separator: " | "))
            case .lostText, .addedText:
                if let text = r.text, flag == .lostText || text.lost == 0 { details += text.samples.map { "text: \($0)" } }
            case .preSpacing: details += r.preformatted.samples.map { "pre-spacing: no block holds \"\($0)\"" }
            case .fewContents:
                let shape = r.sizeBasedContents ? ", size-based sections only" : ""
                details.append(
                    "few-contents: \(r.pages) pages, \(r.contents.reduce(0, +)) entries\(shape), \(r.headingCandidates) heading candidates")
            case .slow: details.append("slow: \(r.indexMBPerSecond) MB/s, \(r.indexSeconds) s")
            case .openFailed, .crash: break
            }
        }
        return [line] + details.map { "    " + $0 }
    }

    /// Short block kind names for the text row.
    static let short = [
        "paragraph": "p", "line-group": "lg", "preformatted": "pre", "list-item": "li", "separator": "sep",
        "block-quote": "q", "image": "img",
    ]
}
