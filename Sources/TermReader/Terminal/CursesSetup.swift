import CNcurses
import ReaderUI

/// The modes and colours every ncurses screen of ours starts in — raw input, no echo, no
/// newline translation, no cursor, colours started — shared by the reader's screen and the
/// bench's byte counter, so the bench measures what the reader sends.
enum CursesSetup {
    /// Sets up the current screen and returns the blitter for the colour depth it can show:
    /// the terminal's, or `requested` when that is poorer (never richer: that would send
    /// colour numbers the terminal does not have).
    static func configure(environment: [String: String], requested: ColorDepth? = nil) -> FrameBlitter {
        raw()
        noecho()
        nonl()
        curs_set(0)
        // COLORS is only known after start_color.
        let colors = has_colors() && start_color() == OK ? Int(tr_colors()) : 0
        let detected = ColorDepth.detect(colors: colors, environment: environment)
        let order = ColorDepth.allCases
        let depth = requested.map { order.firstIndex(of: $0)! < order.firstIndex(of: detected)! ? detected : $0 } ?? detected
        // Pair 0 is the terminal's own colours (-1/-1), not white on black: monochrome draws in it, and
        // ncurses clears the screen with one sequence instead of a screenful of coloured spaces (the
        // colour modes never draw with pair 0).
        if colors > 0 { use_default_colors() }
        return FrameBlitter(depth: depth, pairCapacity: Int(tr_color_pairs()) - 1)
    }
}
