// libFuzzer target `pictures` (scripts/fuzz.sh pictures SECONDS): bytes read as a picture in a
// book — PNG (libpng), JPEG (libjpeg-turbo), GIF (giflib) and WebP (libwebp), through termreader's
// C shims and `PictureDecoder`: the header's size first, checked against the limits, then the pixels.
//
// Checked besides "no crash": a size is within the limits (`maxSide`, `maxPixels`); a decoded
// picture has the size its header gave; the heap grows by at most the picture's RGBA and 64 bytes
// per input byte (plus a constant). Pictures of more than 4 megapixels are sized, not decoded:
// under AddressSanitizer a 40-megapixel decode takes seconds, and the limit is checked by `size`.
import ReaderCore

#if canImport(Glibc)
import Glibc
#endif

/// Largest picture the harness decodes, in pixels.
let decodedPixels = 4_000_000

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictures(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let (_, size) = try? PictureDecoder.size(of: bytes) else { return 0 }
    check(size.width > 0 && size.height > 0, "an empty size \(size)")
    check(size.width <= PictureDecoder.maxSide && size.height <= PictureDecoder.maxSide, "a side past the limit: \(size)")
    check(size.width * size.height <= PictureDecoder.maxPixels, "more pixels than the limit: \(size)")
    guard size.width * size.height <= decodedPixels else { return 0 }
    let ceiling = MemoryCeiling(perByte: 64, constant: (8 << 20) + 4 * size.width * size.height)
    ceiling.enforce(inputBytes: count) {
        guard let bitmap = try? PictureDecoder.decode(bytes) else { return }
        check(bitmap.size == size, "decoded \(bitmap.size), the header said \(size)")
    }
    return 0
}
