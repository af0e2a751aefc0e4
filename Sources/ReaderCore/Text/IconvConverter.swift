#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A glibc iconv descriptor converting one legacy encoding to UTF-8, reused across calls.
/// iconv_t is not thread-safe: the cached descriptor is used under a try-lock, and a caller that finds it
/// busy opens a private one for that call, so concurrent decoding never blocks and never shares state.
final class IconvConverter: Sendable {
    let name: String
    private let cached: Mutex<Descriptor>

    /// Owns one iconv_t; closes it when dropped.
    /// The pointer is kept as its bit pattern so the value is Sendable and can live in a Mutex.
    private struct Descriptor: ~Copyable {
        private let address: UInt
        var handle: iconv_t { iconv_t(bitPattern: address)! }
        init?(name: String) {
            guard let handle = iconv_open("UTF-8", name), handle != iconv_t(bitPattern: -1) else { return nil }
            address = UInt(bitPattern: handle)
        }
        deinit { iconv_close(handle) }
    }

    /// Nil when glibc has no converter for `name`.
    init?(name: String) {
        guard let descriptor = Descriptor(name: name) else { return nil }
        self.name = name
        cached = Mutex(descriptor)
    }

    /// The shared converter for a CJK encoding (nil for the natively decoded ones), opened on first use.
    static func shared(for encoding: TextEncoding) -> IconvConverter? {
        guard let name = encoding.iconvName else { return nil }
        return cache.withLock { table in
            if let converter = table[encoding] { return converter }
            let converter = IconvConverter(name: name)
            table[encoding] = converter
            return converter
        }
    }

    /// One converter per CJK encoding, opened when first asked for: opening one loads a gconv
    /// module (a few ms at start-up), so a UTF-8 book loads none and a GB18030 book only its own.
    private static let cache = Mutex<[TextEncoding: IconvConverter?]>([:])

    /// Converts `input` to a String; an invalid byte becomes U+FFFD and is skipped, a truncated sequence at the end becomes U+FFFD.
    func decode(_ input: UnsafeRawBufferPointer) -> String {
        if input.isEmpty { return "" }
        if let text = cached.withLockIfAvailable({ IconvConverter.convert(input, with: $0.handle) }) { return text }
        guard let fresh = Descriptor(name: name) else { return String(repeating: "\u{FFFD}", count: input.count) }
        return IconvConverter.convert(input, with: fresh.handle)
    }

    /// One conversion on a descriptor. UTF-8 output needs at most 4 bytes per input byte here
    /// (a halfwidth katakana byte or a replaced byte gives 3), so a 4n buffer is always big enough.
    private static func convert(_ input: UnsafeRawBufferPointer, with handle: iconv_t) -> String {
        let capacity = input.count * 4 + 8
        return String(unsafeUninitializedCapacity: capacity) { output in
            _ = iconv(handle, nil, nil, nil, nil)  // reset shift state
            var inPtr: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer<CChar>(mutating: input.baseAddress!.assumingMemoryBound(to: CChar.self))
            var inLeft = input.count
            var outPtr: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(output.baseAddress!).assumingMemoryBound(to: CChar.self)
            var outLeft = capacity
            while inLeft > 0 {
                if iconv(handle, &inPtr, &inLeft, &outPtr, &outLeft) != -1 { break }
                let failure = errno
                guard failure == EILSEQ || failure == EINVAL, outLeft >= 3 else { break }
                outPtr![0] = CChar(bitPattern: 0xEF); outPtr![1] = CChar(bitPattern: 0xBF); outPtr![2] = CChar(bitPattern: 0xBD)
                outPtr! += 3
                outLeft -= 3
                if failure == EINVAL { break }  // incomplete sequence at the end of the input
                inPtr! += 1
                inLeft -= 1
            }
            return capacity - outLeft
        }
    }
}
