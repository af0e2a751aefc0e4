import CNcurses
import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// Counts the bytes ncurses sends a terminal for a sequence of frames, by drawing them
/// on a pseudo-terminal exactly as `NcursesScreen` would (for `termreader bench`).
///
/// A thread drains the pty's master side while the frames are drawn (a full frame can
/// exceed the pty buffer); a marker written after each frame splits the stream.
public enum PtyByteCounter {
    /// Bytes written for each frame; the first includes ncurses' start-up (alternate
    /// screen, clear), every later one is the diff from the frame before. `depth` lowers
    /// the colour depth below the terminal's (never above it).
    public static func bytesPerFrame(
        _ frames: [Frame], terminal: String = "xterm-256color", depth: ColorDepth? = nil
    ) throws -> [Int] {
        guard let first = frames.first else { return [] }
        TerminalLocale.ensureUTF8()
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: UInt16(first.height), ws_col: UInt16(first.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw TerminalError.noPseudoTerminal(reason: String(cString: strerror(errno)))
        }
        let drain = PtyDrain(fd: master)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(drain).toOpaque()
        guard pthread_create(&thread, nil, { PtyDrain.run($0) }, context) == 0 else {
            Unmanaged<PtyDrain>.fromOpaque(context).release()
            close(master)
            close(slave)
            throw TerminalError.noPseudoTerminal(reason: "cannot start the drain thread")
        }
        guard let output = fdopen(dup(slave), "w"), let input = fdopen(dup(slave), "r") else {
            close(slave)
            pthread_join(thread, nil)
            close(master)
            throw TerminalError.noPseudoTerminal(reason: "fdopen failed")
        }
        guard let screen = newterm(terminal, output, input), let window = tr_stdscr() else {
            fclose(output)
            fclose(input)
            close(slave)
            pthread_join(thread, nil)
            close(master)
            throw TerminalError.cannotOpen(term: terminal)
        }
        set_term(screen)
        var blitter = CursesSetup.configure(environment: [:], requested: depth)
        for frame in frames {
            blitter.blit(frame, into: window)
            wnoutrefresh(window)
            doupdate()
            TerminalModes.write(PtyDrain.marker, to: slave)
        }
        endwin()
        delscreen(screen)
        fclose(output)
        fclose(input)
        close(slave)
        pthread_join(thread, nil)
        close(master)
        return drain.counts()
    }
}

/// The master side of the pty, read on its own thread until the slave side closes.
private final class PtyDrain: @unchecked Sendable {
    static let marker: StaticString = "\u{18}termreader-frame\u{18}"
    let fd: Int32
    /// Written by the drain thread only, read after it is joined.
    private var bytes: [UInt8] = []

    init(fd: Int32) {
        self.fd = fd
    }

    static func run(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        let drain = Unmanaged<PtyDrain>.fromOpaque(context!).takeRetainedValue()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(drain.fd, $0.baseAddress, $0.count) }
            if n > 0 {
                drain.bytes.append(contentsOf: buffer[0..<n])
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return nil // EIO: every slave descriptor is closed
            }
        }
    }

    /// Byte counts between consecutive markers.
    func counts() -> [Int] {
        let marker = Self.marker.withUTF8Buffer { Array($0) }
        var result: [Int] = []
        var start = 0, i = 0
        while i + marker.count <= bytes.count {
            if bytes[i] == marker[0], Array(bytes[i..<(i + marker.count)]) == marker {
                result.append(i - start)
                i += marker.count
                start = i
            } else {
                i += 1
            }
        }
        return result
    }
}
