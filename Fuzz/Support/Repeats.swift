/// Inputs that say "this piece, N times": byte 0xFF, a count (two bytes, big-endian), a length
/// (one byte) and that many bytes, which stand for the piece repeated. A bomb (`<div></x>`
/// 14,000 times, a 20,000-part dotted key) is then a dozen bytes a mutation can make and keep,
/// where spelt out it is more than libFuzzer grows an input to in a run. 0xFF is never in
/// UTF-8, so text inputs read as before; the expansion stops at `limit` bytes.
enum Repeats {
    /// Most bytes an input expands to.
    static let limit = 4 << 20

    /// `bytes` with every repeat written out.
    static func expand(_ bytes: some Collection<UInt8>) -> [UInt8] {
        let input = Array(bytes)
        guard input.contains(0xFF) else { return input }
        var out: [UInt8] = []
        var i = 0
        while i < input.count, out.count < limit {
            guard input[i] == 0xFF, i + 3 < input.count else {
                out.append(input[i])
                i += 1
                continue
            }
            let count = Int(input[i + 1]) << 8 | Int(input[i + 2])
            let piece = input[(i + 4)..<min(input.count, i + 4 + Int(input[i + 3]))]
            for _ in 0..<count where out.count < limit { out += piece }
            i += 4 + piece.count
        }
        return Array(out.prefix(limit))
    }
}
