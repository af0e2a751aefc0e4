import ReaderUI

#if canImport(Glibc)
import Glibc
#endif

/// The private-mode sequences the screen writes itself (ncurses knows none of them),
/// as static strings so a signal handler can write them with `write(2)`.
enum TerminalModes {
    /// Button-event mouse tracking (1000 + 1002: presses, releases and drags) reported in
    /// SGR form (1006: exact coordinates past column 223, distinct release events).
    static let mouseOn: StaticString = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    static let mouseOff: StaticString = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    /// DEC mode 2031: the terminal reports dark/light theme changes; `CSI ? 996 n` asks
    /// for the current one. Terminals without it ignore both.
    static let appearanceOn: StaticString = "\u{1B}[?2031h\u{1B}[?996n"
    static let appearanceOff: StaticString = "\u{1B}[?2031l"
    /// OSC 11 query: the reply (`ESC ] 11 ; rgb:… ST`) arrives later as input.
    static let backgroundQuery: StaticString = "\u{1B}]11;?\u{1B}\\"
    /// The kitty graphics query (a one-pixel image tried, not kept: a terminal with the protocol
    /// answers `ESC _ G i=31 ; OK ESC \`), then the cell size in pixels (`CSI 16 t`) and the
    /// primary device attributes, which every terminal answers, last.
    static let graphicsQuery: StaticString = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[16t\u{1B}[c"
    /// The image id of `graphicsQuery`.
    static let graphicsQueryID = 31

    /// Writes `sequence` to `fd` with `write(2)`: no allocation, safe in a signal handler.
    static func write(_ sequence: StaticString, to fd: Int32) {
        sequence.withUTF8Buffer { write(UnsafeRawBufferPointer($0), to: fd) }
    }

    /// Writes `bytes` to `fd` whole (picture commands, written past ncurses).
    static func write(_ bytes: [UInt8], to fd: Int32) {
        bytes.withUnsafeBytes { write($0, to: fd) }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to fd: Int32) {
        var offset = 0
        while offset < buffer.count {
            let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n <= 0 { if n < 0 && errno == EINTR { continue } else { return } }
            offset += n
        }
    }
}
