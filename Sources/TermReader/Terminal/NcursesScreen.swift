import CNcurses
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// The real terminal: blits `Frame`s through ncursesw and reads `TerminalEvent`s.
///
/// Opening it sets a UTF-8 locale, installs `Signals`, enters the alternate screen in
/// raw mode, turns on SGR button-event mouse tracking, DEC 2031 appearance reports and
/// queries the background colour (the reply arrives later as an event). `restore()`
/// (also run at deinit) undoes all of it. Main thread only.
public final class NcursesScreen: Screen {
    /// How colours are shown on this terminal.
    public let depth: ColorDepth
    /// The terminfo name ncurses opened (a `-direct` sibling when `COLORTERM` asked for it).
    public let terminalName: String
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private var blitter: FrameBlitter
    private var decoder = InputDecoder()
    private var pending: [TerminalEvent] = []
    private var active = true
    /// The pictures the frames show through the terminal's graphics (`TerminalPictures`): kitty
    /// images are sent before the frame that needs them (and deleted when the screen restores);
    /// sixels are drawn over the frame once it is shown.
    var pictures: TerminalPictures?
    /// The sixel pictures on the terminal now (none after `invalidate`: a clear wipes them).
    var sixels: [TerminalPictures.Sixel] = []

    /// Opens the terminal on stdin/stdout. `queryTerminal` sends the OSC 11 background
    /// query and enables DEC 2031 appearance reports.
    public init(queryTerminal: Bool = true) throws {
        TerminalLocale.ensureUTF8()
        Signals.install()
        let environment = Environment.current
        let term = environment["TERM"] ?? ""
        // Checked before ncurses writes anything to the terminal (an unknown TERM fails below).
        if TerminalCapabilities.canAddressCursor(term) == false { throw TerminalError.noCursorAddressing(term: term) }
        var candidates: [String] = []
        if ColorDepth.emulatorHasTrueColor(environment: environment), let direct = ColorDepth.directVariant(ofTerm: term) {
            candidates.append(direct)
        }
        candidates.append(term)
        var opened: (OpaquePointer, String)? = nil
        for name in candidates where !name.isEmpty {
            if let sp = newterm(name, tr_stdout(), tr_stdin()) {
                opened = (sp, name)
                break
            }
        }
        guard let (sp, name) = opened, let win = tr_stdscr() else { throw TerminalError.cannotOpen(term: term) }
        screen = sp
        terminalName = name
        window = win
        set_term(sp)
        Signals.outputFD = STDOUT_FILENO
        Signals.cursesActive.store(true, ordering: .relaxed)
        blitter = CursesSetup.configure(environment: environment)
        depth = blitter.depth
        keypad(win, true)
        // Terminfo entries whose `kmous` is `\E[<` (xterm, xterm-256color) would make ncurses
        // swallow the start of every SGR mouse report as KEY_MOUSE and leak the rest as keys.
        // The decoder reads mouse reports itself, so ncurses must not match that key.
        keyok(KEY_MOUSE, false)
        set_escdelay(25)
        Signals.chainResizeHandler()
        TerminalModes.write(TerminalModes.mouseOn, to: STDOUT_FILENO)
        if queryTerminal {
            TerminalModes.write(TerminalModes.appearanceOn, to: STDOUT_FILENO)
            TerminalModes.write(TerminalModes.backgroundQuery, to: STDOUT_FILENO)
            // The Linux console has no APC: it would print the query (ncurses' first frame clears it anyway).
            if term != "linux" { TerminalModes.write(TerminalModes.graphicsQuery, to: STDOUT_FILENO) }
        }
    }

    deinit { restore() }

