import CNcurses
import ReaderUI
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The reader's signal handling, installed before ncurses starts (ncurses only installs
/// its own handlers for signals that are still at their default, and its own exit on
/// SIGINT/SIGTERM would skip saving the reading position).
///
/// - INT, TERM, HUP, and ALRM, USR1, USR2 (which end a process by default, so whoever sends
///   them means "stop"): set a flag; `NcursesScreen.nextEvent` returns nil promptly and the
///   loop saves and exits.
/// - Every handler here (and ncurses' SIGWINCH handler, chained) also writes a byte to a
///   wake-up pipe that the input wait polls beside stdin, so waiting for input needs no
///   timeout to notice a signal: an idle reader sleeps until something happens.
/// - TSTP (`kill -TSTP`; in raw mode Ctrl-Z arrives as a key instead): sets a flag; the
///   screen restores the terminal, stops, and redraws on `fg`.
/// - CONT (after `kill -STOP`, which cannot be caught, and `fg`: the shell has put the
///   terminal back in its cooked modes meanwhile): sets a flag; the screen puts its own
///   modes back and redraws.
/// - SEGV, ILL, TRAP, BUS, ABRT, FPE (a Swift trap is ILL or TRAP): restore the terminal
///   (mouse modes off, `endwin`), then re-raise to the handler that was there before —
///   the default action, or Swift's crash backtracer, which then prints on a sane screen.
/// - Every other signal whose default action ends the process (QUIT, PIPE, XCPU, XFSZ, VTALRM, PROF, SYS, IO, PWR, STKFLT): restore the terminal the same
///   way, then die of the signal by its default action — not through Swift's backtracer,
///   which would hold a `kill -QUIT` for 30 s at an interactive prompt for what is no bug
///   of ours. An ignored signal stays ignored: it ends nothing.
public enum Signals {
    static let termination = Atomic<Int32>(0)
    static let suspension = Atomic<Bool>(false)
    static let continuation = Atomic<Bool>(false)
    /// True while ncurses owns the terminal, so a crash knows whether to restore it.
    static let cursesActive = Atomic<Bool>(false)
    /// The descriptor the terminal is written to.
    nonisolated(unsafe) static var outputFD: Int32 = STDOUT_FILENO
    /// Handlers replaced for the fatal signals, indexed by signal number.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let p = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        p.initialize(repeating: sigaction(), count: 65)
        return p
    }()
    nonisolated(unsafe) static var installed = false

    static let fatalSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGBUS, SIGABRT, SIGFPE]
    /// Signals after which the loop saves the place and exits.
    static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGALRM, SIGUSR1, SIGUSR2]
    /// Signals that end the process by default without being a crash of ours, nor a request to stop.
    static let endingSignals: [Int32] = [
        SIGQUIT, SIGPIPE, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS, SIGIO, SIGPWR, SIGSTKFLT,
    ]

    /// Read end of the wake-up pipe (-1 before `install`); polled beside stdin.
    nonisolated(unsafe) static var wakeFD: Int32 = -1
    /// Write end of the wake-up pipe, written from signal handlers.
    nonisolated(unsafe) static var wakeWriteFD: Int32 = -1

    /// Installs every handler once; later calls do nothing. Not thread-safe: call it from
    /// the main thread before the screen opens.
    public static func install() {
        guard !installed else { return }
        installed = true
        // Touch the lazily initialised statics now: a handler must never run their initialisers.
        _ = termination.load(ordering: .relaxed)
        _ = suspension.load(ordering: .relaxed)
        _ = continuation.load(ordering: .relaxed)
        _ = cursesActive.load(ordering: .relaxed)
        _ = outputFD
        _ = previous
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            wakeFD = fds[0]
            wakeWriteFD = fds[1]
        }
        for sig in terminationSignals { set(sig, handler: onTermination) }
        installSuspendHandler()
        set(SIGCONT, handler: onContinue)
        for sig in fatalSignals { set(sig, handler: onFatal, previous: previous + Int(sig)) }
        for sig in endingSignals {
            set(sig, handler: onEnding, previous: previous + Int(sig))
            // Ignored (e.g. by a parent shell with `trap '' QUIT`): put it back, it ends nothing.
            if let old = previous[Int(sig)].__sigaction_handler.sa_handler, unsafeBitCast(old, to: Int.self) == 1 {
                sigaction(sig, previous + Int(sig), nil)
            }
        }
    }

    /// Wraps the SIGWINCH handler ncurses installed (call after the screen opens) so a
    /// resize also wakes the input wait.
    static func chainResizeHandler() {
        // Once per process: chaining again would make this handler its own predecessor.
        guard !resizeChained else { return }
        resizeChained = true
        set(SIGWINCH, handler: onResize, previous: previous + Int(SIGWINCH))
    }
    nonisolated(unsafe) private static var resizeChained = false

    /// Records that the terminal went away (stdin closed): the loop ends as on SIGHUP.
    static func noteHangup() {
        _ = termination.compareExchange(expected: 0, desired: SIGHUP, ordering: .relaxed)
    }

    /// Empties the wake-up pipe (after a wake-up was seen).
    static func drainWake() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeFD, &buffer, buffer.count) > 0 {}
    }

    /// Wakes the input wait: one byte into the wake-up pipe (a full pipe already means
    /// "wake up"). Signal-safe, and callable from any thread (background work that finished).
    static func wake() {
        // A handler must leave errno as it found it (a full pipe sets EAGAIN).
        let saved = errno
        var byte: UInt8 = 1
        _ = write(wakeWriteFD, &byte, 1)
        errno = saved
    }

    /// The termination signal received (one of `terminationSignals`), if any.
    public static var terminationSignal: Int32? {
        let sig = termination.load(ordering: .relaxed)
        return sig == 0 ? nil : sig
    }

    /// Whether a SIGTSTP waits to be taken.
    static var hasSuspendRequest: Bool { suspension.load(ordering: .relaxed) }

    /// Returns whether a SIGTSTP arrived since the last call, and clears it.
    static func takeSuspendRequest() -> Bool {
        suspension.exchange(false, ordering: .relaxed)
    }

    /// Returns whether a SIGCONT arrived since the last call, and clears it.
    static func takeContinueRequest() -> Bool {
        continuation.exchange(false, ordering: .relaxed)
    }

    /// (Re)installs the SIGTSTP handler, which `NcursesScreen.suspend` resets to stop.
    static func installSuspendHandler() {
        set(SIGTSTP, handler: onSuspend)
    }

    /// Installs `handler` without SA_RESTART, so a blocking read returns EINTR and the
    /// input loop gets to look at the flags.
    private static func set(
        _ sig: Int32, handler: @convention(c) (Int32) -> Void, previous: UnsafeMutablePointer<sigaction>? = nil
    ) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(sig, &action, previous)
    }

    private static let onTermination: @convention(c) (Int32) -> Void = { sig in
        Signals.termination.store(sig, ordering: .relaxed)
        Signals.wake()
    }

    private static let onSuspend: @convention(c) (Int32) -> Void = { _ in
        Signals.suspension.store(true, ordering: .relaxed)
        Signals.wake()
    }

    private static let onContinue: @convention(c) (Int32) -> Void = { _ in
        Signals.continuation.store(true, ordering: .relaxed)
        Signals.wake()
    }

    private static let onResize: @convention(c) (Int32) -> Void = { sig in
        let handler = Signals.previous[Int(sig)].__sigaction_handler.sa_handler
        if let handler, unsafeBitCast(handler, to: Int.self) > 1 { handler(sig) } // not SIG_DFL (0) or SIG_IGN (1)
        Signals.wake()
    }

    private static let onFatal: @convention(c) (Int32) -> Void = { sig in
        if Signals.cursesActive.exchange(false, ordering: .relaxed) {
            Signals.writeModesOff(to: Signals.outputFD)
            endwin()
        }
        // Hand the signal back to whoever had it before (SIG_DFL or Swift's backtracer).
        // It is blocked while this handler runs, so it is delivered right after it returns.
        sigaction(sig, Signals.previous + Int(sig), nil)
        raise(sig)
    }

    private static let onEnding: @convention(c) (Int32) -> Void = { sig in
        if Signals.cursesActive.exchange(false, ordering: .relaxed) {
            Signals.writeModesOff(to: Signals.outputFD)
            endwin()
        }
        // Die of the signal itself (the status says so); it is blocked until this handler returns.
        signal(sig, SIG_DFL)
        raise(sig)
    }

    /// The bytes that switch off everything the screen switched on beyond ncurses' own.
    static func writeModesOff(to fd: Int32) {
        TerminalModes.write(TerminalModes.mouseOff, to: fd)
        TerminalModes.write(TerminalModes.appearanceOff, to: fd)
    }
}
