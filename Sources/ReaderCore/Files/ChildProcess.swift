#if canImport(Glibc)
import Glibc
#endif

/// Runs a program found on `PATH` (a GPL tool such as poppler's, which termreader never links)
/// and collects its standard output through a pipe, under a deadline and a size limit: a child
/// that takes too long or writes too much is killed. Its input is the bytes given (written through
/// a socket as it reads them), else `/dev/null`; its errors are dropped, or sent along with its
/// output when asked.
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
    /// What the child reads on its standard input (none: `/dev/null`).
    package var input: [UInt8] = []

    package init(
        program: String, arguments: [String], seconds: Int = 60, outputLimit: Int = 256 << 20, withErrors: Bool = false,
        input: [UInt8] = []
    ) {
        self.program = program
        self.arguments = arguments
        self.seconds = seconds
        self.outputLimit = outputLimit
        self.withErrors = withErrors
        self.input = input
    }

    package func run() -> Result<Finished, Failure> {
        var pipe: [Int32] = [-1, -1], feed: [Int32] = [-1, -1]
        guard Self.pipe(&pipe) else { return .failure(.cannotStart(String(cString: strerror(errno)))) }
        guard input.isEmpty || Self.socketPair(&feed) else {
            let reason = String(cString: strerror(errno))
            close(pipe[0])
            close(pipe[1])
            return .failure(.cannotStart(reason))
        }
        let spawned = Self.spawn(
            program, arguments, input: input.isEmpty ? .null : .descriptor(feed[0]), output: .descriptor(pipe[1]),
            errors: withErrors ? .descriptor(pipe[1]) : .null)
        let error = errno
        close(pipe[1])
        if !input.isEmpty { close(feed[0]) }
        defer { close(pipe[0]) }
        guard let pid = spawned else {
            if !input.isEmpty { close(feed[1]) }
            return .failure(error == ENOENT ? .notFound : .cannotStart(String(cString: strerror(error))))
        }
        let (output, failure) = exchange(output: pipe[0], feed: input.isEmpty ? -1 : feed[1])
        if failure != nil { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if let failure { return .failure(failure) }
        let signal = status & 0x7F
        return .success(Finished(status: signal != 0 ? 128 + signal : (status >> 8) & 0xFF, output: output))
    }

    /// Reads the child's output from `fd` until it closes, writing `input` to `feed` (then closing
    /// it) as the child takes it, so that neither side waits on the other; stops at the deadline or
    /// the output limit.
    private func exchange(output fd: Int32, feed: Int32) -> (output: [UInt8], failure: Failure?) {
        var feed = feed, written = 0
        if feed >= 0 { _ = fcntl(feed, F_SETFL, fcntl(feed, F_GETFL) | O_NONBLOCK) }
        defer { if feed >= 0 { close(feed) } }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let deadline = Self.now() + Double(seconds)
        while true {
            var ready = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: feed, events: Int16(POLLOUT), revents: 0)]
            let left = Int32(max(0, min(Double(Int32.max), (deadline - Self.now()) * 1000)))
            let polled = poll(&ready, 2, left)
            if polled < 0, errno == EINTR { continue }
            if polled == 0 { return (output, .timedOut) }
            if feed >= 0, ready[1].revents != 0 {
                // A socket, so that a child that stops reading is EPIPE, never a SIGPIPE that ends the reader.
                let n = input.withUnsafeBytes { send(feed, $0.baseAddress! + written, $0.count - written, Int32(MSG_NOSIGNAL)) }
                if n > 0 { written += n }
                if written == input.count || (n < 0 && errno != EAGAIN && errno != EINTR) {
                    close(feed) // all given, or the child stopped reading (EPIPE)
                    feed = -1
                }
            }
            guard ready[0].revents != 0 else { continue }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return (output, nil) }
            output += chunk[0..<n]
            if output.count > outputLimit { return (output, .tooMuchOutput) }
        }
    }

    /// Where a child's standard input, output or errors go: `/dev/null`, or a descriptor of ours.
    package enum Stream {
        case null
        case descriptor(Int32)
    }

    /// Starts `program` (looked for on `PATH` unless it is a path) with its standard streams from
    /// these: its process id, or nil with `errno` saying why. A name that is not UTF-8 is passed by
    /// its bytes. A program started `apart` runs in a session of its own, without the reader's
    /// terminal: it cannot open `/dev/tty` and draw over the page, and no signal of the terminal's reaches it.
    package static func spawn(
        _ program: String, _ arguments: [String], input: Stream, output: Stream, errors: Stream, apart: Bool = false
    ) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if apart { posix_spawnattr_setflags(&attributes, Self.newSession) }
        for (target, stream) in [(Int32(0), input), (1, output), (2, errors)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let fd): posix_spawn_file_actions_adddup2(&actions, fd, target)
            }
        }
        let argv = ([program] + arguments).map { RawPaths.withCString($0) { strdup($0) } } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        // A program just written is still open for writing in any child another thread forked
        // meanwhile (ETXTBSY) until that child execs or exits, which takes moments.
        for _ in 0..<20 where spawned == ETXTBSY {
            usleep(10_000)
            spawned = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        }
        errno = spawned
        return spawned == 0 ? pid : nil
    }

    /// glibc's `POSIX_SPAWN_SETSID` (a GNU extension its header hides from Swift).
    private static let newSession: Int16 = 0x80

    /// A pipe whose ends no child keeps but as the stream it is given (each closed on exec).
    package static func pipe(_ ends: inout [Int32]) -> Bool {
        guard Glibc.pipe(&ends) == 0 else { return false }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// A connected pair of stream sockets, each closed on exec.
    private static func socketPair(_ ends: inout [Int32]) -> Bool {
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return false }
        return true
    }

    /// Seconds on the monotonic clock.
    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
