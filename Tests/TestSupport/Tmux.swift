import Foundation

/// A private tmux server running one command in a detached pane: a real terminal for
/// end-to-end tests, also under CI with no TTY.
///
/// Each instance has its own socket (`tmux -L`), a config with no status line (the pane
/// is exactly `columns`×`rows`) and `remain-on-exit` (the last screen and the exit status
/// stay readable after the command ends; tmux 3.3 then scrolls the screen up one line to
/// print "Pane is dead", so check the screen before the command exits). The command sees
/// only the given environment plus PATH and HOME. Gate tests with `.enabled(if: Tmux.isAvailable, "needs tmux")`.
public final class Tmux {
    public enum Failure: Error, CustomStringConvertible {
        case commandFailed(arguments: [String], status: Int32, output: String)
        case timedOut(seconds: Double, screen: [String])

        public var description: String {
            switch self {
            case .commandFailed(let args, let status, let output):
                return "tmux \(args.joined(separator: " ")) failed (\(status)): \(output)"
            case .timedOut(let seconds, let screen):
                return "condition not met after \(seconds) s; screen:\n" + screen.joined(separator: "\n")
            }
        }
    }

    /// The tmux executable, or nil when it is not installed.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// True when tmux is installed; tests skip otherwise.
    public static var isAvailable: Bool { executable != nil }

    public let socket: String
    private let configPath: String
    private let serverEnvironment: [String: String]
    private var killed = false
    private var serverPID: pid_t?

    /// Starts `command` (run by `sh -c`) in a `columns`×`rows` pane. `environment` is
    /// exported to the command (TERM defaults to tmux-256color, LANG to C.UTF-8).
    public init(command: String, columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws {
        socket = "termreader-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        configPath = NSTemporaryDirectory() + socket + ".conf"
        let config = """
            set -g status off
            set -g remain-on-exit on
            set -g default-size \(columns)x\(rows)
            set -g default-terminal "\(environment["TERM"] ?? "tmux-256color")"
            """
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        var env: [String: String] = ["TERM": "tmux-256color", "LANG": "C.UTF-8"]
        let inherited = ProcessInfo.processInfo.environment
        for name in ["PATH", "HOME"] { env[name] = inherited[name] }
        env.merge(environment) { _, new in new }
        serverEnvironment = env
        let exports = env.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quote($0.value)); " }.joined()
        try run([
            "-f", configPath, "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
            exports + "exec sh -c " + Self.quote(command),
        ])
        serverPID = pid_t(try run(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    deinit { kill() }

    /// Sends tmux key names (`"q"`, `"Space"`, `"C-l"`, `"NPage"`, `"Escape"`).
    public func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", "0"] + keys)
    }

    /// Types `text` literally (no key-name lookup), e.g. a raw escape sequence.
    public func sendText(_ text: String) throws {
        try run(["send-keys", "-t", "0", "-l", text])
    }

    /// The pane's text, one string per row, trailing blanks kept as tmux prints them.
    public func capture() throws -> [String] {
        try lines(run(["capture-pane", "-p", "-t", "0"]))
    }

    /// The pane's rows with colours and attributes as SGR escape sequences.
    public func captureWithColors() throws -> [String] {
        try lines(run(["capture-pane", "-p", "-e", "-t", "0"]))
    }

    /// Polls the screen every 50 ms until `condition` holds; returns that screen, or
    /// throws `timedOut` with the last screen seen.
    @discardableResult
    public func waitUntil(timeout: Double = 10, line: Int = #line, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture()
        while !condition(screen) {
            if Date() > deadline { throw Failure.timedOut(seconds: timeout, screen: ["(waiting at line \(line))"] + screen) }
            usleep(50_000)
            screen = try capture()
        }
        return screen
    }

    /// Resizes the pane (the command gets SIGWINCH).
    public func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "0", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Expands a tmux format for the pane (`display-message -p`), e.g.
    /// `#{alternate_on} #{mouse_any_flag}`: terminal modes the pane's program has set,
    /// which `capture-pane` does not show.
    public func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The command's exit status once it has ended, else nil.
    public func exitStatus() throws -> Int32? {
        let fields = try run(["display-message", "-p", "-t", "0", "#{pane_dead} #{pane_dead_status}"])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard fields.first == "1", fields.count > 1 else { return nil }
        return Int32(fields[1])
    }

    /// The pid of the command (for sending signals).
    public func panePID() throws -> pid_t? {
        pid_t(try run(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Stops the server and the command; safe to call more than once.
    public func kill() {
        guard !killed else { return }
        killed = true
        _ = try? run(["kill-server"])
        // A server that did not go within 100 ms is killed outright.
        if let pid = serverPID {
            for _ in 0..<10 where Glibc.kill(pid, 0) == 0 { usleep(10_000) }
            if Glibc.kill(pid, 0) == 0 { Glibc.kill(pid, SIGKILL) }
        }
        try? FileManager.default.removeItem(atPath: configPath)
    }

    /// Runs one tmux command and returns its output. It is spawned with `posix_spawn`
    /// and reaped with `waitpid` (Foundation's `Process` left tmux clients unreaped in the
    /// test runner here), and its output goes through a file, not a pipe: the server
    /// that `new-session` forks keeps the client's descriptors, so a pipe never ends.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let outputPath = NSTemporaryDirectory() + socket + "-\(UUID().uuidString.prefix(8)).out"
        defer { unlink(outputPath) }
        let argv = [Self.executable ?? "/usr/bin/tmux", "-L", socket] + arguments
        let envp = serverEnvironment.map { "\($0.key)=\($0.value)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        // The test runner's threads may block or ignore signals; a tmux server inheriting a
        // blocked SIGCHLD never notices its pane's command exit. Start it with a clean slate.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = Self.withCStrings(argv) { cArgv in
            Self.withCStrings(envp) { cEnvp in posix_spawn(&pid, argv[0], &actions, &attributes, cArgv, cEnvp) }
        }
        guard spawned == 0 else {
            throw Failure.commandFailed(arguments: arguments, status: -1, output: String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard exited && code == 0 else {
            throw Failure.commandFailed(arguments: arguments, status: exited ? code : -1, output: text)
        }
        return text
    }

    /// Calls `body` with a NULL-terminated C array of `strings`.
    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }

    private func lines(_ output: String) -> [String] {
        var rows = output.components(separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    /// Single-quotes `s` for sh.
    public static func quote(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
