import Synchronization

@testable import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// A glibc iconv descriptor converting one legacy encoding to UTF-8, reused across calls: the
/// oracle the native CJK decoders are tested against (the reader itself never loads iconv).
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

    /// glibc's converter for a CJK encoding, the oracle the native decoders are checked
    /// against (Big5 and Shift_JIS files in the wild are Microsoft's CP950 / CP932).
    static func oracle(for encoding: TextEncoding) -> IconvConverter? {
        switch encoding {
        case .gb18030: IconvConverter(name: "GB18030")
        case .big5: IconvConverter(name: "CP950")
        case .shiftJIS: IconvConverter(name: "CP932")
        case .eucJP: IconvConverter(name: "EUC-JP")
        case .eucKR: IconvConverter(name: "EUC-KR")
        default: nil
        }
    }

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
            _ = iconv(handle, nil, nil, nil, nil) // reset shift state
            var inPtr: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer<CChar>(
                mutating: input.baseAddress!.assumingMemoryBound(to: CChar.self))
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
                if failure == EINVAL { break } // incomplete sequence at the end of the input
                inPtr! += 1
                inLeft -= 1
            }
            return capacity - outLeft
        }
    }
}
