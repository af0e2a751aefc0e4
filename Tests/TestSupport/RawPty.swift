import Foundation

/// The real binary on a raw pseudo-terminal, with no tmux in between: input is written
/// to the master side the way a terminal emulator writes it (a whole mouse report in one
/// write), so the reader's own terminfo entry (`TERM`) decides how ncurses reads it.
public final class RawPty {
    private let master: Int32
    private let process = Process()
    /// Everything the reader has written so far.
    public private(set) var output: [UInt8] = []

    /// Starts `termreader arguments` at `columns`x`rows` under `term`, with only `environment`
    /// plus PATH, HOME and a UTF-8 locale.
    public init(arguments: [String], term: String, columns: Int = 100, rows: Int = 30, environment: [String: String]) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure.noPty }
        self.master = master
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = URL(fileURLWithPath: Package.binary)
        process.arguments = arguments
        var env = environment
        env["TERM"] = term
        env["LANG"] = "C.UTF-8"
        for name in ["PATH", "HOME"] { env[name] = ProcessInfo.processInfo.environment[name] }
        process.environment = env
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        close(master)
    }

    public enum Failure: Error {
        case noPty
        case timedOut(String)
    }

    /// Reads what the reader writes until it has been quiet for `quiet` seconds (at most `limit`).
    public func settle(quiet: Double = 0.3, limit: Double = 5) {
        let deadline = Date().addingTimeInterval(limit)
        var lastByte = Date()
        while Date() < deadline, Date().timeIntervalSince(lastByte) < quiet {
            var pfd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 50) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65536)
            let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            output += buffer[0..<n]
            lastByte = Date()
        }
    }

    /// Writes `bytes` in one write, as a terminal emulator sends a report, then lets the reader answer.
    public func send(_ bytes: String) {
        _ = bytes.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
        settle()
    }

    /// Sends `q` and waits for the reader to exit; its exit status.
    public func quit(timeout: Double = 10) throws -> Int32 {
        send("q")
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else { throw Failure.timedOut(String(decoding: output.suffix(400), as: UTF8.self)) }
            settle(quiet: 0.05, limit: 0.1)
        }
        return process.terminationStatus
    }
}
