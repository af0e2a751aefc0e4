import ArgumentParser
import ReaderCore
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// A failure reported as one line on stderr with a sysexits exit code.
struct CLIError: Error, CustomStringConvertible {
    let message: String
    let code: Int32

    init(_ error: ReaderError) {
        message = error.description
        code = error.exitCode
    }

    init(message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    /// The one line and exit code for a failure the CLI reports itself: a book that cannot be
    /// read (its sysexits code) or a terminal that cannot be used (1); nil for any other error.
    init?(reporting error: any Error) {
        switch error {
        case let error as CLIError: self = error
        case let error as ReaderError: self.init(error)
        case let error as TerminalError: self.init(message: error.description, code: 1)
        case let error as RuleBudgetExceeded: self.init(message: error.description, code: 65)
        default: return nil
        }
    }

    var description: String { message }

    /// Prints `error` as one line and exits with its code (1 for an error the CLI does not know):
    /// for the command lines run without the argument parser.
    static func exit(reporting error: any Error) -> Never {
        let failure = CLIError(reporting: error) ?? CLIError(message: "\(error)", code: 1)
        printError(failure.message)
        Glibc.exit(failure.code)
    }
}

extension ParsableCommand {
    /// Runs `body`, printing a `CLIError` as `termreader: message` and exiting with its code.
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            guard let failure = CLIError(reporting: error) else { throw error }
            printError(failure.message)
            throw ExitCode(failure.code)
        }
    }
}
