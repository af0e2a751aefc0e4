import ReaderCore

/// The pictures a page shows through the kitty graphics protocol: each picture at each size is
/// an image of its own, named by an id its placeholder cells carry (`KittyPlaceholder`: the
/// foreground colour, the high byte as a diacritic). An image is sent when a frame first shows
/// it; the terminal keeps at most `capacity` of them, and those shown longest ago are deleted.
/// A memo of the view, like `PageFrameCache`: main thread only.
package final class KittyImages {
    /// What an image shows: a book's picture fit into `columns`×`rows` cells.
    private struct Source: Hashable {
        var pictures: ObjectIdentifier
        var offset: Int
        var columns: Int
        var rows: Int
    }

    /// How a cell names an image: its foreground colour and the id's high byte.
    package struct Look: Hashable {
        package var color: Color
        package var high: Int
    }

    /// Images the terminal is left holding.
    package static let capacity = 16
    /// The colours the ids are written in: 24-bit, or 256 (the index is the id's low byte).
    let depth: ColorDepth
    package var commands: KittyCommands
    private var ids: [Source: UInt32] = [:]
    private var sources: [UInt32: (pictures: BookPictures, source: Source)] = [:]
    private var looks: [Look: UInt32] = [:]
    /// The images the terminal holds, shown longest ago first.
    private var sent: [UInt32] = []

    /// For a terminal of `depth` colours (256 or more: fewer cannot name an image).
    package init(depth: ColorDepth, passthrough: Bool = false) {
        self.depth = depth
        self.commands = KittyCommands(passthrough: passthrough)
    }

    /// How the cells of picture `offset` of `pictures` fit into `columns`×`rows` cells name their image.
    package func look(of pictures: BookPictures, at offset: Int, columns: Int, rows: Int) -> Look {
        let source = Source(pictures: ObjectIdentifier(pictures), offset: offset, columns: columns, rows: rows)
        return look(ofID: ids[source] ?? assign(source, of: pictures))
    }

    /// The colour (24-bit: the id; 256: the palette entry of its low byte) and high byte naming `id`.
    private func look(ofID id: UInt32) -> Look {
        depth == .direct
            ? Look(color: Color(UInt8(id >> 16 & 0xFF), UInt8(id >> 8 & 0xFF), UInt8(id & 0xFF)), high: Int(id >> 24))
            : Look(color: ColorMapper.xtermRGB(Int32(id & 0xFF)), high: Int(id >> 24))
    }

    /// A new id for `source`: 256, 257… in 24-bit colour (a colour below 8 would go out as one of
    /// the eight basic ones); in 256 colours indexes 16…255 (0…15 are the themable ones), then
    /// the same with high byte 1, 2…
    private func assign(_ source: Source, of pictures: BookPictures) -> UInt32 {
        let n = UInt32(ids.count)
        let id = depth == .direct ? n + 256 : (16 + n % 240) | (n / 240) << 24
        ids[source] = id
        sources[id] = (pictures, source)
        looks[look(ofID: id)] = id
        return id
    }

    /// What the terminal needs before it shows `frame`: the images its placeholder cells name that
    /// it does not hold, and the deletion of those shown longest ago beyond `capacity`.
    package func commands(for frame: Frame) -> [UInt8] {
        guard !sources.isEmpty else { return [] }
        var shown: [UInt32] = []
        var seen = Set<UInt32>()
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let cell = frame[x, y]
                var first: Unicode.Scalar?
                cell.forEachScalar { if first == nil { first = $0 } }
                guard first == KittyPlaceholder.character, let place = KittyPlaceholder.parse(cell.text),
                    let id = looks[Look(color: cell.style.foreground, high: place.high)], seen.insert(id).inserted
                else { continue }
                shown.append(id)
            }
        }
        var out: [UInt8] = []
        for id in shown {
            if let held = sent.firstIndex(of: id) {
                sent.remove(at: held)
            } else {
                guard let (pictures, source) = sources[id],
                    let bitmap = DecodedPictures.shared.bitmap(of: pictures, at: source.offset)
                else { continue }
                out += commands.show(bitmap, id: id, columns: source.columns, rows: source.rows)
            }
            sent.append(id)
        }
        while sent.count > Self.capacity, !seen.contains(sent[0]) { out += commands.delete(id: sent.removeFirst()) }
        return out
    }

    /// Deletes every image the terminal holds (the reader is leaving it).
    package func deleteAll() -> [UInt8] {
        defer { sent = [] }
        return sent.flatMap(commands.delete)
    }
}
