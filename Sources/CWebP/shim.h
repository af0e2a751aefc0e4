// libwebp (libwebp-dev, BSD licence): WebP pictures (still ones; an animation is refused), and
// its rescaler for any picture. Its calls report errors as return values.
#include <stdint.h>
#include <webp/decode.h>
#include <webp/encode.h>

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

/// Scales the pixels `in` (`width`×`height`, rows packed, `channels` bytes each: RGBA, or RGB
/// when 3) to `out` (`out_width`×`out_height`, as many bytes a pixel) with libwebp's rescaler:
/// each pixel the area average of those it covers, weighted by their alpha (a transparent
/// pixel's colour never bleeds). 1 when done, 0 out of memory.
static inline int tr_webp_rescale(const unsigned char *in, uint32_t width, uint32_t height, uint32_t channels,
                                  unsigned char *out, uint32_t out_width, uint32_t out_height) {
    WebPPicture picture;
    if (!WebPPictureInit(&picture)) return 0;
    picture.use_argb = 1;
    picture.width = (int)width;
    picture.height = (int)height;
    int stride = (int)(width * channels);
    int imported = channels == 4 ? WebPPictureImportRGBA(&picture, in, stride) : WebPPictureImportRGB(&picture, in, stride);
    if (!imported || !WebPPictureRescale(&picture, (int)out_width, (int)out_height)) {
        WebPPictureFree(&picture);
        return 0;
    }
    for (uint32_t y = 0; y < out_height; y++) {
        const uint32_t *row = picture.argb + (size_t)y * (size_t)picture.argb_stride;
        unsigned char *to = out + (size_t)y * out_width * channels;
        for (uint32_t x = 0; x < out_width; x++) {
            uint32_t v = row[x];
            unsigned char *p = to + x * channels;
            p[0] = (unsigned char)(v >> 16);
            p[1] = (unsigned char)(v >> 8);
            p[2] = (unsigned char)v;
            if (channels == 4) p[3] = (unsigned char)(v >> 24);
        }
    }
    WebPPictureFree(&picture);
    return 1;
}
