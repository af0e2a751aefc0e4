import ArgumentParser
import FoundationEssentials
import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// `termreader check PATH…`: the sweep. Opens every book under the folders named, each in a
/// child process, and prints one row per book — format, encoding, pages, contents by level,
/// blocks by kind, kinsoku and width faults, the text round trip, indexing speed, peak memory —
/// with the flags those raise. Exits 1 when a flag is not accepted by the allow-list.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Open every book under the paths given and flag what looks wrong in each.",
        discussion: """
            Flags: open-failed, crash, few-contents, contents-in-list, lost-text, added-text, pre-spacing, \
            kinsoku-start, kinsoku-end, too-wide, slow (see docs/check.md). An allow-list (--allow FILE) holds lines \
            'PATTERN FLAG REASON' that accept a flag for the books whose path ends with PATTERN; an accepted \
            flag is shown with a ~. Exit status: 0 when every flag is accepted, 1 otherwise.
            """)

    @Argument(help: "Books, or folders searched at any depth for books of every format termreader reads.")
    var paths: [String] = []

    @Option(help: "Page size the books are laid out at, as COLSxROWS.")
    var size = TerminalSize(columns: 80, rows: 24)

    @Option(name: .customLong("allow"), help: "Allow-list file: lines 'PATTERN FLAG REASON'.")
    var allowFile: String?

    @Option(help: "Slowest indexing accepted, in MB/s, for books over 1 MB.")
    var floor: Double = CheckCommand.defaultFloor

    @Option(help: "Seconds a book may take before its child is stopped (flagged as a crash).")
    var timeout: Int = 300

    @Flag(help: "Print one JSON object per book, one a line.")
    var json = false

    @Option(help: .hidden)
    var one: String?

    /// Well under the slowest book of the corpus on a loaded machine (see docs/check.md).
    static let defaultFloor = 1.0

    func validate() throws {
        guard one != nil || !paths.isEmpty else { throw ValidationError("name at least one book or folder") }
        guard timeout > 0 else { throw ValidationError("--timeout must be positive") }
    }

    func run() throws {
        try reportingErrors {
            if let one { return try probe(one) }
            let allowList = try loadAllowList()
            let books = BookFolder.books(in: paths)
            guard !books.isEmpty else { throw CLIError(message: "no books under \(paths.joined(separator: " "))", code: 66) }
            var unexplained = 0, flagged = 0
            var counts: [CheckFlag: Int] = [:]
            for book in books {
                let child = ProbeProcess(arguments: ["check", "--one", book, "--size", size.description, "--timeout", String(timeout)])
                let row = SweepRow(file: book, outcome: child.run(), floor: floor, allowList: allowList)
                if !row.flags.isEmpty { flagged += 1 }
                if !row.unexplained.isEmpty { unexplained += 1 }
                for flag in row.flags { counts[flag, default: 0] += 1 }
                Self.emit(json ? try JSONLine.encode(row) : row.text)
            }
            let summary =
                "\(books.count) book\(books.count == 1 ? "" : "s"), \(flagged) flagged, \(unexplained) with a flag not in the allow-list"
                + (counts.isEmpty
                    ? "" : ": " + counts.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
            if json { printError(summary) } else { Self.emit(summary) }
            if unexplained > 0 { throw ExitCode(1) }
        }
    }

    /// The child's part: one book measured, its report printed as JSON.
    private func probe(_ path: String) throws {
        alarm(UInt32(timeout))
        let report: CheckReport
        do {
            report = try BookProbe(path: path, size: size).run()
        } catch {
            throw CLIError(error)
        }
        print(try JSONLine.encode(report))
    }

    private func loadAllowList() throws -> AllowList {
        guard let allowFile else { return AllowList() }
        guard let text = try? String(contentsOfFile: allowFile, encoding: .utf8) else {
            throw CLIError(message: "cannot read the allow-list \(allowFile)", code: 66)
        }
        do {
            return try AllowList(parsing: text)
        } catch {
            throw CLIError(message: "\(allowFile): \(error)", code: 65)
        }
    }

    /// Prints `line` and flushes it, so a long sweep shows each row as it ends; output that cannot
    /// be written ends the sweep with one line and exit 74, as every command's does.
    private static func emit(_ line: String) {
        print(line)
        StandardOutput.flush()
    }
}
