import FoundationEssentials
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Runs `termreader check --one BOOK` as a child process, so that each book is measured from a
/// fresh process (its own peak memory) and a crash or a hang costs that book, not the sweep.
/// Its standard output and error go to temporary files: neither can fill a pipe and stall it.
struct ProbeProcess {
    /// How a child ended.
    enum Outcome: Equatable {
        /// It printed a report.
        case report(CheckReport)
        /// It failed as the reader fails on bad input: one line on stderr, a sysexits code.
        case failed(message: String, code: Int32)
        /// Anything else: a signal, a trap, a hang stopped by its alarm, output that is no report.
        case crashed(String)
    }

    let arguments: [String]

    /// Starts `/proc/self/exe` with `arguments` and waits for it.
    func run() -> Outcome {
        let out = TemporaryFile(), err = TemporaryFile()
        defer { out.remove(); err.remove() }
        guard out.fd >= 0, err.fd >= 0 else { return .crashed("cannot create a temporary file") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out.fd, 1)
        posix_spawn_file_actions_adddup2(&actions, err.fd, 2)
        // A book found under a name that is not UTF-8 is passed by its own bytes.
        let argv = (["termreader"] + arguments).map { RawPaths.withCString($0) { strdup($0) } } + [nil]
        defer { argv.forEach { free($0) } }
        // A trap should end the child at once: the runtime's backtracer would take seconds.
        let environment = Self.environment().map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/proc/self/exe", &actions, nil, argv, environment)
        guard spawned == 0 else { return .crashed("cannot start a child: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return Self.outcome(status: status, output: out.contents(), errors: err.contents())
    }

    /// The child's outcome from its wait status and what it wrote.
    static func outcome(status: Int32, output: [UInt8], errors: [UInt8]) -> Outcome {
        let stderr = String(decoding: errors, as: UTF8.self)
        let lines = stderr.split(separator: "\n")
        let signal = status & 0x7F
        guard signal == 0 else {
            let name = signal == SIGALRM ? "timed out (SIGALRM)" : "killed by signal \(signal)"
            return .crashed(name + (lines.first.map { ": \($0)" } ?? ""))
        }
        let code = (status >> 8) & 0xFF
        if code == 0 {
            guard let report = try? JSONDecoder().decode(CheckReport.self, from: Data(output)) else {
                return .crashed("exit 0 without a report")
            }
            return .report(report)
        }
        // sysexits: 1 a runtime failure, 64–78 the rest; one line, as every CLI error is printed.
        if code == 1 || (64...78).contains(code), lines.count == 1, lines[0].hasPrefix("termreader: ") {
            return .failed(message: String(lines[0].dropFirst("termreader: ".count)), code: code)
        }
        return .crashed("exit \(code)" + (lines.first.map { ": \($0)" } ?? "") + (lines.count > 1 ? " (+\(lines.count - 1) lines)" : ""))
    }

    /// This process's environment with the Swift runtime's backtracer turned off.
    static func environment() -> [String] {
        var result: [String] = []
        var p = environ
        while let entry = p.pointee {
            let line = String(cString: entry)
            if !line.hasPrefix("SWIFT_BACKTRACE=") { result.append(line) }
            p += 1
        }
        return result + ["SWIFT_BACKTRACE=enable=no"]
    }
}

/// An unlinked-on-removal temporary file, opened for reading and writing.
final class TemporaryFile {
    let fd: Int32
    let path: String

    init() {
        var template = Array("/tmp/termreader-check-XXXXXX".utf8CString)
        fd = mkstemp(&template)
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Everything written to the file.
    func contents() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            guard n > 0 else { break }
            bytes += chunk[..<n]
            offset += off_t(n)
        }
        return bytes
    }

    func remove() {
        if fd >= 0 { close(fd) }
        unlink(path)
    }
}
