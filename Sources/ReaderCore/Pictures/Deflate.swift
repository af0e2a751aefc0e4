import CZlib

/// zlib's compression of bytes in memory: pictures sent to the terminal compressed (the kitty
/// graphics protocol's `o=z`).
public enum Deflate {
    /// `bytes` as one zlib stream at zlib's fastest level (a picture is sent as it is shown: speed
    /// matters more than the last few per cent); nil when zlib fails.
    public static func zlib(_ bytes: [UInt8]) -> [UInt8]? {
        let bound = compressBound(uLong(bytes.count))
        var status = Z_OK
        // Uninitialised: the pages zlib does not write to are never touched.
        let output = [UInt8](unsafeUninitializedCapacity: Int(bound)) { out, count in
            var size = bound
            status = bytes.withUnsafeBufferPointer { compress2(out.baseAddress, &size, $0.baseAddress, uLong($0.count), Z_BEST_SPEED) }
            count = status == Z_OK ? Int(size) : 0
        }
        return status == Z_OK ? output : nil
    }
}
