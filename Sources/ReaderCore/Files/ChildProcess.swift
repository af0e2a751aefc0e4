#if canImport(Glibc)
import Glibc
#endif

/// Runs a program found on `PATH` (a GPL tool such as poppler's, which termreader never links)
/// and collects its standard output through a pipe, under a deadline and a size limit: a child
/// that takes too long or writes too much is killed. Its input is `/dev/null`; its errors are
/// dropped, or sent along with its output when asked.
package struct ChildProcess {
    /// Why a run gave no output.
    package enum Failure: Error, Equatable {
        /// No such program on `PATH`.
        case notFound
        /// It ran past the deadline.
        case timedOut
        /// It wrote more than the limit.
        case tooMuchOutput
        /// It could not be started (the reason).
        case cannotStart(String)
    }

    /// What a finished child left: its exit status (128 + the signal when one ended it) and output.
    package struct Finished {
        package var status: Int32
        package var output: [UInt8]
    }

    package let program: String
    package let arguments: [String]
    package var seconds = 60
    package var outputLimit = 256 << 20
    /// Whether the child's standard error goes into the output (else to `/dev/null`).
    package var withErrors = false

    package init(program: String, arguments: [String], seconds: Int = 60, outputLimit: Int = 256 << 20, withErrors: Bool = false) {
        self.program = program
        self.arguments = arguments
        self.seconds = seconds
        self.outputLimit = outputLimit
        self.withErrors = withErrors
    }

    package func run() -> Result<Finished, Failure> {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { return .failure(.cannotStart(String(cString: strerror(errno)))) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        if withErrors {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        // Paths are passed by their own bytes (a name that is not UTF-8 stays that name).
        let argv = ([program] + arguments).map { RawPaths.withCString($0) { strdup($0) } } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environ)
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else {
            return .failure(spawned == ENOENT ? .notFound : .cannotStart(String(cString: strerror(spawned))))
        }
        var output: [UInt8] = []
        var failure: Failure?
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let deadline = Self.now() + Double(seconds)
        while failure == nil {
            var ready = pollfd(fd: pipe[0], events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, min(Double(Int32.max), (deadline - Self.now()) * 1000)))
            let polled = poll(&ready, 1, left)
            if polled < 0, errno == EINTR { continue }
            if polled == 0 {
                failure = .timedOut
                break
            }
            let n = chunk.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            output += chunk[0..<n]
            if output.count > outputLimit { failure = .tooMuchOutput }
        }
        if failure != nil { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if let failure { return .failure(failure) }
        let signal = status & 0x7F
        return .success(Finished(status: signal != 0 ? 128 + signal : (status >> 8) & 0xFF, output: output))
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
