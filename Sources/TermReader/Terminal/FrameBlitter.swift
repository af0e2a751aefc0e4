import CNcurses
import ReaderUI

/// Writes a `Frame` into an ncurses window: one `cchar_t` per cell that changed since the
/// frame before (wide characters as one, continuation cells skipped), styles mapped for the
/// colour depth and cached.
/// Shared by `NcursesScreen` and `PtyByteCounter` so both send the same bytes.
struct FrameBlitter {
    let depth: ColorDepth
    private let mapper: ColorMapper
    private var pairs: ColorPairCache
    private var resolved: [Style: (attr: attr_t, pair: Int32)] = [:]
    /// wchar_t buffer for setcchar: a spacing character, up to 4 combining ones, NUL.
    private var chars: [wchar_t] = Array(repeating: 0, count: 6)
    /// The frame ncurses' window holds, as last drawn (nil: unknown, draw every cell).
    private var drawn: Frame?

    init(depth: ColorDepth, pairCapacity: Int) {
        self.depth = depth
        self.mapper = ColorMapper(depth: depth)
        self.pairs = ColorPairCache(capacity: pairCapacity)
    }

    /// Draws `frame` into `window` (no refresh), writing only the cells that differ from the
    /// frame drawn before (`FrameDiff`): ncurses' window still holds that one. When colour pairs
    /// run out mid-frame the cache is cleared and the whole frame drawn again with `clearok`, so
    /// nothing keeps a redefined pair's new colours by mistake.
    mutating func blit(_ frame: Frame, into window: UnsafeMutablePointer<WINDOW>) {
        if Int(getmaxx(window)) != frame.width || Int(getmaxy(window)) != frame.height {
            werase(window)
            drawn = nil
        }
        if !draw(frame, over: drawn, into: window) {
            pairs.clear()
            resolved.removeAll(keepingCapacity: true)
            clearok(window, true)
            _ = draw(frame, over: nil, into: window)
        }
        drawn = frame
    }

    /// Returns false (having stopped) when colour pairs ran out.
    private mutating func draw(_ frame: Frame, over previous: Frame?, into window: UnsafeMutablePointer<WINDOW>) -> Bool {
        let rows = min(frame.height, Int(getmaxy(window)))
        let columns = min(frame.width, Int(getmaxx(window)))
        var cc = cchar_t()
        var lastStyle: Style? = nil
        var look: (attr: attr_t, pair: Int32) = (0, 0)
        return FrameDiff.forEachCell(of: frame, over: previous) { x, y in
            guard y < rows, x < columns else { return true }
            let cell = frame[x, y]
            if cell.style != lastStyle {
                guard let l = resolve(cell.style) else { return false }
                look = l
                lastStyle = cell.style
            }
            let spacing = fill(cell)
            var pair = look.pair
            setcchar(&cc, chars, look.attr, 0, &pair)
            mvwadd_wch(window, Int32(y), Int32(x), &cc)
            if cell.width == 2 && spacing == 1 && x + 1 < columns {
                // wcwidth disagrees (narrower): blank the right half ourselves.
                chars[0] = 0x20
                chars[1] = 0
                setcchar(&cc, chars, look.attr, 0, &pair)
                mvwadd_wch(window, Int32(y), Int32(x + 1), &cc)
            }
            return true
        }
    }

    /// Loads `cell`'s cluster into `chars` and returns the spacing character's width. A cluster
    /// whose extra scalars are not all zero-width, or that has more than 4 of them
    /// (ZWJ emoji families), keeps only its first scalar; a non-printing one becomes a space.
    private mutating func fill(_ cell: Cell) -> Int32 {
        var count = 0
        var fallback = false
        cell.forEachScalar { scalar in
            guard !fallback else { return }
            let c = wchar_t(bitPattern: scalar.value)
            if count == 0 {
                chars[0] = c
            } else if count > 4 || wcwidth(c) != 0 {
                fallback = true
                return
            } else {
                chars[count] = c
            }
            count += 1
        }
        if count == 0 { chars[0] = 0x20; count = 1 }
        if fallback { count = 1 }
        // Printable ASCII is one column: no need to ask wcwidth.
        var width: Int32 = (0x20..<0x7F).contains(chars[0]) ? 1 : wcwidth(chars[0])
        if width < 1 {
            chars[0] = 0x20
            count = 1
            width = 1
        }
        chars[count] = 0
        return width
    }

    /// The attributes and pair number for `style`, initialising a new pair when needed;
    /// nil when pair numbers ran out.
    private mutating func resolve(_ style: Style) -> (attr: attr_t, pair: Int32)? {
        if let known = resolved[style] { return known }
        let mapped = mapper.map(style)
        var pairNumber: Int32 = 0
        if depth != .monochrome {
            guard let p = pairs.pair(foreground: mapped.foreground, background: mapped.background) else {
                return nil
            }
            if p.isNew { init_extended_pair(p.number, mapped.foreground, mapped.background) }
            pairNumber = p.number
        }
        let look = (attr: Self.attributes(mapped.attributes), pair: pairNumber)
        resolved[style] = look
        return look
    }

    private static func attributes(_ a: Attributes) -> attr_t {
        var result = tr_a_normal()
        if a.contains(.bold) { result |= tr_a_bold() }
        if a.contains(.dim) { result |= tr_a_dim() }
        if a.contains(.reverse) { result |= tr_a_reverse() }
        if a.contains(.underline) { result |= tr_a_underline() }
        if a.contains(.italic) { result |= tr_a_italic() }
        return result
    }
}
