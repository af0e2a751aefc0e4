import CZlib
import Foundation
import ReaderCore

/// Kitty graphics commands parsed back from the bytes the reader writes, as a terminal reads them.
struct KittyCommandsParsed {
    /// One command: its keys and its data (base64 text).
    struct Command {
        var keys: [String: String]
        var data: [UInt8]
    }

    /// A transmitted image: its id and pixels.
    struct Image {
        var id: UInt32
        var bitmap: Bitmap
    }

    let commands: [Command]

    /// The commands in `bytes` (`ESC _ G keys ; data ESC \`); anything else is skipped.
    init(_ bytes: [UInt8]) {
        var commands: [Command] = []
        var i = 0
        while i + 2 < bytes.count {
            guard bytes[i] == 0x1B, bytes[i + 1] == UInt8(ascii: "_"), bytes[i + 2] == UInt8(ascii: "G") else {
                i += 1
                continue
            }
            var end = i + 3
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
            let body = bytes[(i + 3)..<end]
            let split = body.firstIndex(of: UInt8(ascii: ";")) ?? body.endIndex
            var keys: [String: String] = [:]
            for pair in String(decoding: body[body.startIndex..<split], as: UTF8.self).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { keys[String(parts[0])] = String(parts[1]) }
            }
            commands.append(Command(keys: keys, data: split < body.endIndex ? Array(body[(split + 1)...]) : []))
            i = end + 2
        }
        self.commands = commands
    }

    /// The images transmitted (`a=t`, chunks joined, base64 and zlib undone).
    var images: [Image] {
        var images: [Image] = []
        var current: (keys: [String: String], data: [UInt8])?
        for command in commands {
            if command.keys["a"] == "t" { current = (command.keys, []) }
            guard command.keys["a"] == "t" || command.keys["a"] == nil, var open = current else { continue }
            open.data += command.data
            current = open
            guard command.keys["m"] == "0" else { continue }
            current = nil
            guard let packed = Data(base64Encoded: Data(open.data)), let width = Int(open.keys["s"] ?? ""),
                let height = Int(open.keys["v"] ?? ""), let id = UInt32(open.keys["i"] ?? "")
            else { continue }
            // f=24: 3 bytes a pixel, opaque; f=32: 4.
            let depth = open.keys["f"] == "24" ? 3 : 4
            var pixels = [UInt8](repeating: 0, count: width * height * depth)
            var length = uLongf(pixels.count)
            let status = pixels.withUnsafeMutableBufferPointer { out in
                Array(packed).withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
            }
            guard status == Z_OK, Int(length) == pixels.count, open.keys["f"] == (depth == 3 ? "24" : "32") else { continue }
            let rgba = depth == 4 ? pixels : (0..<width * height).flatMap { pixels[$0 * 3..<$0 * 3 + 3] + [255] }
            images.append(Image(id: id, bitmap: Bitmap(size: PixelSize(width: width, height: height), channels: 4, pixels: rgba)))
        }
        return images
    }

    /// The virtual placements (`a=p,U=1`): image id, columns, rows.
    var placements: [(id: UInt32, columns: Int, rows: Int)] {
        commands.compactMap { c in
            guard c.keys["a"] == "p", c.keys["U"] == "1", let id = UInt32(c.keys["i"] ?? ""), let columns = Int(c.keys["c"] ?? ""),
                let rows = Int(c.keys["r"] ?? "")
            else { return nil }
            return (id, columns, rows)
        }
    }

    /// The images deleted with their pixels (`a=d,d=I`).
    var deleted: [UInt32] {
        commands.compactMap { $0.keys["a"] == "d" && $0.keys["d"] == "I" ? UInt32($0.keys["i"] ?? "") : nil }
    }
}
