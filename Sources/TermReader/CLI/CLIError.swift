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

    var description: String { message }
}

extension ParsableCommand {
    /// Runs `body`, printing a `CLIError` as `termreader: message` and exiting with its code.
    func reportingErrors(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as CLIError {
            printError(error.message)
            throw ExitCode(error.code)
        }
    }
}

/// Writes `termreader: message` and a newline to stderr in one write. Messages name files, paths
/// and values read from outside, so the message goes through `Sanitizer.printable` first.
func printError(_ message: String) {
    let line = "termreader: \(Sanitizer.printable(message))\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}
