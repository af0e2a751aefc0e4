import CZlib

/// zlib's inflate over bytes in memory, with a cap on what it may produce (a small file can
/// claim to unpack to gigabytes).
enum Inflate {
    enum Wrapping { case raw, gzip }

    /// The bytes `input` unpacks to, at most `limit` of them (more is an error, as is damaged or
    /// truncated data).
    static func bytes(_ input: [UInt8], wrapping: Wrapping, limit: Int) throws(DictionaryError) -> [UInt8] {
        try input.withUnsafeBytes { raw in Result { () throws(DictionaryError) in try bytes(raw, wrapping: wrapping, limit: limit) } }.get()
    }

    private static func bytes(_ input: UnsafeRawBufferPointer, wrapping: Wrapping, limit: Int) throws(DictionaryError) -> [UInt8] {
        var stream = z_stream()
        let started = wrapping == .raw ? tr_inflate_init_raw(&stream) : tr_inflate_init_gzip(&stream)
        guard started == Z_OK else { throw DictionaryError("zlib could not start") }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
        stream.avail_in = uInt(input.count)
        while true {
            let status = chunk.withUnsafeMutableBufferPointer { buffer in
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                return inflate(&stream, Z_NO_FLUSH)
            }
            let produced = chunk.count - Int(stream.avail_out)
            guard output.count + produced <= limit else { throw DictionaryError("unpacks to more than \(limit >> 20) MB") }
            output += chunk[0..<produced]
            switch status {
            case Z_STREAM_END: return output
            case Z_OK: continue
            // Out of input: a raw dictzip chunk ends without a stream end (it was flushed, not
            // finished), so what it gave is all of it; a gzip stream must end.
            case Z_BUF_ERROR where stream.avail_in == 0:
                if wrapping == .raw { return output }
                throw DictionaryError("compressed data is truncated")
            default: throw DictionaryError("compressed data is damaged")
            }
        }
    }
}
