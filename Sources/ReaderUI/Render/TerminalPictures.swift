import Foundation
import ReaderCore

/// The pictures settled pages show through the terminal's own graphics rather than as character
/// art: each picture at each size is an image of its own, and the page holds placeholder cells
/// naming it (`KittyPlaceholder`: the id in the foreground colour, the high byte as a diacritic,
/// each cell's row and column).
///
/// - **kitty**: the cells go to the terminal, which draws its piece of the image in each; an image
///   is sent when a frame first shows it, the terminal keeps at most `capacity` of them, and
///   those shown longest ago are deleted.
/// - **sixel**: the cells go out blank, and each picture wholly on the screen is drawn over them,
///   in sixels chafa makes, once the frame is shown.
/// - **embedded**: an SVG of the screen (`render --format svg`) holds each picture's own file.
///
/// A memo of the view, like `PageFrameCache`: main thread only.
package final class TerminalPictures {
    /// The terminal's graphics the pictures are drawn with.
    package enum Graphics: Sendable {
        case kitty, sixel, embedded
    }

    /// A picture's own file over its cells in an SVG of the screen: where (top left cell, size in
    /// cells), its media type and its bytes in base64.
    package struct Embedded: Equatable {
        package var x: Int
        package var y: Int
        package var columns: Int
        package var rows: Int
        package var mediaType: String
        package var base64: String
    }

    /// A picture drawn in sixels over its cells: where (its top left cell), which image, and the
    /// background its transparent parts take (the page's).
    package struct Sixel: Equatable {
        package var x: Int
        package var y: Int
        package var id: UInt32
        package var background: Color
    }

    /// What an image shows: a book's picture (its `crop` alone, in the viewer) fit into `columns`×`rows` cells.
    private struct Source: Hashable {
        var pictures: ObjectIdentifier
        var offset: Int
        var crop: PixelRect?
        var columns: Int
        var rows: Int
    }

    /// How a cell names an image: its foreground colour and the id's high byte.
    package struct Look: Hashable {
        package var color: Color
        package var high: Int
    }

    /// Images the terminal is left holding (kitty), or sixel drawings kept made.
    package static let capacity = 16
    /// Bytes of sixel drawings kept at most (a full-screen picture at 2000×1200 pixels is about
    /// 1.5 MB of sixels): beyond them the oldest go, the newest always stays.
    package var sixelBudget = 4 << 20
    /// The graphics settled pages are drawn with now (the model sets it as it draws); nil: none.
    package var graphics: Graphics?
    /// The cell size in pixels: sixels are drawn for it, and kitty images sent no larger than their cells show.
    package var cell = PixelSize(width: 8, height: 16)
    /// The colours the ids are written in: 24-bit, or 256 (the index is the id's low byte).
    let depth: ColorDepth
    package var commands: KittyCommands
    /// Where this reader's ids start: another reader (a second tmux pane) sharing the terminal
    /// most likely starts elsewhere, so neither replaces the other's pictures.
    let idBase: UInt32
    private var ids: [Source: UInt32] = [:]
    /// Pictures that cannot be drawn (unreadable), found once.
    private var unreadable: Set<Source> = []
    private var sources: [UInt32: (pictures: BookPictures, source: Source)] = [:]
    private var looks: [Look: UInt32] = [:]
    /// The images the terminal holds, shown longest ago first.
    private var sent: [UInt32] = []
    /// Sixel drawings made, used longest ago first.
    private var drawn: [(id: UInt32, cell: PixelSize, background: Color, bytes: [UInt8])] = []

    /// For a terminal of `depth` colours (for kitty 256 or more: fewer cannot name an image);
    /// `idBase` chosen at random unless given (0…254: the top byte of 24-bit ids, or the high byte
    /// of 256-colour ones).
    package init(depth: ColorDepth, passthrough: Bool = false, idBase: UInt32 = .random(in: 0...254)) {
        self.depth = depth
        self.commands = KittyCommands(passthrough: passthrough)
        self.idBase = idBase
    }

    /// How the cells of picture `offset` of `pictures` (its `crop` alone when given) fit into
    /// `columns`×`rows` cells name their image; nil when the picture cannot be drawn (decoded
    /// now, once, if it is not yet).
    package func look(of pictures: BookPictures, at offset: Int, crop: PixelRect? = nil, columns: Int, rows: Int) -> Look? {
        let source = Source(pictures: ObjectIdentifier(pictures), offset: offset, crop: crop, columns: columns, rows: rows)
        if let id = ids[source] { return look(ofID: id) }
        guard !unreadable.contains(source) else { return nil }
        let shown = cell.pixels(columns: columns, rows: rows)
        guard DecodedPictures.shared.bitmap(of: pictures, at: offset, crop: crop, shown: shown) != nil else {
            unreadable.insert(source)
            return nil
        }
        return look(ofID: assign(source, of: pictures))
    }

    /// Draws row `row` of the image `look` names, its first `columns` cells, from column `x` of
    /// line `y` of `frame`, on `background`.
    package static func draw(_ look: Look, row: Int, columns: Int, x: Int, y: Int, background: Color, into frame: inout Frame) {
        let style = Style(foreground: look.color, background: background)
        for column in 0..<columns {
            frame.set(
                Character(KittyPlaceholder.text(row: row, column: column, high: look.high)), width: 1, x: x + column, y: y, style: style)
        }
    }

    /// The picture `source` shows, decoded (and cropped) no larger than its cells need; nil when it cannot be read.
    private func bitmap(_ id: UInt32) -> (bitmap: Bitmap, source: Source)? {
        guard let (pictures, source) = sources[id] else { return nil }
        let shown = cell.pixels(columns: source.columns, rows: source.rows)
        guard let bitmap = DecodedPictures.shared.bitmap(of: pictures, at: source.offset, crop: source.crop, shown: shown)
        else { return nil }
        return (bitmap, source)
    }

    /// The colour (24-bit: the id; 256: the palette entry of its low byte) and high byte naming `id`.
    private func look(ofID id: UInt32) -> Look {
        depth == .direct
            ? Look(color: Color(UInt8(id >> 16 & 0xFF), UInt8(id >> 8 & 0xFF), UInt8(id & 0xFF)), high: Int(id >> 24))
            : Look(color: ColorMapper.xtermRGB(Int32(id & 0xFF)), high: Int(id >> 24))
    }

    /// A new id for `source`: in 24-bit colour `idBase` as the top byte, then 256, 257… (a colour
    /// below 8 would go out as one of the eight basic ones); in 256 colours indexes 16…255 (0…15
    /// are the themable ones) with high byte `idBase`, then `idBase` + 1…, round to 0.
    private func assign(_ source: Source, of pictures: BookPictures) -> UInt32 {
        let n = UInt32(ids.count)
        let id =
            depth == .direct
            ? idBase << 16 + 256 + n % 0xFF00 : (16 + n % 240) | ((idBase + n / 240) % 256) << 24
        ids[source] = id
        sources[id] = (pictures, source)
        looks[look(ofID: id)] = id
        return id
    }

    /// The images `frame`'s placeholder cells name, in the order they first show, each with its
    /// top left cell (when it shows) and how many of its cells show.
    private func shown(in frame: Frame) -> [(id: UInt32, origin: (x: Int, y: Int)?, cells: Int)] {
        guard !sources.isEmpty else { return [] }
        var shown: [(id: UInt32, origin: (x: Int, y: Int)?, cells: Int)] = []
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                guard KittyPlaceholder.holds(cell), let place = KittyPlaceholder.parse(cell.text),
                    let id = looks[Look(color: cell.style.foreground, high: place.high)]
                else { continue }
                let origin = place.row == 0 && place.column == 0 ? (x, y) : nil
                if let i = shown.firstIndex(where: { $0.id == id }) {
                    shown[i].cells += 1
                    if let origin { shown[i].origin = origin }
                } else {
                    shown.append((id, origin, 1))
                }
            }
        }
        return shown
    }

    /// Kitty: what the terminal needs before it shows `frame`: the images its placeholder cells
    /// name that it does not hold, and the deletion of those shown longest ago beyond `capacity`.
    package func commands(for frame: Frame) -> [UInt8] {
        let shown = shown(in: frame).map(\.id)
        var out: [UInt8] = []
        for id in shown {
            if let held = sent.firstIndex(of: id) {
                sent.remove(at: held)
            } else {
                guard let (bitmap, source) = bitmap(id) else { continue }
                // No more pixels than the cells show: a big photograph costs the terminal (and the
                // compression) what its cells hold.
                let shown = cell.pixels(columns: source.columns, rows: source.rows)
                out += commands.show(bitmap.reduced(toCover: shown), id: id, columns: source.columns, rows: source.rows)
            }
            sent.append(id)
        }
        while sent.count > Self.capacity, !shown.contains(sent[0]) { out += commands.delete(id: sent.removeFirst()) }
        return out
    }

    /// Kitty: the terminal has lost its images (the alternate screen cleared after Ctrl-Z, a tmux
    /// re-attach, Ctrl-L to be safe): each is sent again when a frame shows it.
    package func terminalForgot() { sent = [] }

    /// Kitty: deletes every image the terminal holds (the reader is leaving it).
    package func deleteAll() -> [UInt8] {
        defer { sent = [] }
        return sent.flatMap(commands.delete)
    }

    /// Sixel: `frame` as the terminal gets it, its placeholder cells blank, and the pictures to
    /// draw over it: those wholly on the screen (one partly covered or scrolled off stays blank).
    package func sixels(for frame: Frame) -> (frame: Frame, pictures: [Sixel]) {
        let shown = shown(in: frame)
        guard !shown.isEmpty else { return (frame, []) }
        var blank = frame
        for y in 0..<frame.height {
            for x in 0..<frame.width where KittyPlaceholder.holds(frame[x, y]) {
                // In the page's background alone: the id's colour would take a colour pair of its own.
                let background = frame[x, y].style.background
                blank.setBlank(x: x, y: y, style: Style(foreground: background, background: background))
            }
        }
        let whole = shown.compactMap { image -> Sixel? in
            guard let origin = image.origin, let source = sources[image.id]?.source,
                image.cells == source.columns * source.rows
            else { return nil }
            return Sixel(x: origin.x, y: origin.y, id: image.id, background: frame[origin.x, origin.y].style.background)
        }
        return (blank, whole)
    }

    /// Embedded: the pictures wholly in `frame`, each its own file (a part the viewer crops is left out).
    package func embedded(in frame: Frame) -> [Embedded] {
        shown(in: frame).compactMap { image in
            guard let origin = image.origin, let (pictures, source) = sources[image.id], source.crop == nil,
                image.cells == source.columns * source.rows,
                let bytes = try? pictures.bytes(ofBlockAt: source.offset), let format = PictureFormat.sniff(bytes)
            else { return nil }
            return Embedded(
                x: origin.x, y: origin.y, columns: source.columns, rows: source.rows, mediaType: format.mediaType,
                base64: Data(bytes).base64EncodedString())
        }
    }

    /// Sixel: the bytes of the drawings kept.
    package var sixelBytesKept: Int { drawn.reduce(0) { $0 + $1.bytes.count } }

    /// Sixel: the rows `picture` covers.
    package func rows(of picture: Sixel) -> Int? { sources[picture.id]?.source.rows }

    /// Sixel: the bytes that draw `picture` from the cursor on; nil when it cannot be drawn
    /// (chafa missing, the picture unreadable).
    package func bytes(of picture: Sixel) -> [UInt8]? {
        let (id, background) = (picture.id, picture.background)
        if let i = drawn.firstIndex(where: { $0.id == id && $0.cell == cell && $0.background == background }) {
            let kept = drawn.remove(at: i)
            drawn.append(kept)
            return kept.bytes
        }
        guard let (bitmap, source) = bitmap(id),
            let bytes = SixelArt.draw(
                bitmap, columns: source.columns, rows: source.rows, cell: cell,
                background: UInt32(background.r) << 16 | UInt32(background.g) << 8 | UInt32(background.b))
        else { return nil }
        drawn.append((id, cell, background, bytes))
        var total = drawn.reduce(0) { $0 + $1.bytes.count }
        while drawn.count > 1, drawn.count > Self.capacity || total > sixelBudget { total -= drawn.removeFirst().bytes.count }
        return bytes
    }
}