    /// The terminal's current size in cells.
    public var size: TerminalSize {
        TerminalSize(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    }

    /// Shows `frame`: draws every cell into stdscr, then one `wnoutrefresh` + `doupdate`
    /// (ncurses sends only the cells that changed since the last frame).
    public func draw(_ frame: Frame) {
        guard active else { return }
        var frame = frame
        var drawing: [TerminalPictures.Sixel] = []
        switch pictures?.graphics {
        case .kitty?:
            // The images first: a placeholder cell shows its piece once the terminal holds the image.
            if let commands = pictures?.commands(for: frame), !commands.isEmpty { TerminalModes.write(commands, to: STDOUT_FILENO) }
        case .sixel?:
            (frame, drawing) = pictures?.sixels(for: frame) ?? (frame, [])
        case .embedded?, nil: break
        }
        // Sixels that go are painted over: their rows are written again whole.
        if drawing != sixels {
            for gone in sixels { if let rows = pictures?.rows(of: gone) { wredrawln(window, Int32(gone.y), Int32(rows)) } }
        }
        blitter.blit(frame, into: window)
        wnoutrefresh(window)
        doupdate()
        if drawing != sixels {
            // Drawn from each picture's top left cell; the cursor is put back where ncurses left it.
            for picture in drawing {
                guard let bytes = pictures?.bytes(of: picture) else { continue }
                TerminalModes.write(
                    Array("\u{1B}7\u{1B}[\(picture.y + 1);\(picture.x + 1)H".utf8) + bytes + Array("\u{1B}8".utf8), to: STDOUT_FILENO)
            }
            sixels = drawing
        }
    }

    /// The next event, waiting at most `timeoutMs` (nil: until one comes). Returns nil on
    /// timeout and promptly after SIGINT/SIGTERM/SIGHUP (see `Signals.terminationSignal`),
    /// or when the terminal goes away (recorded as SIGHUP). A SIGTSTP is handled inside:
    /// the terminal is restored, the process stops, and on `fg` a `.resize` event asks for
    /// a redraw; a SIGCONT after `kill -STOP` takes the terminal back the same way. Waiting is one `poll` on stdin and the signal wake-up pipe: no timer runs
    /// while nothing happens.
    public func nextEvent(timeoutMs: Int?) -> TerminalEvent? {
        let deadline = timeoutMs.map { Self.now() + max(0, $0) }
        while true {
            if !pending.isEmpty { return pending.removeFirst() }
            if Signals.terminationSignal != nil || !active { return nil }
            if Signals.takeSuspendRequest() {
                suspend()
                continue
            }
            if Signals.takeContinueRequest() {
                resume()
                continue
            }
            // What ncurses holds or the terminal already sent (a resize, too) is read without waiting.
            if readAvailable() { continue }
            // Half a sequence: its rest is already queued, or comes within a few ms.
            var wait = deadline.map { max(0, $0 - Self.now()) } ?? -1
            if decoder.isPending { wait = wait < 0 ? 30 : min(wait, 30) }
            switch waitForInput(timeoutMs: wait) {
            case .input, .interrupted:
                continue
            case .woken:
                // A signal (seen at the top) or background work with news for the caller.
                if Signals.terminationSignal != nil || Signals.hasSuspendRequest || readAvailable() { continue }
                return nil
            case .hangup:
                Signals.noteHangup()
                return nil
            case .timeout:
                if decoder.isPending { pending += decoder.flush() }
                if let deadline, Self.now() >= deadline, pending.isEmpty { return nil }
            }
        }
    }

    /// Feeds one key or character from ncurses (or a resize) to the decoder if one is there now.
    private func readAvailable() -> Bool {
        // Bytes waiting in the terminal: allow a moment, so a character whose bytes come in two
        // reads arrives whole (ncurses drops a half character read without waiting). None:
        // take only what ncurses itself holds, without waiting.
        var queued: Int32 = 0
        let waiting = ioctl(STDIN_FILENO, UInt(FIONREAD), &queued) == 0 && queued > 0
        if read(waitingMs: waiting ? 30 : 0) { return true }
        // Answering ERR, ncurses may have put a key back into its own queue.
        return read(waitingMs: 0)
    }

    /// One `wget_wch` waiting at most `waitingMs`; true when it gave a key or character.
    private func read(waitingMs: Int32) -> Bool {
        wtimeout(window, waitingMs)
        var ch: wint_t = 0
        let rc = wget_wch(window, &ch)
        if rc == KEY_CODE_YES {
            pending += decoder.feed(keyCode: Int32(bitPattern: ch), size: size)
        } else if rc == OK {
            pending += decoder.feed(Unicode.Scalar(UInt32(ch)) ?? "\u{FFFD}")
        } else {
            return false
        }
        return true
    }

    private enum Wake { case input, woken, interrupted, timeout, hangup }

    /// Sleeps until stdin has bytes, a signal arrives, or `timeoutMs` passes (-1: no limit).
    private func waitForInput(timeoutMs: Int) -> Wake {
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: Signals.wakeFD, events: Int16(POLLIN), revents: 0),
        ]
        let count = poll(&fds, nfds_t(Signals.wakeFD >= 0 ? 2 : 1), Int32(timeoutMs))
        if count < 0 {
            // EINTR: a signal without a wake-up (SIGCONT). Any other failure would repeat forever.
            return errno == EINTR ? .interrupted : .hangup
        }
        if count == 0 { return .timeout }
        if fds[1].revents != 0 {
            Signals.drainWake()
            return .woken
        }
        let events = Int32(fds[0].revents)
        if events & Int32(POLLIN) != 0 {
            // Readable with nothing to read (or no longer a terminal) is end of file: the terminal is gone.
            var available: Int32 = 0
            if ioctl(STDIN_FILENO, UInt(FIONREAD), &available) != 0 || available == 0 { return .hangup }
            return .input
        }
        return events & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 ? .hangup : .input
    }

    /// Ctrl-Z: gives the terminal back to the shell, stops the process, and on `fg`
    /// takes it again and queues a `.resize` so the caller redraws.
    public func suspend() {
        guard active else { return }
        Signals.writeModesOff(to: STDOUT_FILENO)
        endwin()
        Signals.cursesActive.store(false, ordering: .relaxed)
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        // Stopped here until SIGCONT.
        Signals.installSuspendHandler()
        _ = Signals.takeContinueRequest()
        Signals.cursesActive.store(true, ordering: .relaxed)
        resume()
    }

    /// Takes the terminal back after the process was stopped and continued: the program's tty
    /// modes (the shell left its own, cooked ones), mouse reports, and a whole redraw.
    private func resume() {
        reset_prog_mode()
        TerminalModes.write(TerminalModes.mouseOn, to: STDOUT_FILENO)
        clearok(window, true)
        wrefresh(window)
        let s = size
        pending.append(.resize(columns: s.columns, rows: s.rows))
    }

    /// Leaves the terminal as it was: mouse and appearance reports off, normal screen,
    /// cooked mode. Idempotent; the screen draws nothing afterwards.
    public func restore() {
        guard active else { return }
        active = false
        if let commands = pictures?.deleteAll(), !commands.isEmpty { TerminalModes.write(commands, to: STDOUT_FILENO) }
        Signals.cursesActive.store(false, ordering: .relaxed)
        Signals.writeModesOff(to: STDOUT_FILENO)
        endwin()
        delscreen(screen)
    }

    /// The terminating signal `Signals` caught, if any.
    var terminationSignal: Int32? { Signals.terminationSignal }

    /// Milliseconds on the monotonic clock.
    private static func now() -> Int { Int(MonotonicClock.now() * 1000) }
}
