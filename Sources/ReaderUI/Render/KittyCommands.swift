import Foundation
import ReaderCore

/// The kitty graphics protocol commands the reader writes: each an APC (`ESC _ G keys ; data
/// ESC \`), quiet (`q=2`: the terminal answers nothing), and wrapped for tmux's passthrough when
/// the reader runs inside tmux.
package struct KittyCommands: Sendable {
    /// Whether each command goes through tmux (`ESC P tmux; … ESC \`, its escapes doubled).
    package var passthrough: Bool

    /// Base64 bytes in one chunk of a transmission (the protocol's limit).
    static let chunk = 4096
    /// The bytes one chunk encodes: a whole number of base64's 3-byte groups, so that chunk by
    /// chunk is the whole encoding.
    static let chunkSource = chunk / 4 * 3

    package init(passthrough: Bool) { self.passthrough = passthrough }

    /// Sends `picture` as image `id` (RGB when it is opaque, else RGBA; zlib-compressed, in
    /// chunks) and places it, fit and centred, over `columns`×`rows` placeholder cells (a virtual
    /// placement: the cells that say so show it). Empty when zlib fails.
    package func show(_ picture: Bitmap, id: UInt32, columns: Int, rows: Int) -> [UInt8] {
        let rgb = picture.opaqueRGB
        guard let packed = Deflate.zlib(rgb ?? picture.pixels) else { return [] }
        var out: [UInt8] = []
        out.reserveCapacity(packed.count / 3 * 4 + packed.count / Self.chunkSource * 40 + 200)
        var start = 0
        repeat {
            // Each chunk encoded on its own: the whole picture is never held in base64 too.
            let end = min(start + Self.chunkSource, packed.count)
            let more = end < packed.count ? 1 : 0
            let keys =
                start == 0
                ? "a=t,q=2,f=\(rgb == nil ? 32 : 24),o=z,s=\(picture.size.width),v=\(picture.size.height),i=\(id),m=\(more)"
                : "q=2,m=\(more)"
            out += command(keys, Array(Data(packed[start..<end]).base64EncodedData())[...])
            start = end
        } while start < packed.count
        return out + command("a=p,U=1,q=2,i=\(id),c=\(columns),r=\(rows)")
    }

    /// Deletes image `id` from the terminal, its pixels freed.
    package func delete(id: UInt32) -> [UInt8] { command("a=d,d=I,q=2,i=\(id)") }

    /// One command with its `keys` and `data`.
    private func command(_ keys: String, _ data: ArraySlice<UInt8> = []) -> [UInt8] {
        var apc = Array("\u{1B}_G\(keys)".utf8)
        if !data.isEmpty { apc += [UInt8(ascii: ";")] + data }
        apc += [0x1B, UInt8(ascii: "\\")]
        guard passthrough else { return apc }
        return Array("\u{1B}Ptmux;".utf8) + apc.flatMap { $0 == 0x1B ? [0x1B, 0x1B] : [$0] } + [0x1B, UInt8(ascii: "\\")]
    }
}
