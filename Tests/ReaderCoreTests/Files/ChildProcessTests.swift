import Testing

@testable import ReaderCore

/// Running another program: its output collected, a missing program told apart, and a child
/// that runs too long or writes too much killed.
struct ChildProcessTests {
    @Test func theOutputAndExitStatusComeBack() throws {
        let run = try ChildProcess(program: "sh", arguments: ["-c", "printf 'a b'; printf oops >&2; exit 3"]).run().get()
        #expect(run.output == Array("a b".utf8))
        #expect(run.status == 3)
        let both = try ChildProcess(program: "sh", arguments: ["-c", "printf oops >&2"], withErrors: true).run().get()
        #expect(both.output == Array("oops".utf8))
    }

    /// Given while the output is read, so that a child writing as much as it reads never waits
    /// on the reader; a child that reads none of it ends as it would, without a SIGPIPE.
    @Test func theInputIsGivenWhileTheOutputIsRead() throws {
        let input = (0..<(4 << 20)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let echoed = try ChildProcess(program: "cat", arguments: [], input: input).run().get()
        #expect(echoed.output == input)
        let ignored = try ChildProcess(program: "sh", arguments: ["-c", "printf done"], input: input).run().get()
        #expect(ignored.output == Array("done".utf8))
        #expect(ignored.status == 0)
    }

    @Test func aMissingProgramIsToldApart() {
        #expect(throws: ChildProcess.Failure.notFound) { try ChildProcess(program: "no-such-program-here", arguments: []).run().get() }
    }

    @Test func aChildPastItsDeadlineIsKilled() {
        #expect(throws: ChildProcess.Failure.timedOut) { try ChildProcess(program: "sleep", arguments: ["30"], seconds: 1).run().get() }
    }

    @Test func aChildWritingTooMuchIsKilled() {
        #expect(throws: ChildProcess.Failure.tooMuchOutput) {
            try ChildProcess(program: "yes", arguments: [], outputLimit: 1 << 20).run().get()
        }
    }
}
