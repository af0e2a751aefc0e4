import CZlib

/// zlib's compression of bytes in memory: pictures sent to the terminal compressed (the kitty
/// graphics protocol's `o=z`).
public enum Deflate {
    /// `bytes` as one zlib stream at zlib's fastest level (a picture is sent as it is shown: speed
    /// matters more than the last few per cent); nil when zlib fails.
    public static func zlib(_ bytes: [UInt8]) -> [UInt8]? {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { compress2(out.baseAddress, &size, $0.baseAddress, uLong($0.count), Z_BEST_SPEED) }
        }
        guard status == Z_OK else { return nil }
        output.removeSubrange(Int(size)...)
        return output
    }
}
