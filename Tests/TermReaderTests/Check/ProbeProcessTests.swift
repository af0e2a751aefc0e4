import Foundation
import Testing

@testable import ReaderCore
@testable import TermReader

/// How the sweep reads a child's end: a report, a clean one-line failure, or a crash.
struct ProbeProcessTests {
    static let report = CheckReport(
        file: "b.txt", format: "txt", encoding: "UTF-8", bytes: 10, size: "80x24", pages: 1, contents: [1], blocks: ["paragraph": 1],
        contentsInList: [], contentsInListCount: 0, kinsokuStarts: .init(), kinsokuEnds: .init(), tooWide: .init(), sourceLetters: 5,
        text: TextDiff(), indexSeconds: 0.001, indexMBPerSecond: 0.01, peakRSSMB: 17)

    func outcome(_ status: Int32, _ output: String = "", _ errors: String = "") -> ProbeProcess.Outcome {
        ProbeProcess.outcome(status: status, output: Array(output.utf8), errors: Array(errors.utf8))
    }

    @Test func aReportIsRead() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.report), as: UTF8.self)
        #expect(outcome(0, json + "\n") == .report(Self.report))
        #expect(outcome(0, "{\"file\":") == .crashed("exit 0 without a report"))
    }

    @Test func aOneLineErrorWithASysexitsCodeIsACleanFailure() {
        #expect(
            outcome(65 << 8, "", "termreader: b.txt: the file has no text\n") == .failed(message: "b.txt: the file has no text", code: 65))
        #expect(outcome(1 << 8, "", "termreader: cannot read b.txt\n") == .failed(message: "cannot read b.txt", code: 1))
    }

    @Test func anythingElseIsACrash() {
        #expect(outcome(11) == .crashed("killed by signal 11"))
        #expect(outcome(14) == .crashed("timed out (SIGALRM)"))
        #expect(outcome(65 << 8, "", "termreader: b.txt: bad\nmore\n") == .crashed("exit 65: termreader: b.txt: bad (+1 lines)"))
        #expect(outcome(65 << 8, "", "Fatal error: index out of range\n") == .crashed("exit 65: Fatal error: index out of range"))
        #expect(outcome(2 << 8, "", "termreader: b.txt: bad\n") == .crashed("exit 2: termreader: b.txt: bad"))
    }
}
