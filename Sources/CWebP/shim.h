// libwebp (libwebp-dev, BSD licence): WebP pictures (still ones; an animation is refused). Its
// decoder reports errors as return values.
#include <stdint.h>
#include <webp/decode.h>

/// Reads the header of the WebP in `data`: 1 with `*width` and `*height` set, 0 when it is not a readable WebP.
static inline int tr_webp_size(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height) {
    int w = 0, h = 0;
    if (!WebPGetInfo(data, size, &w, &h) || w <= 0 || h <= 0) return 0;
    *width = (uint32_t)w;
    *height = (uint32_t)h;
    return 1;
}

/// Decodes the WebP in `data`, whose header says `width`×`height`, into `out` (RGBA, 4 bytes a
/// pixel, rows packed): 1 when done, 0 when the data is damaged or not that size.
static inline int tr_webp_decode(const unsigned char *data, size_t size, unsigned char *out, uint32_t width, uint32_t height) {
    uint32_t w = 0, h = 0;
    if (!tr_webp_size(data, size, &w, &h) || w != width || h != height) return 0;
    size_t stride = (size_t)width * 4;
    return WebPDecodeRGBAInto(data, size, out, stride * height, (int)stride) != NULL;
}
